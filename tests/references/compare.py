#!/usr/bin/env python3
"""Hand-made twins against limiter's (issue 9): for each tests/references/NAME.cu, whose first
line names its bundle (`// bundle: X`, a directory under --bundles made by
scripts/bundle-experiments.sh), copy the bundle, swap the hand-made K__mem and K__math in for
limiter's, run both bundles with `limiter run`, and check that limiter's T_mem/T_full and
T_math/T_full agree with the hand-made ones within --tolerance (0.05).

Exit status: 0 when every reference agrees, 1 when one does not or a run failed, 77 when there
is no GPU (the test is skipped), 2 on bad usage.
"""
import argparse
import json
import pathlib
import re
import shutil
import subprocess
import sys

NO_GPU = 7  # limiter's exit code without a GPU


def definition(text, name):
    """(start, end) of `__global__ void NAME(...) {...}` in text, braces matched outside
    comments and literals."""
    match = re.search(r"__global__\s+void\s+" + re.escape(name) + r"\s*\(", text)
    if not match:
        raise ValueError(f"no definition of {name}")
    i, depth, opened = match.end(), 0, False
    while i < len(text):
        if text.startswith("//", i):
            i = text.index("\n", i)
        elif text.startswith("/*", i):
            i = text.index("*/", i) + 2
            continue
        elif text[i] in "\"'":
            quote, i = text[i], i + 1
            while text[i] != quote:
                i += 2 if text[i] == "\\" else 1
        elif text[i] == "{":
            depth, opened = depth + 1, True
        elif text[i] == "}":
            depth -= 1
            if opened and depth == 0:
                return match.start(), i + 1
        i += 1
    raise ValueError(f"unbalanced braces in {name}")


def hand_bundle(bundle, reference, out):
    """A copy of bundle with the hand-made mem and math twins of reference in place."""
    shutil.rmtree(out, ignore_errors=True)
    shutil.copytree(bundle, out, ignore=shutil.ignore_patterns(
        "*.cubin", "executed-counts.json", "results.*", "round*", "counts"))
    manifest = json.loads((out / "manifest.json").read_text())
    hand = reference.read_text()
    # The copy of the file that holds the kernel's variants (variants.cu in older bundles).
    holder = out / manifest.get("sources", {}).get("kernel_file", "variants.cu")
    text = holder.read_text()
    for variant in manifest["variants"]:
        if variant["variant"] not in ("mem", "math"):
            continue
        name = variant["function"]
        start, end = definition(text, name)
        hstart, hend = definition(hand, name)
        text = text[:start] + hand[hstart:hend] + text[end:]
        variant.update(status="ok", reasons=[], edits={}, ptx_counts={})
    manifest["checks"] = []  # they were limiter's twins' checks
    holder.write_text(text)
    (out / "manifest.json").write_text(json.dumps(manifest, indent=2))
    return out


def ratios(limiter, bundle, out, budget):
    """T_mem/T_full and T_math/T_full of one `limiter run`, or the exit status."""
    run = subprocess.run([limiter, "run", str(bundle), "-o", str(out), "--budget", str(budget),
                          "--no-counts"], capture_output=True, text=True)
    results = out / "results.json"
    if run.returncode not in (0,) or not results.exists():
        return run.returncode, run.stdout + run.stderr
    times = {v["variant"]: v["time"]["median_ms"]
             for v in json.loads(results.read_text())["variants"] if v.get("time")}
    return 0, (times["mem"] / times["full"], times["math"] / times["full"], times["full"])


def main():
    here = pathlib.Path(__file__).resolve().parent
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--limiter", required=True)
    parser.add_argument("--bundles", required=True, type=pathlib.Path)
    parser.add_argument("--out", type=pathlib.Path, default=pathlib.Path("references-out"))
    parser.add_argument("--budget", type=float, default=3)
    parser.add_argument("--tolerance", type=float, default=0.05)
    args = parser.parse_args()
    devices = subprocess.run([args.limiter, "devices"], capture_output=True, text=True)
    if devices.returncode != 0:  # no GPU (7), or built without the CUDA runtime (6)
        print("no GPU to run on here: run scripts/gpu-check.sh on a GPU machine for this test\n"
              + devices.stderr.strip())
        return 77
    rows, failed = [], False
    for reference in sorted(here.glob("*.cu")):
        bundle_name = re.match(r"// bundle: (\S+)", reference.read_text()).group(1)
        bundle = args.bundles / bundle_name
        if not (bundle / "manifest.json").exists():
            print(f"{reference.name}: no bundle {bundle} (scripts/bundle-experiments.sh)")
            failed = True
            continue
        out = args.out / reference.stem
        status, tool = ratios(args.limiter, bundle, out / "limiter", args.budget)
        if status == NO_GPU:
            print("no GPU here: run scripts/gpu-check.sh on a GPU machine for this test")
            return 77
        hand = hand_bundle(bundle, reference, out / "hand-bundle")
        hstatus, by_hand = ratios(args.limiter, hand, out / "hand", args.budget)
        if status or hstatus:
            print(f"{reference.stem}: run failed\n{tool if status else by_hand}")
            failed = True
            continue
        agree = all(abs(t - h) <= args.tolerance for t, h in zip(tool[:2], by_hand[:2]))
        failed |= not agree
        rows.append((reference.stem, tool, by_hand, agree))
    print(f"{'kernel':14} {'full ms':>8} {'mem/full':>16} {'math/full':>16}  agree (±{args.tolerance})")
    for name, tool, hand, agree in rows:
        print(f"{name:14} {tool[2]:8.4f} {tool[0]:7.3f} vs {hand[0]:5.3f} "
              f"{tool[1]:7.3f} vs {hand[1]:5.3f}  {'yes' if agree else 'NO'}")
    print("(limiter's ratio vs the hand-made one)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
