"""Messages a run should not bury (seed: CPU fallbacks surfaced, never buried) become `log`
events of metrics.jsonl (docs/job-interface.md, section 5): Python warnings (where PyTorch's
TORCH_WARN ends up, e.g. an operator that falls back to the CPU), warnings and errors of
Python's logging, and the lines the backend's libraries and the Neuron compiler print on the
process's standard error that look like warnings, errors or Neuron tool output. Every line
still reaches the original standard error, which the launcher keeps as logs/stderr.log.
Which line means what (a CPU fallback, a compile-cache hit) is decided by the readers' rules,
not here."""

import logging
import os
import re
import sys
import threading
import warnings

MAX_EVENTS = 10000  # per attempt; a flood of lines must not fill metrics.jsonl
MAX_MESSAGE = 4096

# Lines of the standard error worth an event: a level word, or the markers of the Neuron
# compiler, runtime and compile cache (docs/neuron-job.md lists the sources).
_LEVEL = re.compile(r"\b(FATAL|CRITICAL|ERROR|Error|WARN|WARNING|Warning)\b")
_NEURON = re.compile(r"\|\|[A-Z_]+\|\||\bNCC_[A-Z]{4}\d{3}\b|neuronx-cc|neuronxcc|torch_neuronx|\bNEURON_|\bNeuron\b|"
                     r"\bNRT[:_]|\bTDRV:|\bCCOM\b|fall(?:s|ing)? ?back|not currently supported|compile cache|cached neff",
                     re.IGNORECASE)


def classify(line):
    """The level of a standard-error line ("error", "warning", "info"), or None when the line
    is not worth an event."""
    m = _LEVEL.search(line)
    if m:
        word = m.group(1).upper()
        return "error" if word in ("FATAL", "CRITICAL", "ERROR") else "warning"
    if _NEURON.search(line):
        return "info"
    return None


class LogCapture:
    """Installed once the run's metrics writer exists; `stop()` restores everything."""

    def __init__(self, writer, own_prefix):
        self._writer = writer
        self._own_prefix = own_prefix
        self._count = 0
        self._dropped = 0
        self._lock = threading.Lock()
        self._saved_showwarning = None
        self._handler = None
        self._saved_stderr = None
        self._thread = None

    def emit(self, level, message, source):
        with self._lock:
            if self._count >= MAX_EVENTS:
                self._dropped += 1
                return
            self._count += 1
        message = message if len(message) <= MAX_MESSAGE else message[:MAX_MESSAGE] + "…"
        try:
            self._writer.event("log").text("level", level).text("message", message).text("source", source).write()
        except Exception:
            pass  # a message about the run never ends the run

    def write_stderr(self, text):
        """Writes to the original standard error, past the capture."""
        fd = self._saved_stderr if self._saved_stderr is not None else 2
        try:
            os.write(fd, text.encode("utf-8", "replace"))
        except OSError:
            pass

    def start(self, capture_stderr=True):
        capture = self

        def showwarning(message, category, filename, lineno, file=None, line=None):
            capture.emit("warning", "%s: %s" % (category.__name__, message), "python.warnings:%s:%d" % (filename, lineno))
            capture.write_stderr(warnings.formatwarning(message, category, filename, lineno, line))

        self._saved_showwarning = warnings.showwarning
        warnings.showwarning = showwarning

        class Handler(logging.Handler):
            def emit(self, record):
                try:
                    text = record.getMessage()
                except Exception:
                    text = str(record.msg)
                level = "error" if record.levelno >= logging.ERROR else "warning"
                capture.emit(level, text, "python.logging:" + record.name)

        self._handler = Handler(logging.WARNING)
        logging.getLogger().addHandler(self._handler)
        if capture_stderr:
            self._tee_stderr()

    def _tee_stderr(self):
        # fd 2 becomes a pipe read by a thread that passes every byte on to the original
        # standard error; child processes (the Neuron compiler) inherit it, too.
        sys.stderr.flush()
        read_end, write_end = os.pipe()
        self._saved_stderr = os.dup(2)
        os.set_inheritable(self._saved_stderr, False)
        os.dup2(write_end, 2)
        os.close(write_end)
        self._thread = threading.Thread(target=self._pump, args=(read_end, self._saved_stderr), name="stderr-capture",
                                        daemon=True)
        self._thread.start()

    def _pump(self, fd, original):
        pending = b""
        while True:
            try:
                chunk = os.read(fd, 65536)
            except InterruptedError:
                continue
            except OSError:
                break
            if not chunk:
                break
            try:
                os.write(original, chunk)
            except OSError:
                pass
            pending += chunk
            *lines, pending = pending.split(b"\n")
            for raw in lines:
                self._line(raw)
            if len(pending) > MAX_MESSAGE * 4:
                self._line(pending)
                pending = b""
        if pending:
            self._line(pending)
        os.close(fd)

    def _line(self, raw):
        line = raw.decode("utf-8", "replace").rstrip("\r")
        if not line.strip() or line.startswith(self._own_prefix):
            return
        level = classify(line)
        if level is not None:
            self.emit(level, line, "stderr")

    def stop(self):
        """Restores standard error (waiting briefly for the lines still in the pipe), the
        warnings hook and logging; records how many events were left out."""
        if self._saved_stderr is not None:
            try:
                sys.stderr.flush()
            except Exception:
                pass
            os.dup2(self._saved_stderr, 2)
            # A child process that still holds the pipe keeps it open: do not wait for it, and
            # leave the original descriptor to the thread rather than let its number be reused.
            self._thread.join(timeout=2.0)
            if not self._thread.is_alive():
                os.close(self._saved_stderr)
            self._saved_stderr = None
        if self._saved_showwarning is not None:
            warnings.showwarning = self._saved_showwarning
            self._saved_showwarning = None
        if self._handler is not None:
            logging.getLogger().removeHandler(self._handler)
            self._handler = None
        if self._dropped:
            dropped, self._dropped = self._dropped, 0
            self._count = 0
            self.emit("warning", "%d further log messages were not recorded in metrics.jsonl (at most %d a run); "
                                 "the standard error has them" % (dropped, MAX_EVENTS), "pilot_neuron_job")
