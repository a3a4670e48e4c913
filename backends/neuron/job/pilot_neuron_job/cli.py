"""The command line of the job, with pilot-trainer's meaning and exit codes:

  python3 -m pilot_neuron_job --job JOB.json --run-dir DIR   train (resumes per the job's "resume")
  python3 -m pilot_neuron_job --probe                        what this host can run, as one JSON object
  python3 -m pilot_neuron_job --version | --help
"""

import gc
import json
import os
import sys

from . import PROGRAM, VERSION
from .jobfile import JobError, job_cannot_run, read_job_file

USAGE = """Usage:
  python3 -m pilot_neuron_job --job JOB.json --run-dir DIR
      Train the job of the shared job interface; metrics.jsonl and checkpoints go to DIR.
  python3 -m pilot_neuron_job --probe
      Print what this host can run (Python, PyTorch, torch-neuronx, devices, bf16) as one JSON object.
  python3 -m pilot_neuron_job --version

Exit codes: 0 completed, 1 failed, 2 bad job or command line (or a device this host cannot
use), 3 the run directory is in use by another job, 143 aborted by SIGTERM (a checkpoint was
written first).
"""

EXIT_COMPLETED, EXIT_FAILED, EXIT_BAD_JOB, EXIT_BUSY = 0, 1, 2, 3


def _say(message):
    sys.stderr.write("%s: %s\n" % (PROGRAM, message))
    sys.stderr.flush()


def _options(argv):
    opts = {}
    i = 0
    while i < len(argv):
        a = argv[i]
        if not a.startswith("--"):
            raise ValueError("unexpected argument '%s'" % a)
        if a in ("--help", "--probe", "--version"):
            opts[a] = True
            i += 1
            continue
        if a not in ("--job", "--run-dir"):
            raise ValueError("unknown option '%s'" % a)
        if i + 1 >= len(argv):
            raise ValueError(a + " needs a value")
        opts[a] = argv[i + 1]
        i += 2
    return opts


def _version_line():
    try:
        import torch

        return "%s %s (torch %s)" % (PROGRAM, VERSION, torch.__version__)
    except ImportError:
        return "%s %s (torch is not installed)" % (PROGRAM, VERSION)


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    if not argv:
        sys.stderr.write(USAGE)
        return EXIT_BAD_JOB
    try:
        opts = _options(argv)
    except ValueError as e:
        _say(str(e))
        sys.stderr.write("\n" + USAGE)
        return EXIT_BAD_JOB
    if opts.get("--help"):
        sys.stdout.write(USAGE)
        return EXIT_COMPLETED
    if opts.get("--version"):
        print(_version_line())
        return EXIT_COMPLETED
    if opts.get("--probe"):
        from .device import probe

        print(json.dumps(probe()))
        return EXIT_COMPLETED
    if "--job" not in opts or "--run-dir" not in opts:
        _say("training needs --job and --run-dir")
        sys.stderr.write("\n" + USAGE)
        return EXIT_BAD_JOB
    return train(opts["--job"], opts["--run-dir"])


def train(job_path, run_dir):
    try:
        job = read_job_file(job_path)
    except JobError as e:
        for p in e.problems:
            _say(p)
        return EXIT_BAD_JOB
    refused = job_cannot_run(job)
    if refused:
        for p in refused:
            _say("%s: %s" % (job_path, p))
        return EXIT_BAD_JOB

    # torch is imported only for a job that passed its file's rules.
    from .compilephases import CompileSettingError, check_setting
    from .device import DeviceError, select

    try:
        check_setting()
        device = select(job)
    except (DeviceError, CompileSettingError) as e:
        _say("%s: %s" % (job_path, e))
        return EXIT_BAD_JOB

    from .logcapture import LogCapture
    from .metrics import MetricsWriter
    from .runlock import RunBusy, RunLock
    from .trainer import Trainer

    try:
        lock = RunLock(run_dir, "%s %s" % (PROGRAM, VERSION))
    except RunBusy as e:
        _say(str(e))
        return EXIT_BUSY
    except Exception as e:
        _say(str(e))
        return EXIT_FAILED
    try:
        metrics = MetricsWriter(os.path.join(run_dir, "metrics.jsonl"))
    except Exception as e:
        _say(str(e))
        return EXIT_FAILED
    capture = LogCapture(metrics, PROGRAM + ":")
    capture.start()
    trainer = Trainer(job, run_dir, metrics, device, capture)
    try:
        return trainer.run()
    except MemoryError:
        reason = "out of memory (MemoryError)"
    except Exception as e:
        reason = str(e) or type(e).__name__
    except KeyboardInterrupt:
        reason = "interrupted (SIGINT)"
    finally:
        capture.stop()
    # The failure is part of the run's record, too. The model and optimizer go first, so that
    # an allocation failure leaves room to write it; the lock's reserve makes room on a full disk.
    last_step = trainer.step
    trainer = None
    gc.collect()
    _say(reason)
    lock.release_reserve()
    try:
        (metrics.event("run_end").text("status", "failed").text("reason", reason).integer("exit_code", EXIT_FAILED)
         .integer("last_step", last_step).write())
    except Exception as e:
        _say("the run's end could not be recorded in metrics.jsonl: %s" % e)
    return EXIT_FAILED
