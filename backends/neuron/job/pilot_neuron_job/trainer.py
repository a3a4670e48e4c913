"""One training run of a job in a run directory — resume, train, evaluate, checkpoint, and every
event to metrics.jsonl — step for step as pilot-trainer's Trainer::run
(backends/libtorch/trainer/trainer.cpp), so that the two backends' runs of one job can be laid
over each other and each resumes from the other's checkpoints."""

import importlib.metadata
import os
import platform
import signal

import torch
import torch.nn.functional as F

from . import PROGRAM, VERSION, checkpoint, safetensors
from .canonicaljson import canonical_json
from .compilephases import COMPILE_ENV, CompileTracker, compile_wanted, compiled_forward
from .dataset import BatchSource, load_dataset
from .device import accelerator_text
from .distributed import Solo, started_pid
from .evaluator import evaluate
from .inputfile import MAX_SMALL_JSON_BYTES, read_regular_file
from .jsontext import dump, metric_number
from .llamaconfig import LlamaConfig
from .metrics import now
from .model import LlamaForCausalLM
from .modeldir import check_model_folder, load_model_dir, save_adapter_dir, save_model_dir
from .optim import AdamW, clip_grad_norm, scheduled_lr
from .sharding import local_bytes, shard_model, sharding_wanted, sync_gradients, whole, whole_copy
from .sysinfo import host_name, loaded_blas_library, peak_rss_bytes
from .jobidentity import IdentityError, identify_job
from .jobtokenizer import load_job_tokenizer
from .tokenizer import ByteTokenizer
from .trainerstate import ForeignJobError, parse_trainer_state, to_json

EXIT_COMPLETED = 0
EXIT_ABORTED = 143

_stop = False
_shared = False  # one of several processes (torchrun)


def _on_sigterm(signum, frame):
    global _stop
    # A second SIGTERM stops one process at once. Under torchrun every process gets two — the
    # launcher's, sent to the process group, and torchrun's forwarded copy — and must still
    # reach the step boundary the others agree on; torchrun's SIGKILL is the hard stop there.
    if _stop and not _shared:
        signal.signal(signal.SIGTERM, signal.SIG_DFL)
        os.kill(os.getpid(), signal.SIGTERM)
    _stop = True


def _tensor_problem(name, t):
    """Every value finite, and AdamW's second moments not negative: a state that breaks this
    makes every later update NaN."""
    if not t.is_floating_point():
        return ""
    if not bool(torch.isfinite(t).all()):
        return name + ": holds values that are not finite"
    if name.startswith("exp_avg_sq.") and bool((t < 0).any()):
        return name + ": holds negative second moments"
    return ""


