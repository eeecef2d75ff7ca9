#!/usr/bin/env python3
"""Figures from limiter results, with matplotlib (optional; limiter report needs none of this).

    scripts/plot-results.py RESULTS... -o figure.png

RESULTS are results.json files, directories holding one, or `limiter batch` output directories.
One panel per experiment: the median times of mem-only, math-only and full (with the
skeleton's floor dashed), the verdict in the title. The format follows -o's extension (png, svg,
pdf).
"""
import argparse
import json
import math
import os
import sys


def load(paths):
    """(name, results) pairs in the order given; batch directories in their own order."""
    out = []
    for path in paths:
        if os.path.isdir(path) and os.path.exists(os.path.join(path, "batch.json")):
            batch = json.load(open(os.path.join(path, "batch.json")))
            for e in batch["experiments"]:
                if e.get("results"):
                    out.append((e["name"], json.load(open(os.path.join(path, e["results"])))))
            continue
        if os.path.isdir(path):
            path = os.path.join(path, "results.json")
        r = json.load(open(path))
        if r.get("schema") != "limiter/results":
            sys.exit(f"{path}: not a limiter results file")
        out.append((r.get("experiment") or r["kernel"], r))
    return out


def median(r, variant):
    for v in r["variants"]:
        if v["variant"] == variant and v.get("time"):
            return v["time"]["median_ms"]
    return None


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("results", nargs="+")
    parser.add_argument("-o", "--output", default="limiter-results.png")
    parser.add_argument("--columns", type=int, default=4)
    args = parser.parse_args()
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        sys.exit("plot-results.py needs matplotlib (apt-get install python3-matplotlib)")
    runs = load(args.results)
    if not runs:
        sys.exit("no results to plot")
    cols = min(args.columns, len(runs))
    rows = math.ceil(len(runs) / cols)
    fig, axes = plt.subplots(rows, cols, figsize=(3.2 * cols, 3.4 * rows), squeeze=False)
    colors = {"mem": "#3b7dd8", "math": "#e8862a", "full": "#555555"}
    for ax, (name, r) in zip(axes.flat, runs):
        names = [v for v in ("mem", "math", "full") if median(r, v) is not None]
        ax.bar(names, [median(r, v) for v in names], color=[colors[v] for v in names])
        skeleton = median(r, "skeleton")
        if skeleton is not None:
            ax.axhline(skeleton, linestyle="--", color="#777777", linewidth=1)
        verdict = (r.get("verdict") or {}).get("limiter", "no verdict")
        overlap = (r.get("verdict") or {}).get("overlap")
        title = f"{name}\n{verdict}" + (f", overlap {100 * overlap:.0f}%" if overlap is not None else "")
        ax.set_title(title, fontsize=9)
        ax.set_ylabel("ms")
    for ax in list(axes.flat)[len(runs):]:
        ax.axis("off")
    fig.tight_layout()
    fig.savefig(args.output)
    print(f"wrote {args.output} ({len(runs)} experiments)")


if __name__ == "__main__":
    main()
