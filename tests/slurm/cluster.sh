#!/usr/bin/env bash
# A one-node Slurm cluster of this machine, private to a state directory, for the job-array
# tests: munged, slurmctld and slurmd started as root with no cgroups (proctrack/linuxproc,
# task/none), on free ports, stopped by their process ids.
#
#   cluster.sh start STATE   starts it; prints the SLURM_CONF to export
#   cluster.sh stop STATE    stops what `start` started (by the pids it recorded)
#
# Two GPUs are declared as generic resources over /dev/null and /dev/zero (Slurm wants
# character devices), so that jobs that ask for GPUs are scheduled here; CUDA finds none,
# which is what the tests expect on a CPU machine.
set -euo pipefail

free_port() {
  python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

start() {
  local state=$1 host cpus memory ctld_port d_port
  mkdir -p "$state"/{spool,save,log}
  chmod 700 "$state"
  state=$(cd "$state" && pwd)
  host=$(hostname -s)
  cpus=$(nproc)
  memory=$(awk '/MemTotal/ {print int($2 / 1024 * 0.9)}' /proc/meminfo)
  ctld_port=$(free_port)
  d_port=$(free_port)
  # munge: its own key and socket; as root it needs --force.
  head -c 1024 /dev/urandom > "$state/munge.key"
  chmod 400 "$state/munge.key"
  munged --force --socket="$state/munge.socket" --key-file="$state/munge.key" \
    --pid-file="$state/munged.pid" --log-file="$state/log/munged.log" \
    --seed-file="$state/munged.seed"
  cat > "$state/slurm.conf" <<CONF
ClusterName=limitertest
SlurmctldHost=$host(127.0.0.1)
SlurmctldPort=$ctld_port
SlurmdPort=$d_port
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
AuthInfo=socket=$state/munge.socket
CredType=cred/munge
StateSaveLocation=$state/save
SlurmdSpoolDir=$state/spool
SlurmctldPidFile=$state/slurmctld.pid
SlurmdPidFile=$state/slurmd.pid
SlurmctldLogFile=$state/log/slurmctld.log
SlurmdLogFile=$state/log/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core_Memory
GresTypes=gpu
MpiDefault=none
ReturnToService=2
SchedulerType=sched/backfill
SchedulerParameters=sched_interval=1
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
JobAcctGatherType=jobacct_gather/none
InactiveLimit=0
KillWait=5
MinJobAge=300
SlurmdTimeout=30
NodeName=$host NodeAddr=127.0.0.1 CPUs=$cpus RealMemory=$memory Gres=gpu:2 State=UNKNOWN
PartitionName=debug Nodes=$host Default=YES MaxTime=INFINITE State=UP
CONF
  printf 'AutoDetect=off\nNodeName=%s Name=gpu File=/dev/null\nNodeName=%s Name=gpu File=/dev/zero\n' \
    "$host" "$host" > "$state/gres.conf"
  export SLURM_CONF=$state/slurm.conf
  slurmctld -f "$SLURM_CONF"
  slurmd -f "$SLURM_CONF"
  for _ in $(seq 60); do
    if sinfo -h -o '%T' 2> /dev/null | grep -qE '^(idle|mixed|allocated)'; then
      echo "$SLURM_CONF"
      return 0
    fi
    sleep 1
  done
  echo "cluster.sh: the node did not come up; logs in $state/log" >&2
  sinfo >&2 || true
  return 1
}

stop() {
  local state=$1 name pid
  for name in slurmd slurmctld munged; do
    [[ -f $state/$name.pid ]] || continue
    pid=$(cat "$state/$name.pid")
    kill "$pid" 2> /dev/null || continue
    for _ in $(seq 50); do
      kill -0 "$pid" 2> /dev/null || break
      sleep 0.2
    done
    kill -9 "$pid" 2> /dev/null || true
  done
}

"$@"
