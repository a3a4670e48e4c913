"""The Neuron backend's job as several processes under torchrun, on device cpu (gloo): the same
training as one process of the same job.json — per-step losses within TOLERANCE, equal token
counts, the same evaluations, samples and checkpoint contents —, rank 0 the only writer of the
run folder; a grad_accum the processes cannot share refused with exit code 2 before anything is
written; SIGTERM to the whole process group ends every rank at one step with a checkpoint and
run_end "aborted", and the resumed run continues the one-process curve; a rank that dies or
hangs fails the run (run_end "failed" from rank 0) instead of holding it."""

import json
import os
import signal
import subprocess
import tempfile
import time
import unittest

import neuronjobtest as t

TOLERANCE = t.SameTrainingChecks.TOLERANCE


def small_job(steps, method, processes=2, dropout=0.1):
    job = t.tiny_job(steps, method, dropout)
    job["threads"] = 1  # one thread per rank: the processes share the host's cores
    job["train"]["micro_batch"] = 8 // processes
    job["train"]["grad_accum"] = processes
    return job


def rank_pid(launcher_pid, rank):
    """The pid of the process with RANK=rank among the launcher's children."""
    children = []
    task_dir = "/proc/%d/task" % launcher_pid
    for task in os.listdir(task_dir):
        with open(os.path.join(task_dir, task, "children")) as f:
            children += [int(pid) for pid in f.read().split()]
    for pid in children:
        try:
            with open("/proc/%d/environ" % pid, "rb") as f:
                if b"RANK=%d" % rank in f.read().split(b"\0"):
                    return pid
        except OSError:
            continue
    return None


