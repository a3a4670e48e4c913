"""Several processes of one run, started by torchrun (docs/neuron-job.md, "Several processes").

Data parallelism that keeps the run the training of one process: every effective step's
`train.grad_accum` micro-batches (in data-order.md's order) are dealt out in contiguous blocks,
rank r taking micro-batches r*k … r*k+k-1 (k = grad_accum / processes); each rank accumulates
the gradients of its block, scaled by 1/grad_accum as one process scales them, and the sums are
added across ranks (all_reduce), so every rank applies the single-process update (up to the
order of the float additions) to identical weights. Rank 0 alone writes into the run folder.

Solo is the one-process case: every operation is the identity, so a run without torchrun takes
exactly the path it always took."""

import datetime
import os

# The torch.distributed backend per device: one place, since only `gloo` is exercised here.
# `neuron` is what the TorchNeuron guide "How to use torch.distributed on Neuron" (Neuron 2.33,
# torch/guides/torch-distributed) passes to init_process_group after `import torch_neuronx`,
# which registers it; it has not been run on Trainium by this project (docs/neuron-job.md).
PROCESS_GROUP_BACKENDS = {"cpu": "gloo", "cuda": "nccl", "neuron": "neuron"}

# How long a rank waits in one collective (and for the others at the start) before it gives
# up: a rank that hangs fails the run instead of holding the others forever. A rank that dies
# closes its connections, which the others see at once; this bounds the rest.
TIMEOUT = datetime.timedelta(minutes=30)
TIMEOUT_ENV = "PILOT_NEURON_DIST_TIMEOUT"  # seconds, overrides TIMEOUT (1 … 86400)

MAX_PROCESSES = 256

# The store key a rank tells rank 0 its end under (pilot-trainer uses the same).
_END_KEY = "pilot/end/%d"


class WorldError(Exception):
    """The torchrun environment cannot be used; the message names the variable."""


class World:
    """The processes of this run as torchrun describes them (WORLD_SIZE, RANK, LOCAL_RANK)."""

    def __init__(self, size=1, rank=0, local_rank=0):
        self.size = size
        self.rank = rank
        self.local_rank = local_rank

    @property
    def is_root(self):
        return self.rank == 0


def _whole(env, name, minimum, maximum, fallback=None):
    text = env.get(name)
    if text is None or text == "":
        if fallback is None:
            raise WorldError("%s is not set; start several processes with torchrun or srun" % name)
        return fallback
    if not text.isdigit() or len(text) > 6:
        raise WorldError("%s: expected a whole number, found '%s'" % (name, text[:40]))
    value = int(text)
    if value < minimum or value > maximum:
        raise WorldError("%s: must be between %d and %d, found %d" % (name, minimum, maximum, value))
    return value


def world_from_environment(env=None):
    """The World of this process: one process unless WORLD_SIZE (torchrun) or SLURM_NTASKS (a
    task of an srun step) says more; WorldError when the variables are malformed or contradict
    each other."""
    env = os.environ if env is None else env
    # torchrun's variables win inside a Slurm job (its ranks inherit the batch step's SLURM_*);
    # srun's count where torchrun did not start the process, as pilot-trainer reads them.
    slurm = not env.get("TORCHELASTIC_RUN_ID") and env.get("SLURM_PROCID") and env.get("SLURM_NTASKS")
    size_name, rank_name, local_name = (("SLURM_NTASKS", "SLURM_PROCID", "SLURM_LOCALID") if slurm
                                        else ("WORLD_SIZE", "RANK", "LOCAL_RANK"))
    size = _whole(env, size_name, 1, MAX_PROCESSES, 1)
    if size == 1:
        return World()
    rank = _whole(env, rank_name, 0, size - 1)
    local_rank = _whole(env, local_name, 0, size - 1)
    for name in ("MASTER_ADDR", "MASTER_PORT"):
        if not env.get(name):
            raise WorldError("%s is not set, but %s is %d; start several processes with torchrun or srun"
                             % (name, size_name, size))
    return World(size, rank, local_rank)


def started_pid(world):
    """The pid of the process the run was started as: this one, or — for a rank of torchrun,
    which starts every rank as its own child — torchrun's, which a launcher records as the job
    (launch.json's pid) and which lives as long as the run."""
    if world.size > 1 and os.environ.get("TORCHELASTIC_RUN_ID"):
        return os.getppid()
    return os.getpid()


def share_problem(world, grad_accum):
    """Why `grad_accum` micro-batches cannot be dealt out among the world's processes, or ""."""
    if world.size > 1 and grad_accum % world.size != 0:
        return ("train.grad_accum: %d micro-batches per step cannot be shared equally among %d processes (WORLD_SIZE); "
                "it must be a multiple of the number of processes" % (grad_accum, world.size))
    return ""


def timeout():
    text = os.environ.get(TIMEOUT_ENV, "")
    if text.isdigit() and 1 <= int(text) <= 86400:
        return datetime.timedelta(seconds=int(text))
    return TIMEOUT


class PeerError(RuntimeError):
    """A collective failed: another process of the run stopped, or did not answer in time."""


def _has(store, key):
    """Whether the store holds `key`, without waiting for it (this PyTorch's Store may lack
    check(); a short wait() says the same)."""
    if hasattr(store, "check"):
        return store.check([key])
    try:
        store.wait([key], datetime.timedelta(milliseconds=20))
        return True
    except RuntimeError:
        return False


class Solo:
    """One process: nothing to share."""

    world = World()
    size = 1
    rank = 0
    is_root = True
    backend = None

    def own(self, micro):
        return True

    def any(self, flag):
        return bool(flag)

    def broadcast_code(self, code):
        return code

    def sum_gradients(self, params):
        return 0.0

    def sum_values(self, values):
        return list(values)

    def same_everywhere(self, value):
        return True

    def broadcast_parameters(self, module):
        pass

    def tell_end(self, reason, own):
        pass

    def named_failure(self, reason, wait=3.0):
        return reason

    def close(self):
        pass


