#!/usr/bin/env bash
# A one-node Slurm cluster on localhost for the cluster integration tests: munged, slurmctld and slurmd run as root
# in the background, with every file (munge key, slurm.conf, cgroup.conf, spool, state, logs, pid files) under one
# state folder. No GPUs (GRES-free), no cgroups (proctrack/linuxproc, task/none), no slurmdbd: sacct answers from
# the job completion log only, as on a small cluster without accounting.
#
#   slurm-test-env.sh start [--soft]   install slurm-wlm and munge when missing, (re)start the daemons, wait until
#                                      the node is idle. --soft: exit 0 even when Slurm cannot start, leaving the
#                                      reason in STATE/unavailable (tests skip with it); STATE/ready on success.
#   slurm-test-env.sh stop             cancel the test cluster's jobs and stop its daemons (by their pid files).
#   slurm-test-env.sh status           print the node state; exit 1 when the cluster is not running.
#   slurm-test-env.sh env              print the variables a client needs (SLURM_CONF=...).
#
# STATE is $CGA_SLURM_STATE_DIR, default ${TMPDIR:-/tmp}/cga-slurm-test. A start first stops daemons left running
# by an earlier start with the same folder and wipes the folder, so a stale state never breaks the next run.
set -uo pipefail

state=${CGA_SLURM_STATE_DIR:-${TMPDIR:-/tmp}/cga-slurm-test}
conf=$state/slurm.conf
export SLURM_CONF=$conf

log() { echo "slurm-test-env: $*" >&2; }