class Trainer:
    def __init__(self, job, run_dir, metrics, device, capture, group=None):
        """`group`: the processes that share the run (distributed.Group), or one (Solo). Only
        rank 0's `metrics` and `capture` write anything; the others get a discarding writer."""
        self.job = job
        self.group = group if group is not None else Solo()
        self.run_dir = run_dir
        self.metrics = metrics
        self.device = device
        self.capture = capture
        self.tokenizer = ByteTokenizer()
        self.model = None
        self.forward = None
        self.optimizer = None
        self.trainable = []
        self.step = 0  # updates done
        self.tokens = 0  # tokens consumed by those updates
        self.last_checkpoint = -1
        self.eval_pending = False  # the evaluation due at self.step was stopped before it finished
        self.tracker = None
        self.dropout_calls = []  # the adapters' dropout draws of one forward, for micro-batches of other ranks
        self.shards = None  # FSDP2's sharded modules, when the weights are sharded over the processes (sharding.py)

    # Events -------------------------------------------------------------------------------

    def phase(self, name, begin):
        self.metrics.event("phase").text("name", name).text("state", "begin" if begin else "end").write()

    def log(self, level, message, **numbers):
        e = self.metrics.event("log").text("level", level).text("message", message).text("source", PROGRAM)
        for key, value in numbers.items():
            e.integer(key, value)
        e.write()

    def _versions(self, threads):
        v = {"job": "%s %s" % (PROGRAM, VERSION), "python": platform.python_version(), "torch": torch.__version__,
             "blas": loaded_blas_library(), "threads": threads, "cuda": torch.cuda.is_available(),
             "accelerator": accelerator_text()}
        info = self.device.neuron_info
        if info is not None and info.version:
            v["torch_neuronx"] = info.version
        try:  # the Neuron compiler, where it is installed (read from its metadata, not imported)
            v["neuronx_cc"] = importlib.metadata.version("neuronx-cc")
        except importlib.metadata.PackageNotFoundError:
            pass
        v["compile"] = "torch.compile" if compile_wanted() else "eager"
        if self.group.size > 1:
            v["processes"] = self.group.size
            v["process_group"] = self.group.backend
            if sharding_wanted():
                v["sharding"] = "fsdp"
        # The settings the backend gave the run (docs/neuron-backend.md, "Runtime settings").
        for env, key in (("TORCH_NEURONX_NEFF_CACHE_DIR", "neuron_compile_cache"), ("NEURON_RT_VISIBLE_CORES", "neuron_rt_visible_cores"),
                         ("NEURON_CC_FLAGS", "neuron_cc_flags"), ("TORCH_NEURONX_DEBUG_DIR", "artifacts"),
                         ("TORCH_NEURONX_LOG_LEVEL", "torch_neuronx_log_level"), (COMPILE_ENV, "compile_setting")):
            if os.environ.get(env):
                v[key] = os.environ[env]
        return v

    # Set-up -------------------------------------------------------------------------------

    def setup_model(self):
        job = self.job
        # LoRA leaves the base frozen: a bf16 or fp16 base stays in its type, mapped from its
        # files (computed in fp32, or in bf16 under precision bf16). Full fine-tuning trains every
        # weight in fp32, so a half-precision base is converted as it loads (as pilot-trainer).
        keep = job.method == "lora"
        if job.model_path:
            check_model_folder(job.model_path)
            model = load_model_dir(job.model_path, keep)
        else:
            model = LlamaForCausalLM(LlamaConfig.from_json(job.model_config))
            # From scratch: HF's initialisation, seeded by the job so every attempt (and either
            # backend) starts equal.
            generator = torch.Generator()
            generator.manual_seed(job.seed)
            model.initialise_weights(0.02, generator)
        if model.config.vocab_size < self.tokenizer.vocab_size:
            raise RuntimeError("model.path: vocab_size: the model knows %d tokens, the tokenizer needs %d"
                               % (model.config.vocab_size, self.tokenizer.vocab_size))
        if job.init_checkpoint:
            problem, _ = checkpoint.validate(job.init_checkpoint)
            weights = {}
            if not problem:
                weights = safetensors.load(os.path.join(job.init_checkpoint, "model.safetensors"))
                for name, t in weights.items():
                    p = _tensor_problem(name, t)
                    if p:
                        problem = "model.safetensors: " + p
                        break
            if problem:
                raise RuntimeError("model.init_checkpoint: %s: %s" % (job.init_checkpoint, problem))
            model.load_base(weights, keep)
        if job.method == "lora":
            # Adapters are drawn from their own seed, so their start does not depend on anything
            # else the process did.
            torch.manual_seed(job.seed + 1)
            model.add_lora(job.lora_r, job.lora_alpha, job.lora_dropout, job.target_modules)
        model.to(self.device.torch)
        model.train()
        params = [(n, p) for n, p in model.named_parameters() if p.requires_grad]
        self.trainable = [p for _, p in params]
        self.optimizer = AdamW(params, job.beta1, job.beta2, job.eps, job.weight_decay)
        self.model = model
        self.forward, _ = compiled_forward(model, self.device.torch)

    # Checkpoints --------------------------------------------------------------------------

    def load_checkpoint(self, folder, step):
        """Reads a checkpoint and checks its state against the job, the data and itself; raises
        naming the file and field (ForeignJobError for another job's)."""
        job = self.job
        try:
            text = read_regular_file(os.path.join(folder, "trainer_state.json"), MAX_SMALL_JSON_BYTES, "trainer state")
            state = parse_trainer_state(text.decode("utf-8"), job, len(self.train.examples), self.train.sha256,
                                        self.validation.sha256, step, torch.get_rng_state().numel())
        except ForeignJobError as e:
            raise ForeignJobError("%s: trainer_state.json: %s" % (folder, e)) from None
        except Exception as e:
            raise RuntimeError("trainer_state.json: %s" % e) from None
        weights_file = "adapter_model.safetensors" if job.method == "lora" else "model.safetensors"
        weights = safetensors.load(os.path.join(folder, weights_file))
        optimizer = safetensors.load(os.path.join(folder, "optimizer.safetensors"))
        steps = optimizer.get("step")
        if steps is None or steps.numel() != 1 or steps.dtype != torch.int64:
            raise RuntimeError("optimizer.safetensors: step: missing or not one whole number")
        if int(steps.item()) != state["global_step"]:
            raise RuntimeError("optimizer.safetensors: step: %d updates, but trainer_state.json has global_step %d"
                               % (int(steps.item()), state["global_step"]))
        for name, t in weights.items():
            p = _tensor_problem(name, t)
            if p:
                raise RuntimeError("%s: %s" % (weights_file, p))
        for name, t in optimizer.items():
            p = _tensor_problem(name, t)
            if p:
                raise RuntimeError("optimizer.safetensors: " + p)
        return state, weights, optimizer

    def restore(self, restorable):
        state, weights, optimizer = restorable
        if self.job.method == "lora":
            self.model.load_adapter(weights)
        else:
            self.model.load_base(weights)
        self.optimizer.load(optimizer)
        self.step = state["global_step"]
        self.tokens = state["tokens_seen"]
        torch.set_rng_state(torch.tensor(list(bytes.fromhex(state["rng_cpu"])), dtype=torch.uint8))
        self.last_checkpoint = self.step
        self.eval_pending = state["eval_pending"]

    def checkpoint_at(self, step):
        job = self.job
        started = now()
        weights = optimizer = None
        if self.shards is not None:
            # Every process gives its shards; rank 0 writes the whole tensors one process writes.
            weights = [(n, whole(p)) for n, p in self.model.base_state()]
            optimizer = [(n, whole(t)) for n, t in self.optimizer.state()]
        if not self.group.is_root:  # rank 0 writes the run's checkpoints; the others hold the same state
            self.last_checkpoint = step
            return
        self.phase("checkpoint_write", True)
        samples = step * job.grad_accum * job.micro_batch
        epoch, position = self.batches.cursor(samples)

        base_model = checkpoint.base_model_reference(job.document.get("model", {}).get("path"), job.model_path, self.run_dir, step)

        def write_files(staging):
            if job.method == "lora":
                save_adapter_dir(self.model, staging, base_model)
            else:
                save_model_dir(self.model, staging, weights)
            safetensors.save(os.path.join(staging, "optimizer.safetensors"), optimizer or self.optimizer.state())
            state = {"global_step": step, "tokens_seen": self.tokens, "schedule_kind": job.schedule, "peak_lr": job.lr,
                     "warmup_steps": job.warmup_steps, "total_steps": job.max_steps,
                     "next_lr": scheduled_lr(job.lr, job.schedule, step + 1, job.warmup_steps, job.max_steps),
                     "rng_cpu": bytes(torch.get_rng_state().tolist()).hex(), "cursor_epoch": epoch,
                     "cursor_position": position, "samples_seen": samples, "dataset_version": job.data_version,
                     "train_sha256": self.train.sha256, "validation_sha256": self.validation.sha256, "job_hash": job.hash,
                     "job_identity": job.identity, "method": job.method, "base_model": base_model, "eval_pending": self.eval_pending}
            checkpoint.write_file_synced(os.path.join(staging, "trainer_state.json"), dump(to_json(state), indent=2) + "\n")

        folder = checkpoint.write(self.run_dir, step, write_files)
        size = sum(os.path.getsize(os.path.join(folder, n)) for n in os.listdir(folder)
                   if os.path.isfile(os.path.join(folder, n)))
        checkpoint.rotate(self.run_dir, job.keep_last)
        self.last_checkpoint = step
        (self.metrics.event("checkpoint").integer("step", step).text("dir", os.path.relpath(folder, self.run_dir))
         .integer("bytes", size).num("seconds", now() - started).text("status", "complete").write())
        self.phase("checkpoint_write", False)

    # Training -----------------------------------------------------------------------------

    def train_step(self, step):
        """One update: (mean loss, grad norm, tokens, data seconds, communication seconds). With
        several processes each computes its block of the micro-batches and the sums are shared,
        so every process ends the step with the update and numbers of one process."""
        job = self.job
        group = self.group
        self.optimizer.zero_grad()
        losses = [0.0] * job.grad_accum
        counts = [0] * job.grad_accum
        data_time = 0.0
        last_own = max((m for m in range(job.grad_accum) if group.own(m)), default=-1)
        for micro in range(job.grad_accum):
            t0 = now()
            batch = self.batches.micro_batch((step - 1) * job.grad_accum + micro, job.micro_batch, self.tokenizer.pad)
            if not group.own(micro):
                if self.dropout_calls:
                    self.model.replay_dropout(self.dropout_calls, batch.ids.shape[0], batch.ids.shape[1])
                data_time += now() - t0
                continue
            ids = batch.ids.to(self.device.torch)
            targets = batch.targets.to(self.device.torch)
            data_time += now() - t0
            if self.shards is not None:  # FSDP2 sums the gradients once, after a process's last micro-batch
                sync_gradients(self.shards, micro == last_own)
            new = self.tracker.first("train", ids.shape)
            with self.device.autocast():
                logits = self.forward(ids)
                loss = F.cross_entropy(logits.view(-1, logits.shape[-1]), targets.view(-1), ignore_index=-100)
            (loss / float(job.grad_accum)).backward()
            losses[micro] = loss.item()
            counts[micro] = batch.tokens
            if new:
                self.tracker.end()
        comm_time = 0.0
        if group.size > 1:
            if self.shards is None:
                comm_time = group.sum_gradients(self.trainable)
            t0 = now()
            # Each micro-batch's loss and tokens come from exactly one rank (the others add
            # zeros), so the sums are exact and the mean is added up in one process's order.
            shared = group.sum_values(losses + counts)
            comm_time += now() - t0
            losses = shared[: job.grad_accum]
            counts = [int(c) for c in shared[job.grad_accum:]]
        loss_sum = 0.0
        for value in losses:
            loss_sum += value
        new = self.tracker.first("optimizer", ())
        grad_norm = clip_grad_norm(self.trainable, job.grad_clip, group.sum_values if self.shards is not None else None)
        self.optimizer.step(scheduled_lr(job.lr, job.schedule, step, job.warmup_steps, job.max_steps))
        if new:
            self.tracker.end()
        return loss_sum / job.grad_accum, grad_norm, sum(counts), data_time, comm_time

    def evaluate_at(self, step):
        """Evaluates the model after `step` and reports it (eval and sample events). Stopped by
        SIGTERM — before it begins or before any of its forward passes — it reports nothing of
        it, notes in a log event that it is owed, and returns False; the checkpoint of `step`
        then records it as pending. The stop is this process's own: an evaluation makes no
        collective call (sharded: after the weights are gathered), and only rank 0's report and
        checkpoint count."""
        job = self.job

        def owed():
            self.eval_pending = True
            (self.metrics.event("log").text("level", "info")
             .text("message", "evaluation at step %d stopped by SIGTERM before it finished: not reported; "
                              "a run resumed from this step evaluates it first" % step)
             .integer("step", step).write())

        # Sharded, the processes gather the whole weights together (so they decide together
        # whether to begin) and each evaluates its copy, as without sharding.
        if self.group.any(_stop) if self.shards is not None else _stop:
            owed()
            return False
        self.phase("validation", True)
        model, forward = self.model, self.forward
        if self.shards is not None:
            model = forward = whole_copy(self.model, self.device.torch)
        r = evaluate(model, forward, self.tokenizer, self.validation, job.micro_batch, job.max_new_tokens,
                     job.seq_len, self.device.torch, self.tracker, self.device.static_shapes, lambda: _stop)
        del model, forward
        if r is None:
            self.phase("validation", False)
            owed()
            return False
        self.eval_pending = False
        (self.metrics.event("eval").integer("step", step).num("val_loss", r.loss)
         .raw("metrics", '{"exact_match": %s}' % metric_number(r.exact_match)).integer("examples", r.examples).write())
        for i in range(min(job.eval_samples, len(r.outputs))):
            e = self.validation.examples[i]
            (self.metrics.event("sample").integer("step", step).text("id", "val-%04d" % i).text("prompt", e.prompt)
             .text("output", r.outputs[i]).text("reference", e.completion).write())
        self.phase("validation", False)
        return True

    def report_memory(self, step):
        # What one device holds: its shards where the weights are sharded.
        params = local_bytes(self.model.parameters())
        trainable = local_bytes(p for p in self.model.parameters() if p.requires_grad)
        c = self.model.config
        # Activations of one micro-batch (Korthikanti et al. 2022, without recomputation):
        # s*b*h*(34 + 5*a*s/h) bytes per layer in 16-bit; doubled for fp32 — as pilot-trainer.
        s, b, h, a = float(self.job.seq_len), float(self.job.micro_batch), float(c.hidden_size), float(c.num_heads)
        activations = s * b * h * (34.0 + 5.0 * a * s / h) * float(c.num_layers) * (1.0 if self.job.precision == "bf16" else 2.0)
        e = (self.metrics.event("memory").integer("step", step).integer("params_bytes", params)
             .integer("trainable_bytes", trainable).integer("gradients_bytes", trainable)
             .integer("optimizer_bytes", self.optimizer.state_bytes()).num("activations_estimate_bytes", activations)
             .integer("peak_rss_bytes", peak_rss_bytes()))
        device_bytes = self._device_peak_bytes()
        if device_bytes is not None:
            e.integer("device_bytes", device_bytes)
        e.write()

    def _device_peak_bytes(self):
        try:
            if self.device.type == "cuda":
                return int(torch.cuda.max_memory_allocated())
            acc = getattr(torch, "accelerator", None)
            if self.device.type != "cpu" and acc is not None and hasattr(acc, "max_memory_allocated"):
                return int(acc.max_memory_allocated())
        except Exception:
            pass
        return None

    def share_start(self):
        """Several processes: every rank at the same step with rank 0's weights, and the
        adapters' dropout calls recorded so that micro-batches of other ranks can be replayed."""
        group = self.group
        if group.size == 1:
            return
        if not group.same_everywhere(self.step):
            raise RuntimeError("the processes of the run resumed from different checkpoints (this one from step %d)" % self.step)
        group.broadcast_parameters(self.model)
        if self.model.lora is not None and self.model.lora[2] > 0:
            ids = torch.full((1, 1), self.tokenizer.pad, dtype=torch.int64, device=self.device.torch)

            def probe():
                # Eval mode: the forward reaches every adapter but draws no mask.
                self.model.eval()
                try:
                    with torch.no_grad(), self.device.autocast():
                        self.model(ids)
                finally:
                    self.model.train()

            self.dropout_calls = self.model.record_dropout(probe)

    def shard(self):
        """Splits the weights and AdamW's moments over the processes (sharding.py); after the
        start is shared, so every process shards the same tensors."""
        self.shards = shard_model(self.model, self.device.type, self.group.size)
        params = [(n, p) for n, p in self.model.named_parameters() if p.requires_grad]
        self.optimizer.shard(params)
        self.trainable = [p for _, p in params]
        self.forward, _ = compiled_forward(self.model, self.device.torch)

    def _write_run_start(self, threads):
        """The run_start event: what runs where, with which versions, and the job's hash and
        identity when they are known."""
        job = self.job
        start = (self.metrics.event("run_start").text("run_id", job.run_id).text("backend", job.backend)
                 .text("device", job.device).text("host", host_name()).integer("pid", started_pid(self.group.world))
                 .raw("versions", dump(self._versions(threads))).text("dataset_version", job.data_version)
                 .text("precision", job.precision).text("method", job.method)
                 .raw("slurm_job_id", dump(os.environ.get("SLURM_JOB_ID"))))
        if job.hash:
            start.text("job_hash", job.hash).raw("job_identity", canonical_json(job.identity))
        start.write()

    def _find_resume(self):
        """The checkpoint the run resumes from and what was read of it, by the job's "resume":
        ("", None) when it starts afresh. "auto" takes the run directory's newest valid one, the
        others passed over reported by rank 0; a named one must be valid."""
        job = self.job
        group = self.group
        resume_from = ""
        restorable = None
        if job.resume == "auto":
            rejected = []
            found_state = {}

            def accept(folder, step):
                try:
                    found_state["r"] = self.load_checkpoint(folder, step)
                    return ""
                except ForeignJobError:
                    raise
                except Exception as e:
                    return str(e)

            found = checkpoint.newest_valid(self.run_dir, rejected, accept)
            if found is not None:
                resume_from = found[0]
                restorable = found_state["r"]
            for r in rejected if group.is_root else []:
                self.capture.write_stderr("%s: checkpoint not used: %s\n" % (PROGRAM, r))
                self.log("warning", "checkpoint not used: " + r)
        elif job.resume != "none":
            problem, step = checkpoint.validate(job.resume)
            if problem:
                raise RuntimeError("resume: %s: %s" % (job.resume, problem))
            try:
                restorable = self.load_checkpoint(job.resume, step)
            except ForeignJobError:
                raise
            except Exception as e:
                raise RuntimeError("resume: %s: %s" % (job.resume, e)) from None
            resume_from = job.resume
        return resume_from, restorable

    def _train_steps(self):
        """The steps up to max_steps, or until a stop the processes agree on: each reported, with
        the evaluations and checkpoints that fall due, inside first_step and train phases."""
        job = self.job
        group = self.group
        open_phase = [""]

        def begin(name):
            self.phase(name, True)
            open_phase[0] = name

        def close():
            if open_phase[0]:
                self.phase(open_phase[0], False)
            open_phase[0] = ""

        begin("first_step" if self.step == 0 else "train")
        while self.step < job.max_steps and not group.any(_stop):
            step = self.step + 1
            t0 = now()
            loss, grad_norm, tokens, data_time, comm_time = self.train_step(step)
            self.step = step
            self.tokens += tokens
            self.eval_pending = False  # owed only for the step an evaluation was stopped at
            (self.metrics.event("step").integer("step", step).num("loss", loss)
             .num("lr", scheduled_lr(job.lr, job.schedule, step, job.warmup_steps, job.max_steps))
             .integer("tokens", self.tokens).num("grad_norm", grad_norm).num("step_time_s", now() - t0)
             .num("data_time_s", data_time).num("comm_time_s", comm_time).write())
            if open_phase[0] == "first_step":
                close()
                self.report_memory(step)
            last = step == job.max_steps
            eval_now = job.eval_every > 0 and (step % job.eval_every == 0 or last)
            checkpoint_now = (job.checkpoint_every > 0 and step % job.checkpoint_every == 0) or last
            if eval_now or checkpoint_now:
                close()
                if eval_now:
                    self.evaluate_at(step)
                if checkpoint_now:
                    self.checkpoint_at(step)
            if not open_phase[0] and not last and not _stop:
                begin("train")
        close()

    def run(self):
        global _shared
        job = self.job
        group = self.group
        _shared = group.size > 1
        signal.signal(signal.SIGTERM, _on_sigterm)
        started = now()
        threads = job.threads if job.threads > 0 else max(1, os.cpu_count() or 1)
        torch.set_num_threads(threads)
        # What the run trains, by content: every input is read here (a large model once per
        # machine, through the digest cache). An input that cannot be read fails the run after
        # run_start, as a failure while loading does, so every rank learns which one failed.
        unidentified = None
        try:
            identify_job(job)
        except IdentityError as e:
            unidentified = str(e)
        self._write_run_start(threads)
        if unidentified:
            raise RuntimeError(unidentified)
        self.phase("environment", True)
        self.tokenizer = load_job_tokenizer(job)
        self.train = load_dataset(job.train_data, job.train_sha256, self.tokenizer, job.seq_len)
        self.validation = load_dataset(job.validation_data, job.validation_sha256, self.tokenizer, job.seq_len)
        self.batches = BatchSource(self.train, job.seed, job.data_version, job.seq_len if self.device.static_shapes else None)
        self.setup_model()
        self.tracker = CompileTracker(self.phase, self.log, self.device, self.forward is not self.model)
        self.phase("environment", False)

        if group.is_root:
            checkpoint.remove_staging(self.run_dir)
        resume_from, restorable = self._find_resume()
        if resume_from:
            self.phase("restart", True)
            self.restore(restorable)
            self.log("info", "resumed from " + resume_from, step=self.step)
            self.phase("restart", False)
        self.share_start()
        if group.size > 1 and sharding_wanted():
            self.shard()

        # With several processes every decision to stop is taken by all of them at once: a
        # SIGTERM may reach them at different moments, and a rank that stops alone would leave
        # the others waiting in the next collective.
        # Where the model starts (the baseline later evaluations are read against), or the
        # evaluation an abort stopped at the checkpoint's step. Evaluation leaves the weights and
        # the random generator as they were, so doing it here changes no later step.
        if job.eval_every > 0 and (self.step == 0 or self.eval_pending) and not group.any(_stop):
            self.evaluate_at(self.step)

        self._train_steps()
        self.report_memory(self.step)
        if group.any(_stop):
            if self.last_checkpoint != self.step and self.step > 0:
                self.checkpoint_at(self.step)
            (self.metrics.event("run_end").text("status", "aborted").text("reason", "SIGTERM")
             .integer("exit_code", EXIT_ABORTED).integer("last_step", self.step)
             .num("seconds", now() - started).write())
            return EXIT_ABORTED
        (self.metrics.event("run_end").text("status", "completed").text("reason", "max_steps reached")
         .integer("exit_code", EXIT_COMPLETED).integer("last_step", self.step)
         .num("seconds", now() - started).write())
        return EXIT_COMPLETED