class Group(Solo):
    """The process group of a World of several processes."""

    def __init__(self, world, device_type, grad_accum):
        import torch
        import torch.distributed as dist

        self._torch = torch
        self._dist = dist
        self.world = world
        self.size = world.size
        self.rank = world.rank
        self.is_root = world.is_root
        self.backend = PROCESS_GROUP_BACKENDS[device_type]
        self._block = grad_accum // world.size
        self._device = torch.device("cpu")
        if not dist.is_available():
            raise WorldError("WORLD_SIZE is %d, but this PyTorch (%s) has no torch.distributed" % (world.size, torch.__version__))
        if device_type == "cuda":
            torch.cuda.set_device(world.local_rank)
            self._device = torch.device("cuda", world.local_rank)
        elif device_type == "neuron":
            self._device = torch.device("neuron")
        dist.init_process_group(backend=self.backend, init_method="env://", world_size=world.size, rank=world.rank,
                                timeout=timeout())
        self._open = True

    def own(self, micro):
        """Whether micro-batch `micro` (0 … grad_accum-1 within a step) is this rank's."""
        return micro // self._block == self.rank

    def _call(self, what, *args, **kwargs):
        try:
            work = what(*args, **kwargs)
        except RuntimeError as e:
            raise PeerError("another process of the run stopped or did not answer (%s)" % (str(e).splitlines() or ["?"])[0]) from None
        return work

    def _wait(self, works):
        for w in works:
            self._call(w.wait)

    def any(self, flag):
        t = self._torch.tensor([1 if flag else 0], dtype=self._torch.int64, device=self._device)
        self._call(self._dist.all_reduce, t, op=self._dist.ReduceOp.MAX)
        return bool(t.item())

    def broadcast_code(self, code):
        """Rank 0's `code` on every rank (0 when rank 0 may go on)."""
        t = self._torch.tensor([code], dtype=self._torch.int64, device=self._device)
        self._call(self._dist.broadcast, t, 0)
        return int(t.item())

    def same_everywhere(self, value):
        """Whether a whole number is the same on every rank."""
        t = self._torch.tensor([value, -value], dtype=self._torch.int64, device=self._device)
        self._call(self._dist.all_reduce, t, op=self._dist.ReduceOp.MAX)
        return int(t[0].item()) == value and int(t[1].item()) == -value

    def sum_values(self, values):
        """The element-wise sum over ranks of a list of numbers (float64: whole numbers below
        2^53 and a sum of one non-zero entry per element stay exact)."""
        t = self._torch.tensor(values, dtype=self._torch.float64, device=self._device)
        self._call(self._dist.all_reduce, t)
        return t.cpu().tolist()

    def sum_gradients(self, params):
        """Adds every parameter's gradient over the ranks, in place; returns the seconds spent."""
        import time

        started = time.time()
        works = []
        for p in params:
            if p.grad is None:  # a rank whose block never reached the parameter adds zeros
                p.grad = self._torch.zeros_like(p)
            works.append(self._call(self._dist.all_reduce, p.grad, async_op=True))
        self._wait(works)
        return time.time() - started

    def broadcast_parameters(self, module):
        """Rank 0's parameters on every rank: the start is rank 0's, whatever each rank drew or read."""
        # detach(), not .data: it shares the version counter, so caches keyed on it see the change.
        works = [self._call(self._dist.broadcast, p.detach(), 0, async_op=True) for p in module.parameters()]
        self._wait(works)

    def _store(self):
        # The rendezvous store (torchrun's agent, or rank 0's for env:// under srun) outlives
        # the collectives; a PyTorch without it gives no names, only the collective's message.
        get = getattr(self._dist.distributed_c10d, "_get_default_store", None)
        return get() if get else None

    def tell_end(self, reason, own):
        """Tells rank 0 why this process ends — its own failure (own) or a collective that failed
        here. Best effort: rank 0 may be gone too."""
        try:
            self._store().set(_END_KEY % self.rank, ("own " if own else "echo ") + reason)
        except Exception:
            pass

    def named_failure(self, reason, wait=3.0):
        """On rank 0, after a collective failed with `reason`: the reason naming the rank it came
        from. A rank that failed by itself is named with its own reason; when only collectives
        failed, the ranks that said nothing within `wait` seconds vanished or hang."""
        import time

        if not self.is_root:
            return reason
        try:
            store = self._store()
            ends = {}
            deadline = time.monotonic() + wait
            while True:
                for r in range(1, self.size):
                    if r in ends or not _has(store, _END_KEY % r):
                        continue
                    ends[r] = store.get(_END_KEY % r).decode("utf-8", "replace")
                    if ends[r].startswith("own "):
                        return "rank %d of %d failed: %s" % (r, self.size, ends[r][4:])
                if len(ends) == self.size - 1 or time.monotonic() >= deadline:
                    break
                time.sleep(0.05)
        except Exception:
            return reason
        silent = [str(r) for r in range(1, self.size) if r not in ends]
        if not silent:
            return reason
        return "%s %s of %d stopped answering: %s" % ("rank" if len(silent) == 1 else "ranks", ", ".join(silent),
                                                      self.size, reason)

    def close(self):
        if self._open:
            self._open = False
            try:
                self._dist.destroy_process_group()
            except Exception:
                pass


def start(world, device_type, grad_accum):
    """Solo for one process, else the initialised Group (raises WorldError or RuntimeError);
    `grad_accum` must be a multiple of the world's size (share_problem)."""
    if world.size == 1:
        return Solo()
    return Group(world, device_type, grad_accum)