# Alive and not a zombie (a daemon's parent is gone, so whoever adopted it may reap it late).
alive() {
    local stat
    stat=$(cat "/proc/$1/stat" 2>/dev/null) || return 1
    stat=${stat##*) }
    [ "${stat:0:1}" != Z ]
}

# A pid from a pid file, only when that process is alive (not a zombie) and is the expected program.
pid_of() {
    local file=$1 comm=$2 pid
    [ -r "$file" ] || return 1
    pid=$(tr -dc '0-9' <"$file")
    [ -n "$pid" ] && [ -r "/proc/$pid/comm" ] || return 1
    [ "$(cat "/proc/$pid/comm")" = "$comm" ] || return 1
    alive "$pid" || return 1
    echo "$pid"
}

stop_daemon() {
    local file=$1 comm=$2 pid i
    pid=$(pid_of "$file" "$comm") || return 0
    kill -TERM "$pid" 2>/dev/null
    for i in $(seq 1 100); do
        alive "$pid" || return 0
        sleep 0.05
    done
    log "$comm ($pid) did not stop; killing it"
    kill -KILL "$pid" 2>/dev/null
    sleep 0.2
}

do_stop() {
    [ -d "$state" ] || return 0
    if pid_of "$state/slurmctld.pid" slurmctld >/dev/null && command -v scancel >/dev/null; then
        # Jobs first: their slurmstepd processes outlive slurmd.
        timeout 20 scancel --quiet --full --partition=debug 2>/dev/null
        local i
        for i in $(seq 1 50); do
            [ -z "$(timeout 10 squeue --noheader --format=%i 2>/dev/null)" ] && break
            sleep 0.2
        done
    fi
    stop_daemon "$state/slurmd.pid" slurmd
    stop_daemon "$state/slurmctld.pid" slurmctld
    stop_daemon "$state/munged.pid" munged
    rm -f "$state/ready"
}

port_in_use() {
    (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null
}

free_port() {
    local p=$1
    while port_in_use "$p" || [ "$p" = "${2:-}" ]; do
        p=$((p + 1))
    done
    echo "$p"
}

fail() {
    log "$1"
    mkdir -p "$state" && printf '%s\n' "$1" >"$state/unavailable"
    do_stop
    if [ "$soft" = 1 ]; then exit 0; fi
    exit 1
}

install_packages() {
    local missing=() p
    for p in slurm-wlm munge; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    if [ "$(id -u)" -ne 0 ]; then
        fail "Slurm is not installed and installing ${missing[*]} needs root."
    fi
    log "installing ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    # Keep the packages' own services from starting: this script runs its daemons itself.
    apt-get update -qq >"$state.apt.log" 2>&1 \
        && apt-get install -y -qq --no-install-recommends "${missing[@]}" >>"$state.apt.log" 2>&1 \
        || fail "Installing ${missing[*]} with apt-get failed (see $state.apt.log)."
}

write_config() {
    local host cpus ctld_port d_port
    host=$(hostname -s 2>/dev/null || hostname)
    cpus=$(nproc 2>/dev/null || echo 1)
    ctld_port=$(free_port 6817)
    d_port=$(free_port $((ctld_port + 1)) "$ctld_port")
    cat >"$conf" <<EOF
# One-node test cluster written by scripts/slurm-test-env.sh.
ClusterName=cgatest
SlurmctldHost=$host(127.0.0.1)
SlurmctldPort=$ctld_port
SlurmdPort=$d_port
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$state/munge/munge.socket.2
StateSaveLocation=$state/ctld
SlurmdSpoolDir=$state/slurmd
SlurmctldPidFile=$state/slurmctld.pid
SlurmdPidFile=$state/slurmd.pid
SlurmctldLogFile=$state/log/slurmctld.log
SlurmdLogFile=$state/log/slurmd.log
SlurmctldDebug=info
SlurmdDebug=info
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/filetxt
JobCompLoc=$state/jobcomp.log
SchedulerType=sched/backfill
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
SlurmdParameters=config_overrides
MpiDefault=none
SwitchType=switch/none
ReturnToService=2
MinJobAge=600
KillWait=5
InactiveLimit=0
SlurmdTimeout=60
NodeName=localhost NodeAddr=127.0.0.1 CPUs=$cpus State=UNKNOWN
PartitionName=debug Nodes=localhost Default=YES MaxTime=INFINITE State=UP OverSubscribe=YES
EOF
    cat >"$state/cgroup.conf" <<EOF
# No cgroups: proctrack/linuxproc and task/none do not use them.
CgroupPlugin=autodetect
IgnoreSystemd=yes
EOF
}

do_start() {
    do_stop
    rm -rf "$state"
    mkdir -p "$state"/{munge,ctld,slurmd,log} || fail "Cannot create the state folder $state."
    chmod 0700 "$state" "$state/munge"
    install_packages
    for tool in munged slurmctld slurmd sbatch squeue sinfo sacct scancel; do
        command -v "$tool" >/dev/null || fail "$tool is not on PATH after installing slurm-wlm and munge."
    done
    if [ "$(id -u)" -ne 0 ]; then
        fail "The test cluster runs its daemons as root (SlurmUser=root); run as root."
    fi

    dd if=/dev/urandom of="$state/munge/munge.key" bs=1024 count=1 status=none
    chmod 0400 "$state/munge/munge.key"
    munged --force --key-file="$state/munge/munge.key" --socket="$state/munge/munge.socket.2" \
        --pid-file="$state/munged.pid" --log-file="$state/log/munged.log" --seed-file="$state/munge/munge.seed" \
        </dev/null >>"$state/log/munged.out" 2>&1 \
        || fail "munged did not start: $(tail -n 3 "$state/log/munged.out" "$state/log/munged.log" 2>/dev/null | tr '\n' ' ')"

    write_config
    slurmctld -f "$conf" </dev/null >>"$state/log/slurmctld.out" 2>&1 \
        || fail "slurmctld did not start: $(tail -n 3 "$state/log/slurmctld.out" "$state/log/slurmctld.log" 2>/dev/null | tr '\n' ' ')"
    slurmd -f "$conf" -N localhost </dev/null >>"$state/log/slurmd.out" 2>&1 \
        || fail "slurmd did not start: $(tail -n 3 "$state/log/slurmd.out" "$state/log/slurmd.log" 2>/dev/null | tr '\n' ' ')"

    local i node=""
    for i in $(seq 1 120); do
        node=$(sinfo --noheader --Node --format=%T 2>/dev/null | head -n 1)
        case "$node" in
        idle | idle\*) [ "$node" = idle ] && break ;;
        esac
        sleep 0.5
    done
    if [ "$node" != idle ]; then
        fail "The Slurm node did not become idle within 60 s (state: ${node:-no answer}): $(tail -n 3 "$state/log/slurmctld.log" "$state/log/slurmd.log" 2>/dev/null | tr '\n' ' ')"
    fi
    rm -f "$state/unavailable"
    date -u +%Y-%m-%dT%H:%M:%SZ >"$state/ready"
    log "ready: SLURM_CONF=$conf"
}

soft=0
cmd=${1:-}
[ "${2:-}" = --soft ] && soft=1
case "$cmd" in
start) do_start ;;
stop) do_stop ;;
status)
    pid_of "$state/slurmctld.pid" slurmctld >/dev/null || { echo "not running"; exit 1; }
    sinfo --Node --long
    ;;
env) echo "SLURM_CONF=$conf" ;;
*)
    echo "usage: $0 start [--soft] | stop | status | env" >&2
    exit 2
    ;;
esac
