#!/bin/sh
# Chromium without the power to raise its own threads' priority, as an ordinary user's browser runs.
# Run as root (this machine, CI containers), Chromium puts its audio threads on real-time scheduling
# (SCHED_RR) and its compositor, IO and WebRTC threads at nice -8: six pages in a call then starve every
# thread at normal priority on two cores (page main threads, the test's server), and a page loading beside
# them takes minutes (e2e/browser.ts, asUser). Without CAP_SYS_NICE those requests fail and the threads
# stay normal.
exec setpriv --bounding-set=-sys_nice -- "$BUBBLES_CHROMIUM" "$@"
