"""pilot_neuron_job: the worker of Migration Pilot's `neuron` backend.

It runs a job of the shared job interface (docs/job-interface.md) in PyTorch — on device
`neuron` through TorchNeuron (torch-neuronx 2.14.x), and on `cpu` or `cuda` — with the same
model, data order, optimizer, metrics and checkpoints as pilot-trainer, the libtorch backend's
worker. Standard library and torch only, and the `regex` module for a Hugging Face tokenizer.json
(docs/neuron-job.md).
"""

VERSION = "0.1.0"
PROGRAM = "pilot_neuron_job"