class SeveralProcesses(t.SameTrainingChecks, unittest.TestCase):
    def setUp(self):
        self._tmp = tempfile.TemporaryDirectory()
        self.folder = self._tmp.name
        t.write_data(self.folder)

    def tearDown(self):
        self._tmp.cleanup()

    def test_several_processes_train_as_one(self):
        measured = []
        for method, processes in (("lora", 2), ("full", 2), ("lora", 4)):
            label = "%s, %d processes" % (method, processes)
            path = t.write_job(self.folder, small_job(6, method, processes), "%s-%d.json" % (method, processes))
            one = os.path.join(self.folder, "one-%s-%d" % (method, processes))
            several = os.path.join(self.folder, "several-%s-%d" % (method, processes))
            out = t.run_job(path, one)
            self.assertEqual(out.returncode, 0, out.stderr)
            out = self.torchrun(processes, path, several)
            self.assertEqual(out.returncode, 0, out.stderr)
            measured.append((label, self.assert_same_training(one, several, label)))
            self.assert_same_checkpoint(one, several, 6, method, label)

            # Rank 0 alone wrote: the folder holds what one process leaves, and one attempt.
            self.assertEqual(sorted(os.listdir(several)), sorted(os.listdir(one)), label)
            self.assertEqual(sorted(os.listdir(os.path.join(several, "checkpoints"))),
                             sorted(os.listdir(os.path.join(one, "checkpoints"))), label)
            start = t.events(several, "run_start")
            self.assertEqual(len(start), 1, label)
            self.assertEqual((start[0]["versions"]["processes"], start[0]["versions"]["process_group"]), (processes, "gloo"))
            self.assertEqual(len(t.events(several, "run_end")), 1, label)
            self.assertEqual(t.events(several, "run_end")[0]["status"], "completed", label)
            self.assertGreater(min(s["comm_time_s"] for s in t.latest_steps(several).values()), 0.0, label)
        for label, worst in measured:
            print("largest relative loss difference, one process against %s: %.3g (tolerance %g)" % (label, worst, TOLERANCE))

    def test_grad_accum_the_processes_cannot_share_is_refused(self):
        job = small_job(6, "lora")
        job["train"]["grad_accum"] = 3
        path = t.write_job(self.folder, job)
        run_dir = os.path.join(self.folder, "run")
        # One process of three as torchrun would start it: refused at once, exit code 2.
        out = t.run_job(path, run_dir, env={"WORLD_SIZE": "2", "RANK": "0", "LOCAL_RANK": "0",
                                            "MASTER_ADDR": "127.0.0.1", "MASTER_PORT": "1"})
        self.assertEqual(out.returncode, 2, out.stderr)
        self.assertIn("train.grad_accum: 3 micro-batches per step cannot be shared equally among 2 processes", out.stderr)
        self.assertFalse(os.path.exists(run_dir))
        # Under torchrun: every rank refuses, rank 0 says why, nothing is written.
        out = self.torchrun(2, path, run_dir)
        self.assertNotEqual(out.returncode, 0)
        self.assertEqual(out.stderr.count("train.grad_accum: 3 micro-batches"), 1, out.stderr)
        self.assertFalse(os.path.exists(run_dir))
        # A malformed torchrun environment names its variable.
        out = t.run_job(path, run_dir, env={"WORLD_SIZE": "two"})
        self.assertEqual(out.returncode, 2, out.stderr)
        self.assertIn("WORLD_SIZE: expected a whole number", out.stderr)
        out = t.run_job(path, run_dir, env={"WORLD_SIZE": "2", "RANK": "0", "LOCAL_RANK": "0"})
        self.assertEqual(out.returncode, 2, out.stderr)
        self.assertIn("MASTER_ADDR is not set", out.stderr)
        self.assertFalse(os.path.exists(run_dir))

    def test_sigterm_stops_every_rank_at_one_step_and_the_run_resumes(self):
        path = t.write_job(self.folder, small_job(60, "lora"))
        one = os.path.join(self.folder, "one")
        several = os.path.join(self.folder, "several")
        process = self.start_torchrun(2, path, several)
        # Steps take milliseconds here: the abort comes at the first step, between checkpoints.
        if not t.wait_for_event(several, lambda e: e.get("type") == "step", process):
            self.fail(t.stderr_of(process))
        os.killpg(process.pid, signal.SIGTERM)  # torchrun and both ranks, as the launcher's abort
        t.finish(process)
        ends = t.events(several, "run_end")
        self.assertEqual([(e["status"], e["exit_code"]) for e in ends], [("aborted", 143)], process.stderr_text)
        last = ends[0]["last_step"]
        self.assertLess(last, 60)
        self.assertEqual(t.events(several, "checkpoint")[-1]["step"], last)  # a checkpoint at the step it stopped
        self.assertEqual(max(t.latest_steps(several)), last)

        out = self.torchrun(2, path, several)  # resume: auto
        self.assertEqual(out.returncode, 0, out.stderr)
        self.assertEqual(t.events(several, "run_end")[-1]["status"], "completed")
        resumed = [e for e in t.events(several, "log") if e["message"].startswith("resumed from")]
        self.assertEqual(len(resumed), 1)
        self.assertEqual(resumed[0]["step"], last)
        out = t.run_job(path, one)
        self.assertEqual(out.returncode, 0, out.stderr)
        worst = self.assert_same_training(one, several, "aborted and resumed")
        print("aborted at step %d and resumed: largest relative loss difference %.3g" % (last, worst))

    @unittest.skipUnless(t.have_pilotctl(), "needs pilotctl")
    def test_pilotctl_launches_two_processes_under_torchrun(self):
        # The project's runtime settings ask for two processes; the neuron plugin plans
        # `PYTHON -m torch.distributed.run --standalone --nproc_per_node 2 -m pilot_neuron_job …`
        # and the local launcher runs it to its end.
        python = t.PYTHON
        if t.torchrun_broken():
            # The interpreter as the project names it: this Python, with torchrun started through
            # torchrun_py311.py, since this PyTorch's torchrun cannot start under Python 3.11.
            python = os.path.join(self.folder, "python3")
            with open(python, "w") as f:
                f.write('#!/bin/sh\nif [ "$1" = "-m" ] && [ "$2" = "torch.distributed.run" ]; then\n'
                        '  shift 2\n  exec "%s" "%s" "$@"\nfi\nexec "%s" "$@"\n'
                        % (t.PYTHON, os.path.join(os.path.dirname(os.path.abspath(__file__)), "torchrun_py311.py"), t.PYTHON))
            os.chmod(python, 0o755)
        project = os.path.join(self.folder, "project.yaml")
        with open(project, "w") as f:
            f.write("schema: migration-pilot/project@1\ntitle: two processes\nruntime:\n  neuron:\n"
                    "    python: %s\n    processes: 2\n" % python)
        path = t.write_job(self.folder, small_job(6, "lora"))
        several = os.path.join(self.folder, "several")
        env = t.job_env()
        env["PILOT_NEURON_JOB_PATH"] = t.JOB_DIR
        out = subprocess.run([t.PILOTCTL, "run", path, "--run-dir", several, "--project", project, "--wait"], env=env,
                             capture_output=True, text=True, timeout=300)
        self.assertEqual(out.returncode, 0, out.stdout + out.stderr)
        with open(os.path.join(several, "launch.json")) as f:
            launch = f.read()
        self.assertIn('"torch.distributed.run"', launch)
        self.assertIn('"--nproc_per_node"', launch)
        start = t.events(several, "run_start")
        self.assertEqual([e["versions"]["processes"] for e in start], [2])
        # run_start names torchrun, the process the launcher started: the start is this launch's.
        self.assertEqual(start[0]["pid"], json.loads(launch)["pid"])
        one = os.path.join(self.folder, "one")
        out = t.run_job(os.path.join(several, "job.json"), one)
        self.assertEqual(out.returncode, 0, out.stderr)
        self.assert_same_training(one, several, "pilotctl, 2 processes")
        # The summary the core reads: completed, every step.
        summary = t.pilotctl_summary(several)
        self.assertEqual(summary["status"], "completed")
        self.assertEqual((summary["steps"], summary["last_step"], summary["restarts"]), (6, 6, 0))
        self.assertEqual((summary["issues"], summary["unknown_types"]), (0, 0))

    def test_a_rank_that_dies_or_hangs_fails_the_run(self):
        path = t.write_job(self.folder, small_job(200, "lora"))
        for how in ("dies", "hangs"):
            run_dir = os.path.join(self.folder, how)
            process = self.start_torchrun(2, path, run_dir, env={"PILOT_NEURON_DIST_TIMEOUT": "5"})
            if not t.wait_for_event(run_dir, lambda e: e.get("type") == "step" and e["step"] >= 2, process):
                self.fail(t.stderr_of(process))
            pid = rank_pid(process.pid, 1)
            self.assertIsNotNone(pid)
            started = time.time()
            os.kill(pid, signal.SIGKILL if how == "dies" else signal.SIGSTOP)
            try:
                self.assertTrue(t.wait_for_event(run_dir, lambda e: e.get("type") == "run_end", process, timeout=60),
                                how)
            finally:
                if how == "hangs":
                    os.kill(pid, signal.SIGCONT)  # let torchrun's shutdown end it at once
            code = t.finish(process)
            self.assertNotEqual(code, 0, how)
            end = t.events(run_dir, "run_end")
            self.assertEqual([(e["status"], e["exit_code"]) for e in end], [("failed", 1)], how)
            self.assertIn("another process of the run stopped or did not answer", end[0]["reason"], how)
            # The rank that went is named: it told rank 0 nothing.
            self.assertTrue(end[0]["reason"].startswith("rank 1 of 2 stopped answering: "), end[0]["reason"])
            self.assertLess(time.time() - started, 60, how)
            self.assertLess(end[0]["last_step"], 200, how)

    def test_a_rank_that_fails_is_named_with_its_reason(self):
        # Two processes started as srun starts its tasks (SLURM_PROCID, SLURM_NTASKS, …), rank 1
        # with a job whose data file is missing: the run fails with rank 1's own reason, named,
        # not with the broken connection rank 0 sees.
        job = small_job(20, "lora")
        good = t.write_job(self.folder, job)
        job["data"]["train"] = "no-such-train.jsonl"
        bad = os.path.join(self.folder, "bad.json")
        with open(bad, "w") as f:
            json.dump(job, f)
        run_dir = os.path.join(self.folder, "run")
        port = 21000 + os.getpid() % 20000
        processes = []
        for rank, path in enumerate((good, bad)):
            env = t.job_env()
            for name in ("WORLD_SIZE", "RANK", "LOCAL_RANK", "TORCHELASTIC_RUN_ID"):
                env.pop(name, None)
            env.update({"SLURM_PROCID": str(rank), "SLURM_NTASKS": "2", "SLURM_LOCALID": str(rank),
                        "MASTER_ADDR": "127.0.0.1", "MASTER_PORT": str(port), "PILOT_NEURON_DIST_TIMEOUT": "60"})
            processes.append(subprocess.Popen(t.job_command(path, run_dir), env=env, stdout=subprocess.DEVNULL,
                                              stderr=subprocess.PIPE, text=True))
        errors = [p.communicate(timeout=120)[1] for p in processes]
        codes = [p.returncode for p in processes]
        self.assertEqual(codes[0], 1, errors)
        end = t.events(run_dir, "run_end")
        self.assertEqual([e["status"] for e in end], ["failed"], errors)
        self.assertTrue(end[0]["reason"].startswith("rank 1 of 2 failed: "), end[0]["reason"])
        self.assertIn("no-such-train.jsonl", end[0]["reason"])
        start = t.events(run_dir, "run_start")
        self.assertEqual([e["versions"]["processes"] for e in start], [2])


