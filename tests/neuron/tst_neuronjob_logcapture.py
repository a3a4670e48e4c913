"""Messages the job must not bury become `log` events: Python warnings (where PyTorch's
TORCH_WARN lands, e.g. an operator falling back to the CPU), warnings of Python's logging, and
standard-error lines of the backend's libraries and the Neuron tools — while every byte still
reaches the original standard error.

The lines below are inputs, named by where they come from: the Neuron ones are verbatim lines
quoted in public aws-neuron-sdk / optimum-neuron issues (the issue numbers are given); the CPU
fallback line is the text another PrivateUse1 backend (DirectML, microsoft/DirectML#431) prints,
since TorchNeuron's own wording is not verified."""

import logging
import os
import tempfile
import unittest
import warnings

import neuronjobtest as t  # noqa: F401  (sets the import path expectations of the suite)
from pilot_neuron_job import logcapture
from pilot_neuron_job.logcapture import LogCapture, classify
from pilot_neuron_job.metrics import MetricsWriter

DIRECTML_FALLBACK = ("The operator 'aten::_foreach_add_.List' is not currently supported on the DML backend and will fall "
                     "back to run on the CPU. This may have performance implications.")
CACHE_HIT = ("2023-07-07 13:56:01.000284: INFO ||NCC_WRAPPER||: Using a cached neff at /tmp/tmpd29vse1h/neuron-compile-cache/"
             "neuronxcc-2.7.0.40+f7c6cf2a3/MODULE_7411938889920977621+d41d8cd9/model.neff. Exiting with a successfully "
             "compiled graph.")  # optimum-neuron#129
CACHE_PATH = "2024-09-21 16:15:27.000717:  4818  INFO ||NEURON_CACHE||: Compile cache path: /var/tmp/neuron-compile-cache"
COMPILER_ICE = ("2025-02-24T00:04:00Z ERROR 5521 [neuronxcc.driver.CommandDriver]:  An Internal Compiler Error has "
                "occurred")  # aws-neuron-sdk#1118
CCOM_WARN = ("2023-Aug-01 16:14:43.0241 332066:332494 [29] include/socket.h:579 CCOM WARN Timeout waiting for RX (waited "
             "120 sec) - retrying")  # aws-neuron-sdk#713
NOT_LOWERED = ("pt-xla-profiler: Op(s) not lowered: aten::_weight_norm_interface, aten::nonzero")  # pytorch/xla#4985


class Classify(unittest.TestCase):
    def test_levels(self):
        self.assertEqual(classify(COMPILER_ICE), "error")
        self.assertEqual(classify(CCOM_WARN), "warning")
        self.assertEqual(classify(CACHE_HIT), "info")
        self.assertEqual(classify(CACHE_PATH), "info")
        self.assertEqual(classify(DIRECTML_FALLBACK), "info")
        self.assertEqual(classify("WARNING:Neuron:No operator is placed on Neuron runtime; returning a CPU trace"), "warning")
        # Ordinary output is not an event.
        self.assertIsNone(classify("step 12/300"))
        self.assertIsNone(classify("Traceback (most recent call last):"))
        self.assertIsNone(classify("  File \"/opt/pilot_neuron_job/trainer.py\", line 3, in run"))
        self.assertIsNone(classify(NOT_LOWERED.replace("not lowered", "lowered").replace("pt-xla-profiler", "profile")))


class Capture(unittest.TestCase):
    def setUp(self):
        self._tmp = tempfile.TemporaryDirectory()
        self.metrics_path = os.path.join(self._tmp.name, "metrics.jsonl")
        self.writer = MetricsWriter(self.metrics_path)
        # The test's own standard error is swapped for a file, to see what passes through.
        self.stderr_path = os.path.join(self._tmp.name, "stderr.log")
        self._saved = os.dup(2)
        fd = os.open(self.stderr_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
        os.dup2(fd, 2)
        os.close(fd)

    def tearDown(self):
        os.dup2(self._saved, 2)
        os.close(self._saved)
        self.writer.close()
        self._tmp.cleanup()

    def logs(self):
        return [e for e in t.events(os.path.dirname(self.metrics_path), "log")]

    def test_warnings_logging_and_standard_error_become_events(self):
        capture = LogCapture(self.writer, "pilot_neuron_job:")
        capture.start()
        with warnings.catch_warnings():
            warnings.simplefilter("always")
            warnings.warn(DIRECTML_FALLBACK, UserWarning)
        logging.getLogger("torch_neuronx").warning("graph %d was compiled again", 7)
        os.write(2, (CACHE_HIT + "\n" + "step 5 of 10\n" + COMPILER_ICE + "\npilot_neuron_job: own message\n").encode())
        os.write(2, CCOM_WARN.encode())  # a last line without its newline
        capture.stop()
        logs = self.logs()
        by_source = [(e["source"].split(":")[0], e["level"]) for e in logs]
        self.assertEqual(by_source, [("python.warnings", "warning"), ("python.logging", "warning"), ("stderr", "info"),
                                     ("stderr", "error"), ("stderr", "warning")])
        self.assertIn(DIRECTML_FALLBACK, logs[0]["message"])
        self.assertEqual(logs[1]["message"], "graph 7 was compiled again")
        self.assertEqual(logs[1]["source"], "python.logging:torch_neuronx")
        self.assertEqual(logs[2]["message"], CACHE_HIT)
        with open(self.stderr_path) as f:
            passed = f.read()
        # Every byte still reaches the original standard error, the warning included.
        for text in (CACHE_HIT, "step 5 of 10", COMPILER_ICE, "own message", CCOM_WARN, DIRECTML_FALLBACK):
            self.assertIn(text, passed)

    def test_a_flood_is_cut_and_counted(self):
        saved = logcapture.MAX_EVENTS
        logcapture.MAX_EVENTS = 5
        try:
            capture = LogCapture(self.writer, "pilot_neuron_job:")
            capture.start(capture_stderr=False)
            for i in range(12):
                capture.emit("warning", "message %d" % i, "test")
            capture.stop()
        finally:
            logcapture.MAX_EVENTS = saved
        logs = self.logs()
        self.assertEqual(len(logs), 6)
        self.assertIn("7 further log messages were not recorded", logs[-1]["message"])


if __name__ == "__main__":
    unittest.main()
