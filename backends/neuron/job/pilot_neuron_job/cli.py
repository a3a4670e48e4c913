"""The command line of the job, with pilot-trainer's meaning and exit codes:

  python3 -m pilot_neuron_job --job JOB.json --run-dir DIR   train (resumes per the job's "resume")
  python3 -m pilot_neuron_job --probe                        what this host can run, as one JSON object
  python3 -m pilot_neuron_job --version | --help
  python3 -m pilot_neuron_job tokenize --tokenizer FILE [--special] [--decode]
                                                             texts to token ids and back (tokenize_cli.py)
"""

import gc
import json
import os
import sys

from . import PROGRAM, VERSION
from .jobfile import JobError, read_job_file

USAGE = """Usage:
  python3 -m pilot_neuron_job --job JOB.json --run-dir DIR
      Train the job of the shared job interface; metrics.jsonl and checkpoints go to DIR.
  python3 -m pilot_neuron_job --probe
      Print what this host can run (Python, PyTorch, torch-neuronx, devices, bf16) as one JSON object.
  python3 -m pilot_neuron_job --version
  python3 -m pilot_neuron_job tokenize --tokenizer TOKENIZER.json [--special] [--decode]
      Token ids of the JSON strings on standard input, one a line, with a Hugging Face
      tokenizer.json (--decode: the texts of JSON arrays of ids).

Exit codes: 0 completed, 1 failed, 2 bad job or command line (or a device this host cannot
use), 3 the run directory is in use by another job, 143 aborted by SIGTERM (a checkpoint was
written first).
"""

EXIT_COMPLETED, EXIT_FAILED, EXIT_BAD_JOB, EXIT_BUSY = 0, 1, 2, 3

_speaker = PROGRAM  # "pilot_neuron_job (rank N)" in the other processes of a run under torchrun


def _say(message):
    sys.stderr.write("%s: %s\n" % (_speaker, message))
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
    if argv[0] == "tokenize":
        from .tokenize_cli import main as tokenize_main

        return tokenize_main(argv[1:], program=PROGRAM)
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
    global _speaker
    from .distributed import WorldError, share_problem, world_from_environment

    try:
        world = world_from_environment()
    except WorldError as e:
        _say(str(e))
        return EXIT_BAD_JOB
    if not world.is_root:
        _speaker = "%s (rank %d)" % (PROGRAM, world.rank)
    # Every process reaches the same verdict on the job; rank 0 alone says it.
    quiet = not world.is_root
    try:
        job = read_job_file(job_path)
    except JobError as e:
        for p in e.problems if not quiet else []:
            _say(p)
        return EXIT_BAD_JOB
    shared = share_problem(world, job.grad_accum)
    refused = [shared] if shared else []
    if refused:
        for p in refused if not quiet else []:
            _say("%s: %s" % (job_path, p))
        return EXIT_BAD_JOB

    # torch is imported only for a job that passed its file's rules.
    from .compilephases import CompileSettingError, check_setting
    from .device import DeviceError, select
    from .sharding import ShardingSettingError, check_setting as check_sharding

    try:
        check_setting()
        check_sharding(job.method, world.size)
        device = select(job)
    except (DeviceError, CompileSettingError, ShardingSettingError) as e:
        if not quiet:
            _say("%s: %s" % (job_path, e))
        return EXIT_BAD_JOB

    from .distributed import start

    try:
        group = start(world, device.type, job.grad_accum)
    except WorldError as e:
        _say(str(e))
        return EXIT_BAD_JOB
    except Exception as e:
        _say("the %d processes of the run could not form their process group: %s"
             % (world.size, str(e).splitlines()[0] if str(e) else type(e).__name__))
        return EXIT_FAILED
    try:
        return _train_in(job, run_dir, device, group)
    finally:
        # A sharded model's modules hold the process group in reference cycles: freed while the
        # group still stands, not by the interpreter's exit after it is gone (which aborted a
        # rank now and then: "terminate called without an active exception").
        gc.collect()
        group.close()


def _train_in(job, run_dir, device, group):
    from .distributed import PeerError
    from .logcapture import LogCapture
    from .metrics import DiscardingWriter, MetricsWriter
    from .runlock import RunBusy, RunLock
    from .trainer import Trainer

    # Rank 0 alone takes the run folder: its lock, metrics.jsonl, checkpoints. The others
    # learn whether it could, and stop with its exit code when it could not.
    lock = None
    metrics = DiscardingWriter()
    code = EXIT_COMPLETED
    if group.is_root:
        try:
            lock = RunLock(run_dir, "%s %s" % (PROGRAM, VERSION))
        except RunBusy as e:
            _say(str(e))
            code = EXIT_BUSY
        except Exception as e:
            _say(str(e))
            code = EXIT_FAILED
        if code == EXIT_COMPLETED:
            try:
                metrics = MetricsWriter(os.path.join(run_dir, "metrics.jsonl"))
            except Exception as e:
                _say(str(e))
                code = EXIT_FAILED
    try:
        code = group.broadcast_code(code)
    except PeerError as e:
        _say(str(e))
        code = EXIT_FAILED
    if code != EXIT_COMPLETED:
        return code
    capture = LogCapture(metrics, PROGRAM + ":")
    if group.is_root:
        capture.start()
    trainer = Trainer(job, run_dir, metrics, device, capture, group)
    peer = False  # the run ended because another process did
    try:
        return trainer.run()
    except MemoryError:
        reason = "out of memory (MemoryError)"
    except PeerError as e:
        reason = str(e)
        peer = True
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
    if lock is None:  # not rank 0: the run's record is rank 0's, told why this one ends
        group.tell_end(reason, own=not peer)
        return EXIT_FAILED
    if peer:
        reason = group.named_failure(reason)
    lock.release_reserve()
    try:
        (metrics.event("run_end").text("status", "failed").text("reason", reason).integer("exit_code", EXIT_FAILED)
         .integer("last_step", last_step).write())
    except Exception as e:
        _say("the run's end could not be recorded in metrics.jsonl: %s" % e)
    return EXIT_FAILED