class RanksFromTheEnvironment(unittest.TestCase):
    def test_srun_and_torchrun_variables(self):
        from pilot_neuron_job.distributed import WorldError, world_from_environment

        master = {"MASTER_ADDR": "node1", "MASTER_PORT": "20001"}
        w = world_from_environment(dict(master, SLURM_PROCID="1", SLURM_NTASKS="4", SLURM_LOCALID="1"))
        self.assertEqual((w.size, w.rank, w.local_rank), (4, 1, 1))
        # torchrun inside a Slurm job: its variables, not the batch step's single task.
        w = world_from_environment(dict(master, SLURM_PROCID="0", SLURM_NTASKS="1", TORCHELASTIC_RUN_ID="x",
                                        WORLD_SIZE="2", RANK="1", LOCAL_RANK="1"))
        self.assertEqual((w.size, w.rank), (2, 1))
        # One task of a batch job: one process.
        self.assertEqual(world_from_environment({"SLURM_PROCID": "0", "SLURM_NTASKS": "1"}).size, 1)
        with self.assertRaisesRegex(WorldError, "MASTER_ADDR is not set, but SLURM_NTASKS is 2"):
            world_from_environment({"SLURM_PROCID": "0", "SLURM_NTASKS": "2", "SLURM_LOCALID": "0"})
        with self.assertRaisesRegex(WorldError, "SLURM_PROCID: must be between 0 and 1"):
            world_from_environment(dict(master, SLURM_PROCID="2", SLURM_NTASKS="2", SLURM_LOCALID="0"))


if __name__ == "__main__":
    unittest.main(verbosity=2)
