<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>MainWindow</name>
    <message>
        <source>Migration Pilot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workflow stages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open Project…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Migration Pilot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Demo Project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opens your copy of the demo project: a reference and a pilot run of a small LoRA job, ready to compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your &amp;Name…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The name locks and changes of the limits are recorded under</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RunCheckpoints</name>
    <message>
        <source>The run&apos;s job.json cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Plan, run and document a GPU to Trainium2 migration.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Project file to open.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pilot::BreakEvenStory</name>
    <message>
        <source>Before the pilot, from assumptions: the Plan&apos;s amortisation calculator has no break-even yet (an input is missing).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before the pilot, from assumptions: the Plan&apos;s amortisation calculator puts break-even at %1 reference GPU hours, assuming a relative throughput of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the reference&apos;s measured %1 instance hours per training, that is %2 trainings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before the pilot, from assumptions: the Plan&apos;s amortisation calculator finds no break-even, assuming a relative throughput of %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured in the pilot: a relative throughput of %1 (reference %2, pilot %3 instance hours per planned training).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured in the pilot: the relative throughput is unknown (a role without a projected training, or priced per chip or device rather than per instance hour).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With the measured runs, break-even comes after %1 trainings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With the measured runs there is no break-even (yet).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both weigh the same preparation cost; they agree when the calculator assumes the measured throughput and the prices the runs were charged at. The measured figure is the one to decide on.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pilot::Core</name>
    <message>
        <source>warning: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an object or null, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>either a model folder (path) or an inline config is needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected 64 lower-case hex digits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected two numbers in [0, 1), e.g. [0.9, 0.999]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON syntax error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a JSON object at the top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;, found &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Hugging Face tokenizer needs the path of its tokenizer.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected auto, none or a checkpoint folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the number %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the text &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an object, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected text, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected one of %1, found &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a whole number, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be at least %1, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be at most %1, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a number, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must lie between %1 and %2, found %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a list of texts, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>malformed JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a field has a value of the wrong type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>text after the end of the JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no event type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>question ids are lower-case letters, digits and &apos;_&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected yes, no or unknown, found &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected lora or full, found &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected reference, pilot or fallback, found &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is empty; a project file starts with &apos;schema: %1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>YAML syntax error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &apos;%1&apos;, found &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a date like 2026-11-30, found &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown version %1 of the project format; this build reads versions 1 to %2 (a newer Migration Pilot wrote this file?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file has %1 bytes; files of this kind are limited to %2 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file grew past the limit of %1 bytes while it was read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>binary data (a NUL byte): this is not a text file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid UTF-8 byte 0x%1: the file must be UTF-8 text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a mapping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a mapping (key: value lines), found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>keys must be plain text, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this key appears twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a list, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing key &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected text or a list of texts, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>event version %1 is newer than this reader (version %2); line skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a %1 event without a step number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a phase event needs a name and a state of begin or end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown question &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 questions can never hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown condition &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>question &apos;%1&apos; is defined twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected core, stay_on_gpu, deadline or method, found &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown outcome &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the last rule must be &apos;always&apos;, so that every set of answers has an outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>device &apos;%1&apos; is listed twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give memory_gib or memory_gb, not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing key &apos;memory_gib&apos; or &apos;memory_gb&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an acceptance limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a limit cannot be negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a fraction between 0 and 1 (0.03 = 3 %)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the limits are locked: a change needs an author and a reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>say where the list comes from (the compiler and its version)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>say when the list was taken (a date, YYYY-MM-DD)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an operator name; expected the output of &apos;neuronx-cc list-operators&apos;, one name per line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the list names no operator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a date as YYYY-MM-DD, found &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an operator name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an aten operator such as &apos;aten::erf&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &apos;supported&apos; or &apos;unsupported&apos;, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the table lists no operator (give &apos;supported&apos; or &apos;aten&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n operator(s) of the model without a confirmed path: %1</source>
        <translation>
            <numerusform>%n operator of the model without a confirmed path: %1</numerusform>
            <numerusform>%n operators of the model without a confirmed path: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>every operator of the model is on the imported list (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>— %n aten operator(s), %1 without a confirmed path; list: %2</source>
        <translation>
            <numerusform>— %n aten operator, %1 without a confirmed path; list: %2</numerusform>
            <numerusform>— %n aten operators, %1 without a confirmed path; list: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>expected a time like 2026-11-30T14:05:00Z, found &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a number of at least 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the relative throughput must be above 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected 2 (bf16) or 4 (fp32)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown assumption; expected one of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown calculator input; expected device or one of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>decision.%1.evidence[%2]: &apos;%3&apos; is not a file or run of the project (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown CSV layout: expected &apos;Wall time,Step,Value&apos; or a step column with loss, learning_rate, grad_norm or eval_loss columns; found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>column &apos;%1&apos;: expected a step, found &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>column &apos;%1&apos;: expected a number, found &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>W&amp;B exports hold the chart&apos;s sampled points, not the full history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>log_history: missing; is this a trainer_state.json?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no trainer_state.json here or in a checkpoint-N folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>merged %1 trainer_state.json files; for each step the latest restart wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a JSON object: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>current_steps: missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &apos;timestamp value [step]&apos;, found &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>metrics not taken over: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no MLflow run here (a folder with meta.yaml and metrics/)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no such file or folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown format &apos;%1&apos;; expected one of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot create %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>larger than %1 GiB; not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the last record is incomplete (still being written?); read up to it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>record %1 at byte %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the length&apos;s checksum does not match; the file is corrupted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the data&apos;s checksum does not match; the file is corrupted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a readable event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no events.out.tfevents.* file here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scalars not taken over: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 log lines carry no step; they are numbered in order of appearance (multiply by the job&apos;s logging_steps)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 compile-trial values (a loss of 0.0 or beyond ±1e30) flagged as not acceptable and left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the log says it is extracting graphs (neuron_parallel_compile): its values are not real training results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no training step lines found (NxD &apos;step N … step loss L&apos;, Lightning &apos;step N loss is L&apos;, or {&apos;loss&apos;: …})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: nothing to read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot open the lock file %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the lock file %1 is not a regular file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another program is updating this file (it holds %1); try again when it is done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot lock %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a %1 event: step %2 is negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; has a value of the wrong type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the line is longer than %1 MiB; skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot save %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot save %1: reading what is on disk failed (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot save %1: the file changed on disk since it was opened; reload it, or save under another name so that neither version is lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot save %1: the folder %2 does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot update %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this is a folder, not a regular file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this is a named pipe (FIFO), not a regular file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this is a device, not a regular file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this is a socket, not a regular file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this is not a regular file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot open the folder %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the run name &apos;%1&apos; does not make a folder inside %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot create %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a symbolic link or not a folder; nothing was written there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a second YAML document starts here; this file holds exactly one document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected true or false, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the byte tokenizer needs at least %1 tokens, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must divide num_attention_heads (%1), found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be even for rotary embeddings, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a multiple of num_attention_heads (%1) unless head_dim is given, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be at most %1, found %2 (threads beyond the cores only slow training down)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give either a model folder (path) or an inline config, not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown module &quot;%1&quot; (Llama has q/k/v/o_proj, gate/up/down_proj)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this machine has %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no single device has more than %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>training needs at least %1 of memory (weights %2, gradients and optimizer state %3, activations of one micro-batch %4); %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>imported (%1) by pilotctl import; no process writes this run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>process %1 on %2 holds %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a process holds %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no run_end; %1 is free as seen from here, but the run was written on host %2, and not every file system shows one host&apos;s locks to another</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no run_end, and no process holds %1: the run ended without saying why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no run_end, no %1, and no host and process to check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no run_end; process %1 on host %2 cannot be checked from here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no run_end, and process %1 no longer exists on this host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no run_end; process %1 on this host started after the run did, so it is another process</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>process %1 on this host is alive (no %2 to confirm it is the writer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected exactly one of any_yes, any_no, at_least_yes, at_least_no, all_yes, all_of, fact, always</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected at least one condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown fact &apos;%1&apos; (known: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected yes or no, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected two questions with the answers that contradict each other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected true or false, found &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a prerequisite needs a do_first task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no question &apos;%1&apos; in the decision rules; did you mean &apos;%2&apos;?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no question &apos;%1&apos; in the decision rules; the row is not part of the decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot save %1: the name must end in .md, .html or .pdf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the PDF could not be started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the PDF could not be completed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>answered %1, but %2 (%3); the decision counts %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be positive, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only llama is supported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only silu is supported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>biases are not supported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only unscaled RoPE is supported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only default is supported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a whole number of at least %1 (empty for not set)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a number of at least %1 (empty for not set)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot save %1: creating a temporary file failed (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot save %1: writing failed (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot save %1: replacing the file failed (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a %1 event: step %2 is not a whole number in range (at most %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a %1 event: step %2 is not a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” must be a list of texts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this file is not a Qt plugin (it carries no plugin metadata)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the plugin implements “%1”, not the backend interface “%2”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“name” must be a lower-case name of letters, digits, &apos;-&apos; and &apos;_&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“version” is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“job_interface” must be the number of the job interface version it speaks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it speaks job interface version %1; this program speaks version 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bad metadata: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another backend called “%1” comes first in the search path: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The backend “%1” cannot be used: %2 (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no backend “%1”: no backend plugins were found in %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no backend “%1”; the backends found are: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it could not be loaded: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its plugin object does not implement the backend interface</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the loaded plugin calls itself “%1”, its metadata “%2”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job asks for the backend “%1”, not “%2”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The backend “%1” runs on %2, not on the device “%3”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The backend “%1” trains in %2, not in “%3”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The backend “%1” trains with %2, not with “%3”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The backend “%1” reads the tokenizers %2, not “%3”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: byte %2: this is not a JSON object (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>version %1 is newer than this program reads (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a whole number as text, found “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an ISO 8601 date and time, found “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The user name “%1” of the SSH target may hold only letters, digits, &apos;.&apos;, &apos;-&apos; and &apos;_&apos;, and may not start with &apos;-&apos; or &apos;.&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The port “%1” of the SSH target is not a number from 1 to 65535.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The SSH target names no host: write ssh://host, ssh://user@host or ssh://user@host:port.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host name “%1” of the SSH target may hold only letters, digits, &apos;.&apos;, &apos;-&apos; and &apos;_&apos;, and may not start with &apos;-&apos; or &apos;.&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Slurm partition “%1” may hold only letters, digits, &apos;.&apos;, &apos;-&apos; and &apos;_&apos;, and may not start with &apos;-&apos; or &apos;.&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a launch target: write local, ssh://[user@]host[:port] or slurm[:partition].</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jobs on the device “neuron” run on the neuron backend; set “backend” to “neuron”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pilot-trainer trains Llama-like models only, not “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run folder on the host must be an absolute path, not “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pilot-trainer was not found at %1: build it (it needs libtorch), or set PILOT_TRAINER to its path.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be started: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 did not answer within %2 seconds and was stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ended abnormally.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>killed by signal %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exit code %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot open the log file: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The launch plan names no program to run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot create the run folder and its logs folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the run is still going (process %2); abort it or wait for its end before starting it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a process (%2 on %3) holds run.lock; the run folder is in use.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the working folder of the job does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no such program on the PATH of the job (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the job could not be started: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>launch.json names no process</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>process %1 on %2 holds run.lock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the run was started on host %1; its process cannot be seen from here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>process %1 ended (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>process %1 is gone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>process %1 is gone; its pid now belongs to another process</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>process %1 has ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>process %1 is alive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run was started on host %1; it can only be stopped there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot signal process group %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Process group %1 is still there %2 s after SIGKILL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>launch.json is there but cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No run folder given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: exists and is not a folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This build cannot launch on %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backend %1 cannot plan this job: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; end of stderr.log:
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (exit code %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a process holds run.lock and has not written run_start yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no launch.json, no events in metrics.jsonl and no process in the folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 without run_end (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 before run_start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 without run_end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a process holds run.lock (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this build has no launcher for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>squeue answered “%1”, which is not the line asked for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sacct answered “%1”, which is not the line asked for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 says Slurm job %2 is %3, a state this program does not know.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 says Slurm job %2 is %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 says Slurm job %2 is %3 (reason: %4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was not found on the PATH; Slurm runs need a machine that can submit to the cluster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run folder %1 already belongs to Slurm job %2, which is %3; abort it or wait for its end first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Slurm launcher cannot run jobs on %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run folder %1 is not inside the shared folder for Slurm runs, %2; the compute nodes would not see it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run folder %1 could not be created.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sbatch refused the job: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sbatch answered “%1” instead of a job id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>launch.json names no Slurm job id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>squeue could not tell the state of Slurm job %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slurm no longer knows job %1 (it ended longer ago than the cluster keeps finished jobs, and there is no accounting to ask); how it ended is not known.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scancel could not cancel Slurm job %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: expected job_id, submitted, started and pending_seconds of a Slurm job.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The value “%1” contains a NUL character, which no program argument can hold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The value “%1” contains a carriage return, which sbatch refuses in a batch script.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run folder %1 is not an absolute path; Slurm&apos;s compute nodes need one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run folder %1 contains a backslash, which Slurm cannot write its log files under; choose a folder name without one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The environment variable name “%1” is not a plain name (letters, digits and &apos;_&apos;, not starting with a digit).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The program “%1” could not be started (%2); the SSH launcher needs the OpenSSH client and rsync.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 did not answer within %2 seconds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host key of %1 is not known, or it has changed, so nothing was done there. Check the key with the host&apos;s administrator, then add it to your known hosts (for example with “%2”, comparing the fingerprint, or by logging in once with ssh in a terminal). ssh said: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 refused the login. The SSH launcher logs in with keys only and never asks for a password: load the key into your SSH agent or name it in the SSH settings. ssh said: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot reach %1 over SSH: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A command on %1 failed (exit code %2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A value for the host contains a NUL character, which no command line can carry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a regular file; the run&apos;s metrics are not copied over it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run folder “%1” has no name that could become a folder on the host.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The remote run folder “%1” names another user&apos;s home; give an absolute path or one under ~/.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host %1 did not name an absolute home folder (HOME is “%2”).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create a temporary folder to stage the job&apos;s files: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot stage “%1” as “%2”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copying the job&apos;s files to %1 failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The launch plan has no program to start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The program “%1” contains &apos;=&apos;, which the SSH launcher cannot start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An argument of the launch plan contains a NUL character.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The environment variable “%1” of the launch plan is not a valid name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The staged file name “%1” leaves the run folder or takes the place of a file of the run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file to stage “%1” is not a regular file or folder given by its absolute path.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run folder %1 belongs to a job that may still run on %2 (%3); abort it or choose another folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The working folder “%1” of the launch plan is not an absolute path.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create the run folder %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A job already runs in %1 on %2 (it holds run.lock); nothing was started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting the job on %1 failed, and whether it started is not known; look into %2 on the host. %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The working folder %1 does not exist on %2; nothing was started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job ended at once on %1 with exit code %2. Its error output ends with: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host %1 answered the start in a way this program does not understand: “%2”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job was stopped again because its launch record could not be written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The launch record names no process.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pid %1 runs on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pid %1 on %2 now belongs to another process; the job has ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pid %1 no longer runs on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host %1 gave an answer this program does not understand: “%2”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2 is not a regular file, or the host answered in an unknown way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2 changed while it was being copied; try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The launch record of %1 names no run folder on the host.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fetching the logs and checkpoint manifests from %1 failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host %1 refused to signal process group %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not an absolute path.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be used: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 may be read by other users, so ssh will not use it as a key; make it readable by you alone (chmod 600).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SSH configuration file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Identity file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Known-hosts file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run folder on the host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared folder for Slurm runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is neither an absolute path nor one under ~/ (the home folder of the user logging in).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a folder on this machine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New run folders go into %1, which is not inside %2; the compute nodes would not see them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not an SSH target.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host answered with exit code %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an object of texts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a list of name and version objects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a list of objects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not started: the plan names no program or no plain file name for its output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not started: %1 is not on this host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is being started right now; abort it once it runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not waiting in a queue (it started, was cancelled or was refused).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is being started by another program.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is no longer queued: it was started, cancelled or refused elsewhere.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>being started on %1 by Migration Pilot (queued %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waiting in Migration Pilot&apos;s queue for a free place on %1 (queued %2); it starts while its project is open in the app</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>taken off the queue %1, before it started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>did not start: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file to stage %1 cannot be copied for Slurm: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not started: the Slurm launcher starts nothing beside the job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not started: the SSH launcher starts nothing beside the job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more than %1 rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ids are lower-case letters, digits, &apos;-&apos;, &apos;_&apos; and &apos;.&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the rule &apos;%1&apos; is listed twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pattern is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a valid regular expression: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pattern needs exactly one named group for the operator: (?&lt;op&gt;…), or (?&lt;ops&gt;…) for a comma-separated list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pattern matches an empty message, so it would match every message</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 — %n operator(s) fell back to the CPU (%2 reports): %3</source>
        <translation>
            <numerusform>%1 — %n operator fell back to the CPU (%2 reports): %3</numerusform>
            <numerusform>%1 — %n operators fell back to the CPU (%2 reports): %3</numerusform>
        </translation>
    </message>
    <message>
        <source>the output of neuron-ls is larger than %1 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the output of neuron-ls is not JSON (%1 at byte %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the output of neuron-ls is not a list of devices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>neuron-ls lists %1 devices, more than %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>device %1 of neuron-ls: %2 is missing or not a valid value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>device %1 of neuron-ls is not an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>neuron-ls ended with exit code %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the probe did not print a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the probe&apos;s field “neuron” is not absent, native or legacy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the probe&apos;s field “devices” is not a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Python interpreter %1 is not an executable file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no Python interpreter “%1” on the PATH (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 -m pilot_neuron_job --probe ended with exit code %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 -m pilot_neuron_job --probe: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown setting; expected one of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>longer than %1 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>holds a line break or another control character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is empty; leave the key out for the default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a program name (looked up on the PATH) or an absolute path, found “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a whole number from 1 to %1, found “%2”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a NeuronCore id or a range like 0-3, found “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected true or false, found “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must not go up with “..”: a relative folder lies inside the run folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected text or a number, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>backend names are lower-case letters, digits, &apos;-&apos; and &apos;_&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the target %1 is given twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Neuron job (the Python package pilot_neuron_job) is not at %1: build the neuron backend, or set PILOT_NEURON_JOB_PATH to the folder that holds the package.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(the plugin&apos;s folder is unknown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Python environment of the Neuron job cannot be asked what it has: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>of an unknown version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>torch-neuronx %1 is installed for %2, but it finds no usable Neuron device on this host.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The device “%1” is not usable with %2 on this host (usable: %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bf16 does not work on the device “%1” with %2 on this host.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>neuron-ls cannot say which NeuronCores this host has: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>neuron-ls lists no NeuronCore on this host.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>NeuronCore %1 is not on this host; neuron-ls lists %n core(s).</source>
        <translation>
            <numerusform>NeuronCore %1 is not on this host; neuron-ls lists %n core.</numerusform>
            <numerusform>NeuronCore %1 is not on this host; neuron-ls lists %n cores.</numerusform>
        </translation>
    </message>
    <message>
        <source>The Neuron job trains Llama-like models only, not “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder %1 contains &apos;:&apos;, which PYTHONPATH cannot carry; give the run a name without &apos;:&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 processes need as many NeuronCores; neuron-ls lists %n on this host.</source>
        <translation>
            <numerusform>%1 processes need as many NeuronCores; neuron-ls lists %n on this host.</numerusform>
            <numerusform>%1 processes need as many NeuronCores; neuron-ls lists %n on this host.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 processes cannot share the %2 micro-batches of a step (train.grad_accum) equally; use a number of processes that divides it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 processes need as many visible NeuronCores; visible_cores names %n.</source>
        <translation>
            <numerusform>%1 processes need as many visible NeuronCores; visible_cores names %n.</numerusform>
            <numerusform>%1 processes need as many visible NeuronCores; visible_cores names %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>manifest.json is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>COMPLETE is missing: the checkpoint was not finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>COMPLETE: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>manifest.json: not a manifest of format migration-pilot/checkpoint, format_version 1, with files[]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>manifest.json: step is not a whole number &gt;= 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>COMPLETE does not name the manifest&apos;s step %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>manifest.json: step %1 differs from the folder&apos;s name (step %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>manifest.json lists &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>manifest.json lists %1 twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>manifest.json: the entry of %1 lacks a size or a SHA-256</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: listed in manifest.json, but missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 bytes, manifest.json lists %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the SHA-256 differs from manifest.json&apos;s (the file changed after it was written)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>manifest.json does not list %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>manifest.json lists neither model.safetensors nor adapter_model.safetensors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is in the folder but not in manifest.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no such file or folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not a folder (give a checkpoint, a checkpoints/ folder or a run folder)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>adapter_config.json: peft_type &apos;%1&apos; is not LORA; tensor shapes were not checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the base model&apos;s config.json was not found: adapter shapes were checked against the rank only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optimizer.safetensors: &apos;step&apos; is missing or not an I64 scalar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optimizer.safetensors: step %1 differs from trainer_state.json&apos;s global_step %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rng_state.pth is missing: a resumed run would not continue its random numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>written at %1, before the run started (%2): it is not this run&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>written at %1, more than an hour after the run&apos;s last event (%2): it is not this run&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a folder still being written or left by a crash; it is never loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no checkpoint layout this program knows: no manifest.json or COMPLETE, trainer_state.json, adapter_config.json, config.json with weights, or NeuronX Distributed files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the check was cancelled before it finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the name is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the name is an absolute path, not a file in the checkpoint folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the name holds a control character or a backslash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the name leads out of the checkpoint folder (an empty, &quot;.&quot; or &quot;..&quot; part)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the name is a link that leads nowhere</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the name is a link that leads out of the checkpoint folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reading failed at byte %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>config.json: model_type &apos;%1&apos; is not one whose tensor shapes this check knows (llama, mistral)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos; is missing (config.json promises it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos; has shape %2, config.json gives %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos; belongs to a layer config.json does not have (num_hidden_layers %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>adapter_config.json: r is missing or not a whole number &gt;= 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos; has no partner &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos;: module &apos;%2&apos; is not in adapter_config.json&apos;s target_modules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos; has shape %2, but adapter_config.json gives rank %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos; has shape %2, the base model&apos;s %3 is %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the adapter holds no LoRA tensors (lora_A/lora_B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>neither %1 nor %2 is here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: weight_map lists no tensors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: weight_map: &apos;%2&apos; does not name a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: shard &apos;%2&apos;: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the index names shard %2, which is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; is listed for %3, which does not hold it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; is not in the index for it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: metadata.total_size %2 differs from the %3 bytes of the shards&apos; tensors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1/ is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1/ is absent: no optimizer state is saved with the adapter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1/ holds no dp_rank_*_tp_rank_*_pp_rank_*.pt files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1/: the file of tensor-parallel rank %2, pipeline rank %3 is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1done is missing: NeuronX Distributed writes it last, so the checkpoint was not finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1done is not a regular file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>user_content.pt is absent: the data position and RNG, if the job kept them there, are not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is shorter than the 8 bytes of a safetensors header length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the header length %1 exceeds the limit of %2 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the header length %1 reaches beyond the end of the file (%2 bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the header could not be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the header is not a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>__metadata__ is not a map of texts to texts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos;: unknown dtype &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos;: the shape is not a list of whole numbers &gt;= 0 of a size that fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos;: data_offsets is not a pair [begin, end] with begin &lt;= end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos;: its %2 data bytes do not match shape × dtype (%3 bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos;: its data (from offset %2) overlaps that of &apos;%3&apos; (up to offset %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos;: a gap of %2 bytes before its data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is truncated: the tensors need %1 data bytes, the file holds %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bytes after the last tensor belong to none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is empty or shorter than any torch.save file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a torch.save file (neither a zip archive nor a pickle)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trainer_state.json: %1 is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trainer_state.json: %1 is not a whole number &gt;= 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trainer_state.json: %1 is not a finite number &gt;= 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trainer_state.json: %1 is missing or not text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trainer_state.json: global_step %1 differs from the checkpoint&apos;s step %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trainer_state.json: global_step %1 is past schedule.total_steps %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trainer_state.json: rng.cpu is not the generator&apos;s state (an even number of lower-case hex digits)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trainer_state.json: global_step %1 differs from the folder&apos;s step %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trainer_state.json: log_history is missing or not a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trainer_state.json: log_history reaches step %1, past global_step %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step %1: the run reported no steps at all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step %1 is not a step the run reported (its steps run to %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trainer_state.json: tokens_seen %1 differs from the %2 tokens the run reported at step %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trainer_state.json: learning rate %1 at step %2 differs from the run&apos;s %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trainer_state.json: schedule.next_lr %1 differs from the lr %2 the run used at step %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The interrupted run reported no step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The interrupted run has no step %1 after its resumes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The uninterrupted run has no step %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The loss of step %1 is not a finite number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n step(s) differ from the uninterrupted run; the largest relative difference is %1 at step %2.</source>
        <translation>
            <numerusform>%n step differs from the uninterrupted run; the largest relative difference is %1 at step %2.</numerusform>
            <numerusform>%n steps differ from the uninterrupted run; the largest relative difference is %1 at step %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n step(s) are beyond the relative tolerance %1; the largest difference is %2 at step %3.</source>
        <translation>
            <numerusform>%n step is beyond the relative tolerance %1; the largest difference is %2 at step %3.</numerusform>
            <numerusform>%n steps are beyond the relative tolerance %1; the largest difference is %2 at step %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %n step(s) are bit for bit those of the uninterrupted run.</source>
        <translation>
            <numerusform>All %n step is bit for bit those of the uninterrupted run.</numerusform>
            <numerusform>All %n steps are bit for bit those of the uninterrupted run.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %n step(s) are within the relative tolerance %1 (largest difference %2).</source>
        <translation>
            <numerusform>All %n step is within the relative tolerance %1 (largest difference %2).</numerusform>
            <numerusform>All %n steps are within the relative tolerance %1 (largest difference %2).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: not a JSON object (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: schema: expected migration-pilot/drill@1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: interruptions: expected a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: jump.verdict: expected passed, failed or incomplete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The drill was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for step %1 …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run ended (%1) before it reached step %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 reached: SIGKILL, as a crash.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 reached: SIGTERM, as a planned abort.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resuming …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running the job once more without interruption …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The uninterrupted run ended %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>resume: the drill resumes with &quot;auto&quot;; the job says &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checkpoint.every_steps: the job writes no checkpoints to resume from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No step to interrupt at.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interruption steps must rise and lie between 1 and %1 (train.max_steps - 1); %2 does not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting the run to interrupt …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for the resumed run to complete …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The resumed run ended %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run to compare with has not completed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run to compare with trained another job (job hash %1, the drill&apos;s %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown key; expected %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pattern matches an empty line, so it would match every line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown class &apos;%1&apos;; expected %2 or %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>subclasses are lower-case letters, digits, &apos;-&apos;, &apos;_&apos; and &apos;.&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown severity &apos;%1&apos;; expected error, warning or info</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>operator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compiler</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>data pipeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checkpoint restore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>communication</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>runtime, driver or hardware</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>information</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the process was killed by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the process exited with code %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the exit status of the process is not known</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>signal %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the run did not fail: it has no failure class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the scheduler reports the job as OUT_OF_MEMORY; no log line names a cause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the scheduler reports NODE_FAIL: the node the job ran on failed; no log line names a cause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the process was killed by SIGKILL without run_end and no log line names a cause: no failure class. The kernel&apos;s OOM killer sends SIGKILL, and so do kill -9 and schedulers; the host&apos;s kernel log (dmesg) tells whether memory ran out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and no log line names a cause: no failure class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scancel could not signal Slurm job %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>absent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (pilot %2, profile %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the emergency profile trains another job than the checkpoint holds: its job hash %1 is not the checkpoint&apos;s job_hash %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; the pilot&apos;s job.json cannot be read to say where they differ (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; the pilot&apos;s job.json cannot be compared with it (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; it trains what the pilot&apos;s job.json names, so the checkpoint belongs to another job than the pilot&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; it differs from the pilot&apos;s job in %1. Backend, device and threads may differ; these may not</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the job hash of the emergency profile cannot be computed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: trainer_state.json is missing; the checkpoint cannot be resumed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: trainer_state.json names no job_hash, so nothing says which job it belongs to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pilot&apos;s job is not a valid job: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not a run folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not of the migration-pilot layout (%2); a fallback job resumes only from that</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not JSON the job hash can read (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a path relative to the project file, found the absolute path &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; leads out of the project&apos;s folder; keep the emergency profile inside it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown key, kept as it is; the fallback plan reads emergency_profile, target, export_every_hours and recheck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a number of hours above 0, found 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the project has no readable reference run for the tolerance band</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the loss tolerance is not a finite number of 0 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an unfinished (staging) checkpoint is never an accepted state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the verifier does not know this checkpoint&apos;s layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the run has no finite loss at step %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the reference has no finite loss at step %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the loss %1 lies outside the reference&apos;s band (%2 ± %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the run has no evaluation (%1) at step %2, so its output quality is not known</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the output quality %1 is below the agreed %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the price table cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the price table has no entry &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the price &apos;%1&apos; is per %2: the mapping must say how many units the run held (units: N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the project lists no run of this role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the role&apos;s prices are in different currencies (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the role&apos;s cost is unknown: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the number of accepted states is unknown: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no checkpoint of the role is an accepted state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the run&apos;s events carry no times</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>measured: %n run(s) of the role</source>
        <translation>
            <numerusform>measured: %n run of the role</numerusform>
            <numerusform>measured: %n runs of the role</numerusform>
        </translation>
    </message>
    <message>
        <source>no run of the role trained steps with known phases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>price table: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>runs without the phases a projection needs: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no run of the role has a price with a figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cost per training of the reference or the pilot is unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pilot does not cost less per training than the reference: the preparation is never paid back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the task profile sets no expected_experiments per year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compile cache warm: repeated runs without compiling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failure rate halved: half the lost time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failure rate doubled: twice the lost time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>priced as %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no slurm.json: the launcher recorded no wait in a queue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>derived: from the first run_start to the first step event, less the phases above it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>derived: from each resumed attempt&apos;s run_start to its first new step event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>derived: the time after an attempt&apos;s last surviving step event (the steps a resume did again), every attempt of which no step survived, and the whole time of a failed or lost run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>derived: time inside an attempt in none of the phases above</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown: the run&apos;s events carry no times</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>measured: %n span(s) of the job&apos;s phase events, less time a phase before it in the chain covers</source>
        <translation>
            <numerusform>measured: %n span of the job&apos;s phase events, less time a phase before it in the chain covers</numerusform>
            <numerusform>measured: %n spans of the job&apos;s phase events, less time a phase before it in the chain covers</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown: the time the imported file&apos;s phases do not cover holds the phases it does not report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown: the imported file reports no such phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>derived: the job reported no such phase, so none was counted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(the run %1, failure class: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none named by the evidence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an imported run: only the phases its file reports are known; restarts and repeated work are not</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no metrics.jsonl</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>measured: Slurm job %1 waited from its SubmitTime to its StartTime (slurm.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown: slurm.json cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected one of %1, found &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the price &apos;%1&apos; is listed twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a price needs its currency (currency: EUR, USD, …)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected the id of a price table entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a price id or {price: ID, units: N}, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a number of units above 0, found 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown key, kept as it is; prices reads runs and targets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>what-if</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the price %1 is not one of the pilot&apos;s platform, unit and currency with a figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compile cache warm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lost and repeated time × the factor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the role&apos;s runs ran at other prices too (%1); the projection takes %2, the price of its run with the most steps trained</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>measured: the %1 launcher staged the job&apos;s files on %2 before starting it (launch.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 lines of a compile trial (neuron_parallel_compile&apos;s graph-extraction run) left out; they are not numbered as training steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no import format recognised: not a format this version imports (%1), and no console-log training line in its first %2 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the run cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no step reports its step time (step_time_s) beyond the first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>data size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sequence length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>world size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>micro-batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 → %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>varies %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the same training: it varies nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it changes %1 scaling variables at once (%2); scale one at a time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it changes settings that are no scaling variables: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it also changes settings that are no scaling variables: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a variant: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is no number of processes from 1 to 256.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” nodes cannot hold %2 processes: use 1 to %2 nodes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>config.json: hidden_size, intermediate_size, vocab_size, num_hidden_layers, num_attention_heads, num_key_value_heads or head_dim is missing or not a whole number from 1 to 2^53</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>config.json: num_attention_heads or num_key_value_heads times head_dim is beyond 2^53, larger than any tensor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>config.json gives num_hidden_layers %1, but the weights hold tensors of %2 layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>and %n more problem(s) of the same kind</source>
        <translation>
            <numerusform>and %n more problem of the same kind</numerusform>
            <numerusform>and %n more problems of the same kind</numerusform>
        </translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos; is named twice in the header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>price_table: %1 lies outside the project&apos;s folder; a project reads only files inside its folder: copy the price table into it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the computed cost is not a finite number: a price, a unit count or the run&apos;s times are not plausible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the computed cost (%1) is beyond 10^12 in any currency: a price, a unit count or the run&apos;s times are not plausible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown: attempt %1 of the run spans %2 s by its event times, more than a year, which no training attempt does: the times are not believed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rule %1: its pattern reached the match limit on %2:%3 (catastrophic backtracking); the rule was not applied to the rest of the text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rule %1: its pattern ran more than %2 s in all by %3:%4; the rule was not applied to the rest of the text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” contains a control character (a line break, a tab …); no ssh argument may carry one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>launch.json names process %1, which cannot be a run&apos;s job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>launch.json carries no launch token (it was written by an earlier version, or by hand), so process %1 cannot be proven to be the run&apos;s job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>launch.json gives no start time for process %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>process %1 has ended; processes it started still run with the run&apos;s launch token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>process %1 does not lead a session and process group of its own, as a run&apos;s job does</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>process %1 carries the run&apos;s launch token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>process %1 does not carry the run&apos;s launch token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the environment of process %1 cannot be read to find the run&apos;s launch token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This run&apos;s process cannot be verified, so it was not stopped: %1. If you are sure the process is this run&apos;s job, stop it yourself (%2). A run started again by this version can be stopped from here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The launch target “%1” contains a control character (a line break, a tab …), which no host, user or partition name may hold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for example with “kill -TERM -- -%1” after checking it with “ps -o pid,lstart,args -g %1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>find it with “ps -eo pid,pgid,lstart,args”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a symbolic link; a run writes only inside its run folder, so nothing was started: remove the link.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with “scancel %1” after checking it with “squeue -j %1 -o &apos;%i %u %j %k&apos;”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>launch.json carries no launch token (it was written by an earlier version, or by hand), so Slurm job %1 cannot be proven to be the run&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slurm job %1 does not carry the run&apos;s launch token in its comment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>squeue did not show Slurm job %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The SSH target “%1” contains a control character (a line break, a tab …), which no ssh argument may carry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The SSH setting “%1” contains a control character (a line break, a tab …); no ssh argument may carry one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot make the links to the SSH settings&apos; files in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot make a private folder for the SSH settings&apos; files under %1 or /tmp.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An ssh option “%1” holds characters that could be split or expanded on their way to ssh.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds %2, a link to %3 outside it; staging copies only what lies inside the folder. Copy the files it points to into the folder (for a Hugging Face cache snapshot: download it with --local-dir), then start again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1/%2 on %3 is a symbolic link; a run writes only inside its run folder, so nothing was started: remove the link.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pid %1 runs on %2 but does not carry the run&apos;s launch token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on %1, for example with “kill -TERM -- -%2” after checking it with “ps -o pid,lstart,args -g %2”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>find it on the host with “ps -eo pid,pgid,lstart,args”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>process %1 on the host is not proven to be the run&apos;s job (it does not lead a session of its own with the run&apos;s launch token)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a \u escape names a lone surrogate (U+%1), which no text can hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>number overflow parsing &apos;%1&apos;: it is larger than any number a double holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the project&apos;s price assignments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no loss tolerance is set (the acceptance limits of the Plan stage)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no output quality threshold is set (the acceptance limits of the Plan stage)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>neither the run nor its target is charged a price (enter one with Prices… on the Cost stage)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the project has no price table yet (enter prices with Prices… on the Cost stage)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the price &apos;%1&apos; has no price per hour yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the task profile sets no number of training steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Plan&apos;s amortisation calculator lacks %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the job ended: completed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the job ended: aborted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the job ended: failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the job ended with the unknown status “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (all planned steps trained)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (stopped on request: SIGTERM)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (its reason: “%1”)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Porting and validation (hours)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost of an engineering hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compile and cache warm-up (instance hours)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pilot and comparison runs (instance hours)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU instance price per hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trainium2 instance price per hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Relative throughput Trainium2 / GPU (measured)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planned training (reference GPU hours)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the price table entry %1 is for platform %2, not %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the price table entry %1 is priced per %2; the calculator counts instance hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the price table entry %1 has no figure yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the price table entry %1 is in %2, the calculator counts in %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from the price table entry %1, but the project&apos;s price table could not be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the price table has no entry %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only %1 may take their figure from the price table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a value beside price: the figure comes from the price table entry %1; drop one of them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not JSON the canonical form can read (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number that no double holds exactly (an integer beyond ±2^53)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trainer_state.json: format_version %1 is not one this program reads (1 to 3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trainer_state.json: job_identity is missing or not an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trainer_state.json: the hash of job_identity is not job_hash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>whether the emergency profile trains what the checkpoint holds cannot be checked: %1. Its inputs must be readable here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; %1 keeps no job_identity that matches its job_hash, so where they differ is not known</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the checkpoint&apos;s trainer_state.json is of format 1, whose job hash also covers backend, device and threads: it is another job&apos;s, or this job&apos;s on another backend, device or thread count — that hash cannot tell which. Only the job that wrote it can resume it; let the pilot write a checkpoint with a current version (format 3) first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>. The checkpoint is of format 2, whose job hash also covers the paths of the job&apos;s files: the same files named by other paths are another job to it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: format_version %2 is not one this version reads (1 to 3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>model.path: %1: weight_map: expected an object naming the shards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>model.path: %1: weight_map.%2 does not name a file of the folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a folder as the job names it and where it lies, both text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected two folder names without control characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a folder on an SSH host must be absolute, not “%1”: the job runs in its run folder there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not there (the job names “%2”)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>/where/it/lies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An input that lies elsewhere on this machine is found once the project file names where its folder lies:
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the folder carries no digests of its files: a changed byte inside a weight&apos;s data cannot be seen, only a broken header, size or shape</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected none or fsdp, found “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fsdp shards full fine-tuning; a LoRA job trains small adapters and needs none. Leave sharding out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fsdp shards over several processes; set processes to 2 or more (one per device).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fsdp needs PyTorch 2.6 or later (FSDP2&apos;s fully_shard); %1 has PyTorch %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>torch-neuronx 2.13.3.x with PyTorch 2.13 or 2.14.3.x with PyTorch 2.14</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The device “neuron” needs TorchNeuron, the native Neuron backend of PyTorch (%1); %2 has no torch-neuronx.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The device “neuron” needs TorchNeuron, the native Neuron backend of PyTorch (%1); %2 has torch-neuronx %3, the XLA-based library, whose training path has reached its end of support.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>torch-neuronx %1 in %2 is the family for PyTorch %3, but that environment has PyTorch %4: install the torch-neuronx family that matches the PyTorch version (%5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TorchNeuron keeps its NEFF cache in a folder (TORCH_NEURONX_NEFF_CACHE_DIR), not at an s3:// URL (that was the XLA-based library&apos;s NEURON_COMPILE_CACHE_URL); give the absolute folder of shared storage, such as an FSx or EFS mount, found “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an absolute folder, found “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected 0, 1, 2 or 3 (3 also prints the NEFF cache&apos;s hits and misses), found “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (rank %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no failure line names a cause of its own: this is the first of the lines that usually follow a failure elsewhere, and the process where it began may have left no line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the first warning, and no line of severity error was found</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>the first error line that does not follow from another failure; %n line(s) that usually follow a failure elsewhere (%1) are taken as its consequence(s)</source>
        <translation>
            <numerusform>the first error line that does not follow from another failure; %n line that usually follows a failure elsewhere (%1) is taken as its consequence</numerusform>
            <numerusform>the first error line that does not follow from another failure; %n lines that usually follow a failure elsewhere (%1) are taken as its consequences</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the first error line; %n later failure line(s) come after it</source>
        <translation>
            <numerusform>the first error line; %n later failure line comes after it</numerusform>
            <numerusform>the first error line; %n later failure lines come after it</numerusform>
        </translation>
    </message>
    <message>
        <source>the only failure line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, rule %2: “%3” — %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the first error line (the failure lines before it are warnings)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the name leaves its folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a folder on the way is a symbolic link or not a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this is a symbolic link; a file inside a run folder must be the folder&apos;s own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the quoted text that starts here is never closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown key; did you mean &apos;%1&apos;?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tokens of one training are unknown: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the reference&apos;s cost per accepted training is unknown: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pilot&apos;s cost per accepted training is unknown: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cost of a fallback run is unknown: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no training is planned: there is no cost per accepted training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a figure of the path is beyond %1: an input is not plausible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the projection has no cost per training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no run of the role completed</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>none of the role&apos;s %n completed run(s) ended in an accepted training state</source>
        <translation>
            <numerusform>the role&apos;s %n completed run ended in no accepted training state</numerusform>
            <numerusform>none of the role&apos;s %n completed runs ended in an accepted training state</numerusform>
        </translation>
    </message>
    <message>
        <source>the accepted states of %1 are unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no fallback run is measured yet (Fall Back to GPU on the Checkpoints stage runs one)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the task profile has no training_steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the reference job&apos;s tokens per step are unknown (its job.json names no micro_batch, grad_accum and seq_len)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the engineering rate is not set (the amortisation inputs&apos; engineer_rate, Plan stage)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cost_horizon.%1 is not set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the figures are in more than one currency (%1): no total can add them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the engineering rate has no currency (the amortisation inputs&apos; currency, Plan stage)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give trainings_per_month or tokens_per_month, not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the loaded plugin describes itself otherwise than its metadata</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The export failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pilot-trainer could not be started (%1): build it, or set PILOT_TRAINER to its path.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more than %1 fragments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fragment names are a lower-case letter, then lower-case letters, digits and &apos;_&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a fragment cannot use another fragment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no fragment named &apos;%1&apos; (the file defines none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no fragment named &apos;%1&apos; (fragments: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pattern with its fragments is longer than %1 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, rule %2 by the frame at line %3 of its traceback (“%4”): “%5” — %6</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pilot::CoreTr::CoreTr</name>
    <message>
        <source>&apos;%1&apos; has a value of the wrong type</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pilot::CostHorizon</name>
    <message>
        <source>Planning period (months)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many months the decision is to hold; every path is costed over them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trainings per month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planned trainings of the task profile a month, each ending in an accepted training state.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planned tokens per month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instead of trainings: tokens trained a month; a training is the task profile&apos;s steps at the reference job&apos;s configured tokens per step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model upkeep (hours per month)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hours a month the team changes the shared model code, on whichever platform it runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of work needing hardware-specific kernels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Between 0 and 1: that share of the model upkeep is done again for Trainium2 on both Trainium2 paths; the larger it is, the smaller their maintenance advantage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU only: one-time effort (hours)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engineering hours before the GPU path runs the planned trainings (0 when it runs them today).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU only: upkeep (hours per month)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Driver, CUDA and library upgrades of the GPU path, hours a month.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trainium2 only: porting (hours)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engineering hours to port and validate the job on Trainium2, once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trainium2 only: upkeep (hours per month)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compiler and runtime upgrades, conversion work and the fallback responsibility of an own Trainium2 path, hours a month.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dual operation: porting (hours)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engineering hours to port the job and set up the GPU fallback, once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dual operation: upkeep (hours per month)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upgrades and conversion work on both platforms and keeping the fallback path tested, hours a month.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dual operation: fallback re-checks (runs per month)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs a month that keep the GPU fallback warm, each at the measured cost of a fallback run.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pilot::DecisionEngine</name>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is answered %2, but %3 (%4); the decision counts %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not in place yet for a Trainium2 pilot: %1 (see the do-first tasks).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The open answers that decide between the outcomes: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The memory calculator has no device chosen, so the parallelism check has no estimate yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is answered %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>decision matrix</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pilot::DecisionFacts</name>
    <message>
        <source>listed runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>amortisation calculator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>memory calculator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cost horizon (measured runs and the team&apos;s assumptions)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>task profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>operator scan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the project lists the GPU reference run %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>net over the plan %1 (preparation %2; break-even at %3 of %4 planned GPU hours)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>net over the plan %1: the %4 planned GPU hours stay below the break-even at %3 GPU hours (preparation %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no break-even: an hour of reference work costs %1 on Trainium2 against %2 on GPU (preparation %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the task profile&apos;s method is full fine-tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the task profile&apos;s method is LoRA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the memory calculator is set up for full fine-tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the memory calculator is set up for LoRA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the operator scan of %1 found %2 of %3 operators without a confirmed Neuron path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the operator scan of %1 found a confirmed Neuron path for all %2 operators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the run %1 reported %2 operators that fell back to the CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU fallbacks of a run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full fine-tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA r %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory calculator: %1 fits on one %2 (%3 GiB of %4 GiB).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory calculator: %1 needs %2 × %3 (tensor %4, pipeline %5, data %6, ZeRO stage %7); one device alone would need %8 GiB of %9 GiB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory calculator: %1 does not fit on the planned %2 × %3 with any parallelism; one device alone would need %4 GiB of %5 GiB.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pilot::FallbackSequence</name>
    <message>
        <source>The project has no pilot run to fall back from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pilot run lies outside the project folder; a fallback is built only from the project&apos;s own runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fallback plan names no emergency profile yet: make one with “Create from Pilot Job” beside the profile field, or choose a job file with “Browse…”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fallback plan&apos;s target: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pilot run has no accepted checkpoint to fall back to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fallback from %1 at step %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exporting step %1 of the pilot for the GPU side …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fallback job could not be written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fallback job cannot be read back: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pilot::HorizonText</name>
    <message>
        <source>GPU only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trainium2 only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dual operation with GPU fallback</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engineering rate (per hour)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU cost per accepted training (measured)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trainium2 cost per accepted training (measured)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost of a fallback run (measured)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 over %3 months, %4 per accepted training (one-time %5, then %6 a month).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: unknown — %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Over %1 months, %2 is the cheapest path: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 against %2 for %3 (%4 % more)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 breaks even with GPU only in month %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 would break even with GPU only in month %2, after the %3-month horizon.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 costs no more than GPU only from the start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 never breaks even with GPU only: it costs as much every month and stays dearer by its one-time %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 costs less than GPU only at first, until month %2; after that it costs %3 more every month.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 never breaks even with GPU only: it costs %2 more every month.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Closest to changing the verdict, each input alone: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No single input within its plausible range changes the verdict.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>below %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>above %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 below %2 (now %3) makes %4 cheapest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 above %2 (now %3) makes %4 cheapest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A kernel share of %1 adds %2 hours a month of kernel upkeep to each Trainium2 path (%3 a month, %4 over the horizon); the larger the share, the smaller their maintenance advantage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No verdict over the horizon yet: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 trainings a month from the planned tokens.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pilot::ProjectFields</name>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoint format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected experiments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data volume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart target (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accepted validation deviation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loss deviation per effective step (absolute)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loss deviation per effective step (relative)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Validation metric deviation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart time (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time to first usable checkpoint (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output quality threshold</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pilot::Record</name>
    <message>
        <source>Decision record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Authors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>provisional: open questions could change it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decision matrix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decided the outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left undecided by the open rows: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conflicts between answers and the project&apos;s data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — answered %2, but %3 (%4); the decision counts %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>do first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>could change the recommendation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Task profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acceptance limits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pilot results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training loss of the reference and the pilot per effective step, with the tolerance band around the reference; marks: the pilot outside the tolerance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training loss of the reference and the pilot over the tokens trained (the runs put different numbers of tokens into a step), with the tolerance band around the reference; marks: the pilot outside the tolerance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No pilot results recorded yet; they are added here once reference and pilot runs have been compared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reference: %1 · Pilot: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deviation: maximum %1 (%2 %), mean %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 points outside the tolerance, the first at %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict: inside the acceptance limits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict: outside the acceptance limits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict: none, the loss limits are not set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict: none, the runs have no common points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training loss compared per effective step: %1 of %2 reference points, steps %3 to %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training loss compared per token consumed, because the global batches differ (reference %1, pilot %2 tokens per step): %3 of %4 reference points, tokens %5 to %6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training loss: none of the %1 reference points could be compared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pilot&apos;s loss is NaN or infinite at %1 points, the first at %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pilot has no value at %1 points the reference logged, the first at %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pilot is still running: %1 reference points from %2 on are not reached yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pilot&apos;s data ends early (run state: %1): %2 reference points from %3 on are not reached.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The reference&apos;s own loss is NaN or infinite at %1 points; they are not judged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The reference has not completed (run state: %1), so it is not yet a yardstick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict: incomplete, not a pass until the pilot covers the whole reference.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict: none, the loss limits are not finite numbers of at least 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Validation at every evaluation of the reference:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pilot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>running — provisional</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overall verdict, training loss and validation together: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inside the acceptance limits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>outside the acceptance limits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>incomplete, not a pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none, not every limit is set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none, a limit is not a finite number of at least 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none, nothing could be compared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>completed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>aborted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full fine-tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date of the decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no decision date recorded; set it with “Decision taken on” in the Report stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decision rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>built in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>version %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Locked on %1 by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not locked yet: the limits are locked when the first pilot run starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changes after the lock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No assumptions recorded (the calculators of the Plan stage keep them).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Porting and validation effort (hours)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost of an engineering hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compile and cache warm-up (instance hours)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pilot and comparison runs (instance hours)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU instance price per hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trainium2 instance price per hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Relative throughput Trainium2 / GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planned training (reference GPU hours)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break-even after %1 reference GPU hours of training; preparation %2, saving %3 per hour; net over the plan %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No break-even: Trainium2 saves nothing per hour of reference work under these assumptions (preparation %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Incomplete, missing: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory (estimate, %1 on %2): %3 GiB per device without parallelism, %4 GiB available — %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA r %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fits on one device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fits on %1 devices with tensor %2, pipeline %3, data %4, ZeRO stage %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>does not fit on %1 devices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>outside the project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The reference run “%1” lies outside the project folder and is not read; the record compares only runs inside it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pilot run “%1” lies outside the project folder and is not read; the record compares only runs inside it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The reference run “%1” was not found in the project folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pilot run “%1” was not found in the project folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The reference run “%1” holds no metrics that could be read (pilotctl runs summarize or pilotctl import names the problem).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pilot run “%1” holds no metrics that could be read (pilotctl runs summarize or pilotctl import names the problem).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pilot::RecordCost</name>
    <message>
        <source>Cost per accepted training state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every phase of every run, failed and repeated ones included, at the price the project maps it to; an accepted state is a checkpoint the verifier accepts, inside the reference&apos;s tolerance band, whose evaluation meets the agreed output quality.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The project names no price table: the times are measured, the costs are unknown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The price table cannot be read (pilotctl cost names the problems): the costs are unknown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The whole bill over the cost horizon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cumulative cost of each path over the planning period (a projection)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assumption</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source and date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unconfirmed assumption (no source or date)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billed time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accepted states</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per accepted state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pilot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fallback</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>environment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to the first step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checkpoint writing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lost or repeated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>validation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unconfirmed assumptions (prices without source or date): %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Projection, not a measurement: the planned training costs %1 on the reference platform and %2 on the pilot platform; preparation %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break-even after %1 trainings (%2 years).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The time chain: every run and every role as one bar, stacked by phase; unknown phases add nothing to a bar.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break-even, a projection: the cumulative cost over planned trainings on the reference platform, and on the pilot platform from its preparation cost on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break-even: unknown (pilotctl cost says why).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left out of the reference&apos;s cost: %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left out of the pilot&apos;s cost: %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left out of the fallback&apos;s cost: %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2, %3, %4 billed) moves the reference&apos;s projection: the planned training takes %5 with it, %6 without it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2, %3, %4 billed) moves the pilot&apos;s projection: the planned training takes %5 with it, %6 without it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pilot::RecordFallback</name>
    <message>
        <source>Fallback plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No fallback plan recorded. The decision guide asks for one before the pilot: a small GPU emergency profile, the last accepted state exported regularly, and a re-check of loss and output quality against the reference after a fallback (the Fallback tab of the Checkpoints stage).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Emergency profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export of the last accepted state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every %1 hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re-check after a fallback</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>outside the project, not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a valid job (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not read for this record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>same training as the pilot (job hash): yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>same training as the pilot (job hash): no, it differs in %1; it cannot resume the pilot&apos;s checkpoints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>same training as the pilot: unknown (the pilot&apos;s job.json is not in the project)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rehearsed: no. No run of the project has the role fallback.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rehearsed: yes, %1 fallback run(s); each re-checked against the reference %2 on the steps after the one it resumed from (the steps before are the pilot&apos;s):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rehearsed: %1 run(s) with the role fallback are listed; they were not read for this record.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resumed from step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Same training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re-check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no readable metrics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inside the acceptance limits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>outside the acceptance limits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>incomplete, not a pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no verdict, the limits are not set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no verdict, a limit is not a finite number of at least 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no verdict, nothing could be compared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>steps %1 to %2 compared (%3 of %4 reference points)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>worst loss deviation %1 (%2 %)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>loss NaN or infinite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 reference step(s) without a value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>still running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ends before the reference&apos;s end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the reference&apos;s loss is NaN or infinite in places</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the reference has not completed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the project has no readable reference run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>where it resumed is not recorded (resume auto); compared from its first logged step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the fallback run has not completed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 validation value(s) outside or missing</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pilot::RecordProvenance</name>
    <message>
        <source>Provenance of the runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pilot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Launched by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Process or Slurm job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backend (plugin version)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job hash (what is trained)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (equal to the reference: the same training)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (differs from the reference: not the same training)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reference and pilot train the same job: the same data, model, tokenizer and training settings, judged by the content of their files, wherever the runs kept them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reference and pilot train the same job: the same job file apart from where it runs (their job hash, of older versions, also covers the paths of its files).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reference and pilot do not train the same job. They differ in:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: reference %2, pilot %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>absent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whether reference and pilot train the same job is not known: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the reference&apos;s run does not say what it trains (it has not started, or a version before the job hash ran it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pilot&apos;s run does not say what it trains (it has not started, or a version before the job hash ran it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a run&apos;s job identity is not what its job hash is the hash of (the metrics file was edited).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>both runs were made by older versions, whose job hash also covers the paths of the job&apos;s files; their hashes differ, which may be their paths alone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one run names its job by the content of its files, the other by the older rule that covers their paths.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checksum of the file job.json (SHA-256; differs with run name, role, backend and device)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Environment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device (as the run reported at its start)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Versions (as the run reported at its start)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Neuron compile cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Environment set by the backend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Versions found at the launch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>launch.json cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pid %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (launched from %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slurm job %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pilot::RecordResilience</name>
    <message>
        <source>Checkpoints, restarts and failures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pilot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Newest checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step %1: accepted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step %1: refused (%2 reasons; pilotctl checkpoints verify lists them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoints kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kill-and-resume drill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drill.json cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jump check passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jump check failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jump check incomplete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bit for bit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>relative tolerance %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 interruption(s) (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>restart %1–%2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 step(s) done again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failure class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none (the run did not fail, or no log line names a cause)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>decided by %1, rule %2: “%3”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (rank %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only lines that usually follow a failure elsewhere were found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 later line(s) taken as its consequence(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>operator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compiler</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>data pipeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checkpoint restore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>communication</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>runtime, driver or hardware</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its class from the frame at line %1 of its traceback: “%2”</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pilot::RecordScaling</name>
    <message>
        <source>Scaling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>World size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step time (median)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scaling efficiency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Communication share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data wait share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scaling efficiency is throughput(N) / (N · throughput(1)) against the first run listed with one process (1 is perfect; unknown without such a run), and the first step of every attempt (compilation, warm-up) is left out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” has no figures: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the run was not read (outside the project folder, not found, or without readable metrics)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no step beyond the first reports its step time (step_time_s)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pilot::RecordSummary</name>
    <message>
        <source>Summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>provisional: open answers could change it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pilot verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not judged: no reference and pilot run compared yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not judged: the runs could not be read (see “Pilot results”)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per accepted training state, reference (GPU)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per accepted training state, pilot (Trainium2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown (see “Cost per accepted training state”)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whole bill over the cost horizon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no verdict yet (see “The whole bill over the cost horizon”)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not worked out: no runs compared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (accepted states: %2; in all %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open tasks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>do first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>and %1 more (see “Open questions”)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pilot::RecordVerdict</name>
    <message>
        <source>Complete pilot verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Criterion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loss curve against the reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Validation against the reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output quality (exact match, last evaluation)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore: kill-and-resume drill, jump check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart time (longest in the drill)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time to the first checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per accepted training state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at most the reference&apos;s, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>incomplete: the cost per accepted state is not known for both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>incomplete: the prices are in different currencies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inside the tolerance band</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>largest relative deviation %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at least %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at most %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deviation at most %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at step %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bit for bit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>largest relative difference %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>incomplete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>incomplete: no kill-and-resume drill of the pilot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>incomplete: the drill did not finish its check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>incomplete: no evaluation of the pilot reports exact match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>incomplete: the pilot has not completed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no checkpoint written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>incomplete: a restart was not seen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>incomplete: no limit set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>incomplete: nothing to compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>incomplete: a limit is invalid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Complete verdict: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pilot passes on every criterion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pilot fails</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>incomplete — a pilot passes only on every criterion measured and inside its limit</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pilot::RunStatusWord</name>
    <message>
        <source>completed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>aborted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unverified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no events yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>imported</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pilot::VerdictWords</name>
    <message>
        <source>no limit set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>outside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>incomplete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing to compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>outside — the pilot is better</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>outside — the pilot is worse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>validation loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exact match</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pilot::app::BreakEvenChart</name>
    <message>
        <source>planned trainings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cumulative cost (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Projection, not a measurement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pilot incl. preparation</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pilot::app::CalculatorPanel</name>
    <message>
        <source>Memory per device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Amortisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vocabulary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Intermediate size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA rank (q_proj, v_proj)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Devices available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tied embeddings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recompute activations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Currency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full fine-tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bf16 with fp32 master weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fp32</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not entered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>where the figure comes from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Memory Calculator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Amortisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device figure: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Enter every assumption to see the break-even (%n missing).</source>
        <translation>
            <numerusform>Enter every assumption to see the break-even (%n missing).</numerusform>
            <numerusform>Enter every assumption to see the break-even (%n missing).</numerusform>
        </translation>
    </message>
    <message>
        <source>Formulas (per device; t, p, d: tensor, pipeline, data parallelism; z: ZeRO stage)
weights = all weights × bytes / (t·p), / d when z ≥ 3
gradients = trained weights × bytes / (t·p), / d when z ≥ 2
AdamW states = trained × 8 bytes / (t·p), / d when z ≥ 1; fp32 master copy trained × 4 bytes likewise
activations per layer = s·b·H·(10 + 24/t + 5·a·s/(H·t)) (16-bit), 2·s·b·H with recomputation, × layers/p; plus fp32 logits s·b·V·4/t
A tenth of the device memory is kept free. Estimates, not measurements (docs/calculators.md).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Formulas
preparation = porting hours × engineering rate + (compile + pilot run hours) × Trainium2 price
Trainium2 cost per hour of reference work = Trainium2 price / relative throughput
saving per hour = GPU price − Trainium2 cost per hour of reference work
break-even = preparation / saving per hour (none when nothing is saved)
net over the plan = saving per hour × planned GPU hours − preparation
Every figure is your assumption; the program carries no vendor figures.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trained</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Master weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total on one device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fits on one %1 (%2 GiB).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Needs %1 devices of %2: tensor %3, pipeline %4, data %5, ZeRO stage %6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Does not fit on %1 × %2 with any parallelism tried.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preparation: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per hour of reference work: GPU %1, Trainium2 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saving per hour: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break-even after %1 reference GPU hours of training; net over the plan: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No break-even: under these assumptions Trainium2 saves nothing per hour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data parallel (gradients)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(d−1)/d · (T + 2·W) · bytes/(t·p), ZeRO 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2·(d−1)/d · T · bytes/(t·p), ring all-reduce</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tensor parallel (activations)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>6 · L/p · 2·(t−1)/t · s·b·H · bytes, with recomputation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4 · L/p · 2·(t−1)/t · s·b·H · bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pipeline parallel (activations)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 · s·b·H · bytes when p &gt; 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sent per device and step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One micro-batch per step; each further micro-batch adds the tensor and pipeline parts again. Each device receives about as much as it sends. T trained and W all weights, bytes per value of the training precision; estimates from the formulas (docs/calculators.md), not measurements.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Communication with this parallelism</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Communication when the %1 planned devices train data-parallel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the price from an entry of the project&apos;s price table (priced per instance hour), or enter it here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;rices…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. EUR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>entered here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (not in the price table)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The project has no price table: enter the prices below, or create one with Prices… to keep every price in one place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The price table could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n price(s) in %1: pick an entry for the GPU and Trainium2 prices, or enter them here.</source>
        <translation>
            <numerusform>%n price in %1: pick an entry for the GPU and Trainium2 prices, or enter them here.</numerusform>
            <numerusform>%n prices in %1: pick an entry for the GPU and Trainium2 prices, or enter them here.</numerusform>
        </translation>
    </message>
    <message>
        <source>The pilot runs this: full fine-tuning sharded with FSDP over %1 processes (runtime.neuron: processes: %1, sharding: fsdp).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pilot shards full fine-tuning over data-parallel processes only (FSDP); it does not run this layout.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pilot::app::CheckpointExport</name>
    <message>
        <source>Export the checkpoint into an empty folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exporting %1 …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writes the selected checkpoint as a folder Transformers or PEFT loads, with a manifest (Ctrl+Shift+E)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Merge LoRA into the weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ex&amp;port…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pilot::app::CheckpointsPage</name>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not checked (cancelled)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accepted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The project lists no run yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This run has no checkpoint.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No failure recorded for this run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is accepted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is refused:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Run:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check &amp;again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reads and checksums every checkpoint of the run again (F5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · drill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Drilled Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Kill-and-resume drill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fallback p&amp;lan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoints of the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fa&amp;ilure class</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pilot::app::ComparePage</name>
    <message>
        <source>Smoothing %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a Run Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Curves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pilot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Curve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Log scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Validation loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Learning rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gradient norm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pilot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add runs to the project (Runs stage) or with Add Run… to compare them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Effective step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;urves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;X axis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>aligned (step or tokens)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hours since each run&apos;s start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wall time (hours)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hours since the run&apos;s start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hours since the first run&apos;s start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per s&amp;tep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smooth by distance on the x axis, so runs that log at different intervals are smoothed alike (off: TensorBoard&apos;s per-point average)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throughput (tokens/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The pilot&apos;s loss is NaN or infinite at %n point(s), the first at %1.</source>
        <translation>
            <numerusform>The pilot&apos;s loss is NaN or infinite at %n point, the first at %1.</numerusform>
            <numerusform>The pilot&apos;s loss is NaN or infinite at %n points, the first at %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The pilot has no loss at %n point(s) the reference logged, the first at %1.</source>
        <translation>
            <numerusform>The pilot has no loss at %n point the reference logged, the first at %1.</numerusform>
            <numerusform>The pilot has no loss at %n points the reference logged, the first at %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The pilot is still running: %n reference point(s) from %1 on not reached yet.</source>
        <translation>
            <numerusform>The pilot is still running: %n reference point from %1 on not reached yet.</numerusform>
            <numerusform>The pilot is still running: %n reference points from %1 on not reached yet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The pilot&apos;s data ends early: %n reference point(s) from %1 on not reached.</source>
        <translation>
            <numerusform>The pilot&apos;s data ends early: %n reference point from %1 on not reached.</numerusform>
            <numerusform>The pilot&apos;s data ends early: %n reference points from %1 on not reached.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The reference&apos;s own loss is NaN or infinite at %n point(s); they are not judged.</source>
        <translation>
            <numerusform>The reference&apos;s own loss is NaN or infinite at %n point; they are not judged.</numerusform>
            <numerusform>The reference&apos;s own loss is NaN or infinite at %n points; they are not judged.</numerusform>
        </translation>
    </message>
    <message>
        <source>The reference has not completed, so it is not yet a yardstick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chart could not be drawn for %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Validation at every evaluation of the reference: inside.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Validation at every evaluation of the reference: outside.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Validation at every evaluation of the reference: incomplete.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Validation at every evaluation of the reference: invalid limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Validation at every evaluation of the reference: nothing to compare.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Validation at every evaluation of the reference: no limit set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training loss: inside the tolerance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training loss: outside the tolerance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training loss: failed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training loss: incomplete, no verdict yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training loss: no verdict, the loss tolerance is not a finite number of at least 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training loss: no tolerance set (acceptance limits of the Plan stage).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training loss: no common points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 reference points compared per token consumed, because the global batches differ (reference %3, pilot %4 tokens per step).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 reference points compared per effective step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The compared points run from %1 to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deviation: max %1 (%2 %), mean %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) outside the tolerance, the first at %1.</source>
        <translation>
            <numerusform>%n point outside the tolerance, the first at %1.</numerusform>
            <numerusform>%n points outside the tolerance, the first at %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The reference and the pilot are the same run: choose another run as the pilot to compare.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running — provisional.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Outside only because the pilot is better than the reference, at %n point(s): the runs do not train alike, but not to the pilot&apos;s harm.</source>
        <translation>
            <numerusform>Outside only because the pilot is better than the reference, at %n point: the runs do not train alike, but not to the pilot&apos;s harm.</numerusform>
            <numerusform>Outside only because the pilot is better than the reference, at %n points: the runs do not train alike, but not to the pilot&apos;s harm.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Of the %n point(s) outside, %1 are the pilot being better.</source>
        <translation>
            <numerusform>Of the %n point outside, %1 is the pilot being better.</numerusform>
            <numerusform>Of the %n points outside, %1 are the pilot being better.</numerusform>
        </translation>
    </message>
    <message>
        <source>Smoothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A&amp;dd Run…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Ch&amp;art…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exp&amp;ort CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outputs Side &amp;by Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scal&amp;ing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reference and pilot train the same job: the same data, model, tokenizer and settings, by content.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the reference&apos;s run does not say what it trains.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pilot&apos;s run does not say what it trains.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a run&apos;s job identity is not what its job hash is the hash of.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>both runs come from older versions, whose job hash covers the paths of the files, and their hashes differ.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one run names its job by content, the other by the older rule that covers paths.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whether reference and pilot train the same job is not known: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (reference %2, pilot %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>absent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reference and pilot do not train the same job; they differ in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reference and pilot train the same job: the same job file apart from where it runs (older versions&apos; job hash, which also covers the paths of its files).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pilot::app::CompareValidationTable</name>
    <message>
        <source>Validation metrics, reference against pilot</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pilot::app::CostPage</name>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled: the figures below cover only what was read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The price table cannot be used:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unconfirmed assumptions (a price without source or date): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: some phases are unknown (%2); they add nothing to its bar.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>imported run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A projection, not a measurement: the planned training from the measured runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 per training, %3 per year.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preparation cost: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break-even after %1 trainings (%2 years).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break-even: unknown (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the cost per accepted state of the %1 is reached:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (source: %1, %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (unconfirmed assumption: no source or date)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>• %1 (%2): %3 billed, %4; %5; accepted states: %6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Total %1 over %n accepted state(s) = %2.</source>
        <translation>
            <numerusform>Total %1 over %n accepted state = %2.</numerusform>
            <numerusform>Total %1 over %n accepted states = %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export Cost Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Platforms are compared by the cost per accepted training state: every phase of every run, failed and repeated ones included, at the price the project maps it to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reads every run and checks every checkpoint again (F5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xport Table…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Time chain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billed time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accepted states</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per accepted state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pilot per training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break-even (trainings)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This tab shows no chart.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time chain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saves the chart of the tab shown as PNG, SVG or PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per accepted training state per role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sensitivity of the cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recalc&amp;ulate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Ch&amp;art…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cost per accepted state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The project has no price table yet: times are measured, costs are unknown. Enter prices with Prices….</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Prices…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the prices you pay and who is charged which price (a price table of the project)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pro&amp;jection and break-even</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 run, %3, %4 billed) moves the planned training to %5; without it %6. Leave it out with Runs in the Cost… if it is no part of the training.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 run) is left out of the cost: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>• %1: left out of the cost (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ru&amp;ns in the Cost…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whole bill over the horizon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whole &amp;bill over the horizon</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pilot::app::CostWords</name>
    <message>
        <source>seconds per run before training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seconds per step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>overhead share of the training time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lost and repeated share of the training time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>price per hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>units priced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>runs left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>other prices of the role&apos;s runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compile seconds per run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failure rate factor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on demand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reserved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>savings plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>internal rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per instance and hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per chip and hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per device and hour</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pilot::app::CurveChart</name>
    <message>
        <source>Tolerance band</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outside the tolerance</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pilot::app::DrillDialog</name>
    <message>
        <source>Kill-and-Resume Drill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs the job of “%1” again, interrupts it at the steps below and resumes it from its newest checkpoint each time; then compares the resumed losses with an uninterrupted run, step by step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whole steps between 1 and %1, rising, separated by commas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crash (SIGKILL): nothing more is written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planned abort (SIGTERM, scancel): checkpoint, then stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare with this run instead of running the job once more uninterrupted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a completed run can be compared with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start Drill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Interrupt at steps:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Kind of interruption:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Target:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name at least one step to interrupt at.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a whole step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 is outside 1 to %2 (the job trains %3 steps, and the last one cannot be interrupted).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The steps must rise: %1 comes after %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job writes no checkpoints (checkpoint.every_steps), so it cannot resume.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The target cannot be used yet (see above).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pilot::app::DrillPanel</name>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not seen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chart shows only runs inside the project folder that can be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the project first: a drill&apos;s runs go into its runs folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This run has no job.json to drill.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs this run&apos;s job again, interrupts and resumes it, and checks that the curve continues without a jump (Ctrl+Shift+D)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The drill has ended.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The drill stopped short: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — step %2 of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, about %1 left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelling: the run going is aborted …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No kill-and-resume drill of this run yet: Drill… makes one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>SIG%1 at step %2: resumed from step %3, %n step(s) done again, first new step after %4, first checkpoint after %5.</source>
        <translation>
            <numerusform>SIG%1 at step %2: resumed from step %3, %n step done again, first new step after %4, first checkpoint after %5.</numerusform>
            <numerusform>SIG%1 at step %2: resumed from step %3, %n steps done again, first new step after %4, first checkpoint after %5.</numerusform>
        </translation>
    </message>
    <message>
        <source>passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>incomplete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jump check: %1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>uninterrupted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>interrupted and resumed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>interruptions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Drill…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel Drill</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pilot::app::FallbackPanel</name>
    <message>
        <source>completed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>aborted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fallback run “%1” goes to the Run stage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export every: “%1” is not a number of hours above 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit Fallback Plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Emergency Profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job files (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The emergency profile must lie inside the project folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the project first: the profile goes into its jobs folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The project has no pilot run whose job could be the profile&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was made from the pilot&apos;s job: the same training on libtorch with CUDA. Adjust where it runs, not what it trains, or it cannot resume the pilot&apos;s checkpoints.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No emergency profile yet: the guide asks for a fallback plan before the pilot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The emergency profile %1 cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The emergency profile %1 is not a valid job (fields: %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Emergency profile: %1 on %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whether it trains the pilot&apos;s job is unknown (the pilot&apos;s job.json cannot be read).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It trains the pilot&apos;s job: it can resume the pilot&apos;s checkpoints.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It trains another job than the pilot (%1): it cannot resume the pilot&apos;s checkpoints.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not rehearsed: the project has no run in the role fallback.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rehearsed: %1 (%2), resumed from step %3 — re-check against the reference: %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking the pilot&apos;s checkpoints and building the fallback job …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume the pilot “%1” from its last accepted checkpoint, step %2, with the emergency profile on %3?

The checkpoint is exported for the GPU side to %4, the job written to %5, and the run “%6” (role fallback) starts in the Run stage; compare it with the reference afterwards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n newer checkpoint(s) were not accepted and are passed over.</source>
        <translation>
            <numerusform>%n newer checkpoint was not accepted and is passed over.</numerusform>
            <numerusform>%n newer checkpoints were not accepted and are passed over.</numerusform>
        </translation>
    </message>
    <message>
        <source>Fall Back to GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fall Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the team does when the pilot platform fails it: a small GPU emergency profile that resumes the pilot&apos;s last accepted checkpoint, where it runs, how often that state is exported, and what is checked again against the reference.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Emergency &amp;profile:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs &amp;on:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xport every (hours):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create from Pilot &amp;Job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writes jobs/gpu-emergency.json: the pilot&apos;s job on libtorch with CUDA, so it resumes the pilot&apos;s checkpoints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fall Back to &amp;GPU…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Builds the fallback job from the emergency profile and the pilot&apos;s last accepted checkpoint, exports that checkpoint and starts the run in the role fallback</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re-check af&amp;ter a fallback:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whether it trains the pilot&apos;s job is unknown: its inputs cannot be read on this machine (%1).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pilot::app::GuidedFlow</name>
    <message>
        <source>Change Answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt; &amp;Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit Reason and Evidence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If you do not know yet: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next &gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attach a File as Evidence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attach a Run Folder as Evidence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attach R&amp;un…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conflict: answered %1, but %2 (%3); the decision counts %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evi&amp;dence (one per line: a link, a file or run of the project, a measurement)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A&amp;ttach File…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F&amp;inish: show the matrix</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pilot::app::HorizonChart</name>
    <message>
        <source>break-even</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>months</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cumulative cost (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Projection over the planning period, not a measurement</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pilot::app::HorizonPanel</name>
    <message>
        <source>not set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One rate for every engineering hour: set it with the amortisation inputs on the Plan stage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>measured: %1 of %2 completed reference runs ended in an accepted state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>measured: %1 of %2 completed pilot runs ended in an accepted state</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>measured: %n fallback run(s)</source>
        <translation>
            <numerusform>measured: %n fallback run</numerusform>
            <numerusform>measured: %n fallback runs</numerusform>
        </translation>
    </message>
    <message>
        <source>not calculated yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a training of the task profile, from the projection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From the measured runs: recalculate (F5) after runs change.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An unconfirmed assumption: give its source and the date it was taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recalculate (F5) to cost the horizon.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No cost horizon yet: enter the planning period, the trainings a month and each path&apos;s effort in the table below. Each path is then costed over the period from the measured runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A projection, not a measurement: every path over the planning period, from the measured runs and the assumptions below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a number, found &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a date like 2026-11-30, found &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost horizon assumptions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cumulative cost of each path over the planning period</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changes the verdict at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none in its range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give the trainings or the tokens a month, not both: empty the other first</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pilot::app::JobFieldsEditor</name>
    <message>
        <source>Steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Micro batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Learning rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings in bold differ from the reference job (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The project has no reference job to compare with yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reference: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gradient accumulation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU threads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one per core</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pilot::app::MainWindow</name>
    <message>
        <source>Migration Pilot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>… and %n more problem(s)</source>
        <translation>
            <numerusform>… and %n more problem</numerusform>
            <numerusform>… and %n more problems</numerusform>
        </translation>
    </message>
    <message>
        <source>The project could not be opened:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The project has unsaved changes. Save them first?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New migration decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Migration Pilot projects (*.yaml *.yml);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Project As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Migration Pilot projects (*.yaml *.yml)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Migration Pilot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Migration Pilot %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decide whether to move fine-tuning of Llama-like models from GPUs to AWS Trainium2, and prove the decision with a reference run and a pilot run of the same job.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Built with Qt %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queued Runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) of this project wait in the queue for a free place on their target.</source>
        <translation>
            <numerusform>%n run of this project waits in the queue for a free place on their target.</numerusform>
            <numerusform>%n runs of this project wait in the queue for a free place on their target.</numerusform>
        </translation>
    </message>
    <message>
        <source>They stay queued in the project&apos;s run folders and start when this project is opened again. Taken off the queue, they never start; their folders are kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keep Them Queued</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Take Them Off the Queue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drill Running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A kill-and-resume drill is running. Quitting cancels it and aborts the run it has going.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel Drill and &amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep &amp;Drilling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Migration Pilot Demo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 exists already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot copy %1 to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot move the copy to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This installation holds no demo project.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The demo project could not be copied: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Locks and changes are recorded as %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The project could not be read again:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pilot::app::NeuronFactsText</name>
    <message>
        <source>Compile cache: %1 hits, %2 misses, %3 failed compiles taken from the cache.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>CPU fallbacks: %n operator(s), %1 reports; the most frequent: %2.</source>
        <translation>
            <numerusform>CPU fallbacks: %n operator, %1 reports; the most frequent: %2.</numerusform>
            <numerusform>CPU fallbacks: %n operators, %1 reports; the most frequent: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>CPU fallbacks: %n operator(s), %1 reports: %2.</source>
        <translation>
            <numerusform>CPU fallbacks: %n operator, %1 reports: %2.</numerusform>
            <numerusform>CPU fallbacks: %n operators, %1 reports: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pilot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operators that fell back to the CPU ran on the host, not on the Neuron device: the pilot&apos;s speed and cost do not show the device alone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It ran on device %1, not on a Neuron device.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its logs name no compile-cache event and no CPU fallback.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The NEFF cache could not be set up or written %n time(s): compiled graphs were not shared.</source>
        <translation>
            <numerusform>The NEFF cache could not be set up or written %n time: compiled graphs were not shared.</numerusform>
            <numerusform>The NEFF cache could not be set up or written %n times: compiled graphs were not shared.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>neuron-monitor counted %n execution(s) that did not complete cleanly.</source>
        <translation>
            <numerusform>neuron-monitor counted %n execution that did not complete cleanly.</numerusform>
            <numerusform>neuron-monitor counted %n executions that did not complete cleanly.</numerusform>
        </translation>
    </message>
    <message>
        <source>neuron-monitor reported hardware errors.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pilot::app::NeuronRunView</name>
    <message>
        <source>Add to the Operator Row as Evidence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adds an entry naming these operators to the evidence of the decision matrix&apos;s row “unconfirmed_operators” (Plan stage), where it counts as a fact for the answer yes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing read yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compile phases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none reported by the job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First step (from the job&apos;s start)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compile cache given to the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none in the logs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The compiler named another cache than the one the project gives the run: its compiled graphs are not shared with the team&apos;s other runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cache hits (graphs taken from the cache)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cache misses (graphs compiled)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed compiles taken from the cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Graphs extracted for parallel compilation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not planned (the run is not on a Neuron device)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>started beside the job</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n report(s) read from the end of a long stream</source>
        <translation>
            <numerusform>%n report read from the end of a long stream</numerusform>
            <numerusform>%n reports read from the end of a long stream</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n report(s) read</source>
        <translation>
            <numerusform>%n report read</numerusform>
            <numerusform>%n reports read</numerusform>
        </translation>
    </message>
    <message>
        <source>neuron-monitor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean NeuronCore utilisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not reported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak device memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>uncorrected ECC %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>neuron-monitor error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n operator(s) fell back to the CPU (%1 reports): they ran on the host, not on the Neuron device.</source>
        <translation>
            <numerusform>%n operator fell back to the CPU (%1 reports): they ran on the host, not on the Neuron device.</numerusform>
            <numerusform>%n operators fell back to the CPU (%1 reports): they ran on the host, not on the Neuron device.</numerusform>
        </translation>
    </message>
    <message>
        <source>Counted from the run&apos;s log events and its logs (stderr.log, stdout.log); a message seen in both counts once. A report is one warning: backends often warn once per operator and process. The text TorchNeuron prints for a fallback is not verified, so the rules may miss some; none found is no proof of none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The logs are long: only their last part was read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The project&apos;s fallback rules are not in use: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n span(s), %1 in all</source>
        <translation>
            <numerusform>%n span, %1 in all</numerusform>
            <numerusform>%n spans, %1 in all</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none: TorchNeuron&apos;s default (the project names no compile_cache)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compile cache named in the logs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cache set-up or store failures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TorchNeuron could not use or write its NEFF cache: graphs compiled in this run are not shared. Check that the compile_cache folder exists on the host and is writable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Executions (neuron-monitor)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>neuron-monitor reported executions that did not complete cleanly.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>neuron-monitor reported hardware errors.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error counts (neuron-monitor)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 completed, %2 failed: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 completed, none failed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pilot::app::NewRunDialog</name>
    <message>
        <source>&amp;Job:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R&amp;ole:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Backend:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Target:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs at once on this target:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run folder: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the project&apos;s jobs…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pilot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fallback</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This project has no job files: put job.json files into the folder “jobs” beside the project file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (not installed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A job setting is not a number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking the job against its backend…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version %1. Devices: %2. Precisions: %3. Methods: %4. Tokenizers: %5. Job interface %6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No capabilities: this backend is not installed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The backend accepts this job.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This job cannot start as it stands:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The backends have not been found yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runtime settings of the project for %1 on %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Variant of:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Processes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Proposed: the project&apos;s reference job (role reference, %1 like the task profile) — the project has no reference run yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Proposed: a reference job (role reference) — the project has no reference run yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Proposed: the pilot job of the reference run&apos;s task (role pilot, the same training and validation data).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Proposed: a pilot job (role pilot); none trains the reference run&apos;s data.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pilot::app::OutputsView</name>
    <message>
        <source>all prompts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only differing outputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pilot wrong, reference right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pilot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact (ref / pilot)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Similarity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Neither run logged sample outputs. pilot-trainer writes them at every evaluation (eval.samples in the job).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search prompts and outputs (Ctrl+F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search prompts and outputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous page (Ctrl+Page Up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next page (Ctrl+Page Down)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outputs of reference and pilot side by side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evaluatio&amp;n step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sho&amp;w</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none matches the filter and search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 match the filter and search, %2 to %3 on this page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact match: reference %1 of %3, pilot %2 of %3; %4.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pilot::app::PlanPage</name>
    <message>
        <source>Decision matrix: every row is judged on its own, with a reason and evidence.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No project open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a project with File &gt; Open, or start a new one with File &gt; New.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Authors: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n decision row(s) answered</source>
        <translation>
            <numerusform>%n decision row answered</numerusform>
            <numerusform>%n decision rows answered</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) still to find out.</source>
        <translation>
            <numerusform>%n question still to find out.</numerusform>
            <numerusform>%n questions still to find out.</numerusform>
        </translation>
    </message>
    <message>
        <source>Edit Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit Evidence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Guided</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Matrix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profile and &amp;Limits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Calculators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>decided it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to find out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>file of the project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run of the project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing: nothing at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>outside the project folder (not looked up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n task(s) to do first.</source>
        <translation>
            <numerusform>%n task to do first.</numerusform>
            <numerusform>%n tasks to do first.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) contradicted by the project&apos;s data or another answer (marked in the matrix).</source>
        <translation>
            <numerusform>%n answer contradicted by the project&apos;s data or another answer (marked in the matrix).</numerusform>
            <numerusform>%n answers contradicted by the project&apos;s data or another answer (marked in the matrix).</numerusform>
        </translation>
    </message>
    <message>
        <source>do first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do first: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>conflict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conflict: answered %1, but %2 (%3); the decision counts %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not counted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a question of the decision guide: the row does not count in the decision. Did you mean &apos;%1&apos;?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a question of the decision guide: the row does not count in the decision.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>being looked up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommendation: %1 (provisional: open questions could change it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommendation: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decision matrix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost stage, %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cost horizon</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pilot::app::PricesDialog</name>
    <message>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trainium2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was changed since; it is left as it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The price table was not changed back: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The project names a price table outside its folder (%1); it is not read. Attach one from the project&apos;s folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The project&apos;s price table cannot be read, so it cannot be edited here: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the project first: its price table lies in its folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Attach Existing Table…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A&amp;dd Price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove Price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Prices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Who Is Charged Which Price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Platform</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price per hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Currency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pricing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run or target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Units held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per unit and hour, in the currency beside it; empty while not known</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the figure was taken, e.g. 2026-11-30</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many instances, chips or devices the run held; empty: one instance (not enough for a chip or device price)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new price table, made from the template: its prices are empty until you enter them. Save writes it to the project&apos;s folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price table: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its target&apos;s price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (not in the table)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row %1 (%2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run %1 is charged at %2, which the table does not list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The target %1 is charged at %2, which the table does not list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row %1, price per hour: &apos;%2&apos; is not a price (a number from 0 on).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row %1, date taken: &apos;%2&apos; is not a date like 2026-11-30.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number of units (more than 0).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charge %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove Price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attach a Price Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price tables (*.yaml *.yml)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 lies outside the project&apos;s folder. A project reads only files in its folder: copy the table there first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attach Price Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The price table %1 lies outside the project&apos;s folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Prices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prices Not Saved</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pilot::app::ProfileLimitsPanel</name>
    <message>
        <source>Change Method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>locked by hand before the pilot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lock Limits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Task profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acceptance limits (fixed before any run)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequence length (tokens)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoint format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected experiments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data volume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart target (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accepted validation deviation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loss deviation per effective step (absolute)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loss deviation per effective step (relative, 0.03 = 3 %)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Validation metric deviation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart time (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time to first usable checkpoint (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output quality threshold (0–1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Author of a change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason for a change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needed once the limits are locked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changes after the lock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time (UTC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Author</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not decided</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full fine-tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Locked on %1 by %2: %3. A change needs an author and a reason and is logged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not locked: the limits are locked when the first pilot run is added.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit Task Profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a number (empty for not set)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Locked Limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit Limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changes of the limits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loc&amp;k Limits</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pilot::app::ProjectDiffDialog</name>
    <message>
        <source>− only in %1    + only in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The two versions hold the same project.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) differ.</source>
        <translation>
            <numerusform>%n line differs.</numerusform>
            <numerusform>%n lines differ.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pilot::app::ProjectDocument</name>
    <message>
        <source>a pilot run was added to the project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The limits&apos; lock is saved and final: Undo no longer goes back to before it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pilot::app::ProjectGuard</name>
    <message>
        <source>the unsaved project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Project Open Elsewhere</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is open in another Migration Pilot window (process %2 on %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each window keeps its own edits. Saving in one window after the other has saved is refused, and then you choose which version to keep.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open Anyway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The kept changes could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recover unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recover Unsaved Changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Migration Pilot ended without saving the changes to “%1”. They were kept (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file was changed since. Recovered, your changes replace that version in this window until you save; Undo returns to the file&apos;s version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recovered, they are unsaved changes in this window; Undo returns to the saved file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Recover Changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Discard Them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Compare…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved File and Kept Changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the saved file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the kept changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unsaved changes to %1 were recovered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recover Unsaved Project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Migration Pilot ended without saving %1. Its content was kept (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a new project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Recover Project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Discard It</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was changed by another program and was read again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Project Changed on Disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” was changed by another program while it was open here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This window has unsaved changes. Reload the file and lose them, keep yours (saving then replaces the other program&apos;s version), or compare the two first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reload File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keep Mine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File on Disk and This Window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file on disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your version of %1 is kept; saving replaces the other program&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pilot::app::Questions</name>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pilot::app::RecordFigures</name>
    <message>
        <source>Reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pilot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Effective step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training loss</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pilot::app::ReportPage</name>
    <message>
        <source>Markdown (*.md)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTML (*.html)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The decision record of this project, in the language chosen on the right.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;Markdown…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a project to see its decision record.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Decision Record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The record could not be saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decision taken on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set Decision Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preview of the decision record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export H&amp;TML…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>decision-record</source>
        <comment>the default name of an exported record, without suffix</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pilot::app::RunDetails</name>
    <message>
        <source>Loss curve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provenance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(not there yet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(earlier lines left out)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>— Standard error (logs/stderr.log) —</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>— Standard output (logs/stdout.log) —</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Launch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This run has no launch.json: it was not launched by Migration Pilot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Launcher</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run folder on the host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Process</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slurm job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, version %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Environment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Neuron</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NeuronCore utilisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minutes since the monitor started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device memory (GiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Environment variable %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version of %1 (at the launch)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beside the job: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>started, writing %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checksum of job.json (SHA-256 of the file)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job hash (what is trained)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log of the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provenance of the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(reading …)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no log: the run wrote none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed executions or hardware errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a run to see its training loss.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the run…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run has not started training yet. Its loss appears here with its first step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No training step recorded yet. The loss appears here with the first step the run writes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run ended without recording a training step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run ended before its first training step. Its failure class in the table and the Log tab say why.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run was aborted before its first training step.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pilot::app::RunLaunches</name>
    <message>
        <source>No free run folder for the name “%1” in %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the run folder cannot be created.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no launch.json: the run was not launched by Migration Pilot, so it cannot be stopped from here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This build cannot reach runs on %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the project first: its runs go into the folder “runs” beside the project file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run cannot be queued: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The settings of %1 cannot be used; change them with Target Settings… in the New Run dialog:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pilot::app::RunTargetField</name>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>local, ssh://user@host:port or slurm:partition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the run goes: local (this machine), ssh://user@host:port (a host reached with ssh) or slurm:partition (the Slurm cluster this machine submits to).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target Settin&amp;gs…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How this computer reaches the target: SSH key files and the run folder on an SSH host, the shared folder of a Slurm cluster. Kept on this computer, not in the project.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking the target&apos;s settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target settings:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target settings: the defaults (your own SSH setup; run folders in ~/migration-pilot/runs on the host).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target settings: the defaults (run folders are not checked against a shared folder).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The settings of this target cannot be used (change them with Target Settings…):</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pilot::app::RunWords</name>
    <message>
        <source>reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pilot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fallback</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>completed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>aborted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lost (ended without saying how)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no end recorded (cannot check from here)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no events yet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pilot::app::RunsInCostDialog</name>
    <message>
        <source>Runs in the Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every run counts in its role&apos;s cost, failed and repeated ones included. A run that is no part of the training to be priced — a launch test aborted after seconds — can be left out, with the reason the decision record will name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves the projection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason for leaving it out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 with it, %2 without</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say why %1 is left out: the record keeps the reason.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Runs in the Cost</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pilot::app::RunsModel</name>
    <message>
        <source>reading…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>completed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>aborted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restarts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lost (ended without run_end)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queued</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>starting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>did not start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queued (%1 in line)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (cannot check now)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ETA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Elapsed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failure class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>evaluating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>writing a checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compiling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>restarting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>loading data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>setting up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · training, step %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (rank %2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pilot::app::RunsPage</name>
    <message>
        <source>%1 has no metrics.jsonl</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add Run Directory…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Run Directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pilot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fallback</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Role of the Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Role of this run in the project:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove Runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run did not start:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run in %1 was stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run in %1 could not be stopped: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs of this project: launch a reference or pilot run from the project&apos;s jobs with &quot;New Run…&quot;, follow it here, abort it. Run directories made elsewhere can be added too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This project lists no runs yet. Start one with &quot;New Run…&quot; or add the directory of a reference or pilot run with &quot;Add Run Directory…&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Run…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a run from one of the project&apos;s jobs (Ctrl+R).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A&amp;bort</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the selected run after it writes a checkpoint (Del or Ctrl+.).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abort Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run “%1” was started on %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Abort Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keep Running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run “%1” was taken off the queue before it started; its folder %2 is kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run “%1” left the queue, but its folder could not record that: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Fallbacks as Evidence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The CPU fallbacks were added as evidence to the decision row “%1” (Plan stage).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs of the project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abort the run “%1”? It has not started: it leaves the queue, and its folder stays.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abort the run “%1”? It has not finished a training step yet, so no checkpoint is written: it stops, and a run started again begins from the start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abort the run “%1”? Its evaluation of step %2 stops unreported; it writes a checkpoint of step %2 and stops. Resumed, it evaluates step %2 first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abort the run “%1”? It finishes the step it is on (step %2 was the last one reported), writes a checkpoint and stops; it can be resumed from there.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pilot::app::ScalingView</name>
    <message>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>World size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step time (median)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scaling efficiency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Communication share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data wait share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steps counted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scaling efficiency is the throughput at N processes over N times the throughput of the run with one process: 1 is perfect. Without a run of one process among these it is unknown. The first step of every attempt (compilation, warm-up) is left out. Choose further runs on the Curves tab; their loss curves are there, per effective step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scaling of the runs</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pilot::app::Stages</name>
    <message>
        <source>Plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pilot::app::TargetSettingsDialog</name>
    <message>
        <source>Target Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings for %1. They are kept on this computer only, not in the project: they name your own key files.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An empty field uses the default. A host key is never accepted unseen: the host&apos;s key must already be in the known-hosts file (compare its fingerprint with the host&apos;s administrator, then add it, for example with ssh-keyscan).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test &amp;Login</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log in to the host with the settings as entered; nothing is changed there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings for the Slurm cluster this computer submits to (every partition). They are kept on this computer only, not in the project.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The compute nodes must see every run folder. With a shared folder set, a run whose folder lies outside it is refused before it is submitted. An empty field checks nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The compute nodes must see every run folder. With a shared folder set, a run whose folder lies outside it is refused before it is submitted; this project&apos;s run folders go into %1. An empty field checks nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SSH &amp;configuration file:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>default: ~/.ssh/config</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Identity file (private key):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>default: your SSH agent and configuration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Known-hosts file:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>default: ~/.ssh/known_hosts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run folder on the &amp;host:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>default: ~/migration-pilot/runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An absolute path on the host, or one under ~/ (the home folder of the user logging in).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>default: not checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These settings cannot be used:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking the settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Logging in to %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Logged in to %1: the host is “%2”, and run folders go to %3 there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The login failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared &amp;folder for runs:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pilot::app::TimeChainChart</name>
    <message>
        <source>environment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to the first step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checkpoint writing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lost or repeated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>validation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all reference runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all pilot runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all fallback runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2: %3 %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2: unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time (%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pilot::app::UnknownRowsBanner</name>
    <message>
        <source>Row &apos;%1&apos; is not a question of the decision guide and does not count — did you mean &apos;%2&apos;?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is answered already, so the row is not renamed: merge the two rows by hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename to &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename Row</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n more row(s) with an id that looks misspelt; the matrix marks them.</source>
        <translation>
            <numerusform>%n more row with an id that looks misspelt; the matrix marks them.</numerusform>
            <numerusform>%n more rows with an id that looks misspelt; the matrix marks them.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pilot::app::UserIdentity</name>
    <message>
        <source>Your Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Locks and changes of the limits are recorded under your name. It is asked for once; Settings → Your Name… changes it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pilot::app::VariantField</name>
    <message>
        <source>— none: a run of its own —</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run&apos;s job.json cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comparing the files the two jobs name…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pilot::app::WhatIfPanel</name>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to change: the pilot has no measured seconds per step (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pilot per training: %1 (as measured: %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break-even after %1 trainings (%2 years).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break-even: unknown (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A what-if on the projection, not a measurement.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What if</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As &amp;Measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lost and repeated time of the pilot&apos;s runs as measured, times this factor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as measured: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fa&amp;ilure rate: × %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;ompile cache warm (repeated runs compile nothing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;rice:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pilot::cli</name>
    <message>
        <source>Stops the run in RUN_DIR: SIGTERM to the job&apos;s process group (scancel on Slurm); the job writes a
checkpoint and run_end aborted. A local job still there after the grace period gets SIGKILL; pilotctl
waits for it to be gone (at most the grace period plus 5 s). `pilotctl run` on the same folder resumes it.
A run still waiting in the app&apos;s queue (queue.json) is taken off it; its folder is kept.
Exit 0 when the job is stopped (or had ended already), 1 when it could not be stopped or RUN_DIR has no
launch.json, 64 wrong command line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the run folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seconds the job has to write its checkpoint before SIGKILL (default %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pilotctl abort: --grace must be a whole number of seconds from 0 to 86400</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pilotctl abort: %1: not a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: taken off the queue before it started (aborted); the folder is kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pilotctl abort: %1: no launch.json; this run was not started by pilotctl or the app</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pilotctl abort: %1: launch.json: target: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pilotctl abort: this build cannot reach runs on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: already ended (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: stopped (%2%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, last step %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lists the backend plugins found in the folders of PILOT_BACKEND_PATH (colon-separated), then in the
program&apos;s plugin folder. A plugin that cannot be used is listed with the reason.
Exit code 0 when at least one backend is usable, 1 otherwise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>print a JSON object instead of text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No backend plugins found in: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2  devices: %3  precisions: %4  methods: %5  tokenizers: %6
    %7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1  (not usable)
    %2
    error: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1  %2  step %3  %4  (%5 files, %6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: checksums %2% (%3 of %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verifies checkpoints: ours (manifest, SHA-256, COMPLETE), Hugging Face Trainer checkpoint-N, PEFT adapters, Hugging Face model folders and NeuronX Distributed tags (docs/checkpoints.md).
PATH is a checkpoint, a folder of checkpoints or a run folder; every checkpoint is listed, newest last.
Exit 0 when the newest checkpoint is accepted, 2 when it is refused, 4 when there is none, 1 when PATH cannot be used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>print the verdicts as JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checkpoint, checkpoints folder or run folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pilotctl checkpoints verify: the run&apos;s metrics cannot be read, so checkpoints are not compared with it: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no checkpoint found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>newest: %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: pilotctl checkpoints verify [--json] PATH

Subcommands:
  verify  completeness, structure, shapes and trainer state of checkpoints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pilotctl checkpoints: unknown subcommand &apos;%1&apos;
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Classifies the failures in a log file or a run folder with the failure rules (docs/failure-classes.md):
each matched line with its line number, class, subclass, severity and advice. For a run folder: the
lines of logs/stderr.log, the log events of metrics.jsonl and logs/stdout.log, and a failed or lost
run&apos;s failure class. Exit 0, 1 when PATH cannot be read, 2 when the --rules file is invalid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a log file or a run folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a rules file instead of the built-in one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>could not read %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failure class: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n line(s) matched</source>
        <translation>
            <numerusform>%1 of %n line matched</numerusform>
            <numerusform>%1 of %n lines matched</numerusform>
        </translation>
    </message>
    <message>
        <source>language of the output: de or en (default: from LANG; LC_ALL or LC_MESSAGES first when set)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pilotctl %1: --lang must be de or en</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>incomplete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>completed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>aborted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>state unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queued</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>starting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no end recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no events yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>refused at its start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pilot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fallback</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>environment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to the first step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checkpoint writing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lost or repeated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>validation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>data loading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waiting in the queue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accepted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full fine-tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>the pilot&apos;s loss is NaN or infinite at %n point(s), the first at %1 %2</source>
        <translation>
            <numerusform>the pilot&apos;s loss is NaN or infinite at %n point, the first at %1 %2</numerusform>
            <numerusform>the pilot&apos;s loss is NaN or infinite at %n points, the first at %1 %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the pilot has no loss at %n point(s) the reference logged, the first at %1 %2</source>
        <translation>
            <numerusform>the pilot has no loss at %n point the reference logged, the first at %1 %2</numerusform>
            <numerusform>the pilot has no loss at %n points the reference logged, the first at %1 %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>incomplete: the pilot is still running (no run_end); %n reference point(s) from %1 %2 not reached yet</source>
        <translation>
            <numerusform>incomplete: the pilot is still running (no run_end); %n reference point from %1 %2 not reached yet</numerusform>
            <numerusform>incomplete: the pilot is still running (no run_end); %n reference points from %1 %2 not reached yet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>incomplete: the pilot ended early (%1); %n reference point(s) from %2 %3 not reached</source>
        <translation>
            <numerusform>incomplete: the pilot ended early (%1); %n reference point from %2 %3 not reached</numerusform>
            <numerusform>incomplete: the pilot ended early (%1); %n reference points from %2 %3 not reached</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>incomplete: the reference&apos;s own loss is NaN or infinite at %n point(s)</source>
        <translation>
            <numerusform>incomplete: the reference&apos;s own loss is NaN or infinite at %n point</numerusform>
            <numerusform>incomplete: the reference&apos;s own loss is NaN or infinite at %n points</numerusform>
        </translation>
    </message>
    <message>
        <source>incomplete: the reference has not completed (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>aligned on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tolerance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>loss verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tokens (global batches differ: reference %1, pilot %2 tokens per step)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>effective step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 reference points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(%1 %2 to %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; reference %1, pilot %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>loss deviation: max %1 (%2 %), mean %3 (%4 %)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 + %2 x |reference|</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <source>, first at %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>validation:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step %1, %2: reference %3, pilot %4, deviation %5 — %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n/a</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Puts a pilot run beside its reference: the training loss per effective step (per token when
the global batches differ), its deviation, the first step outside the tolerance and a verdict,
and the validation metrics at the last common evaluation. The tolerance comes from the
project&apos;s acceptance limits (--project) or from --abs/--rel. The verdict covers every point
of the reference: NaN, infinite or missing pilot values fail, a pilot that has not reached
the reference&apos;s end is incomplete. Exit 0 when the pilot is inside (or no tolerance is
given), 3 when it fails, 4 when the comparison is incomplete, 2 when the limits are
invalid, 1 when a run cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>take the limits from this project file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>absolute loss tolerance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>relative loss tolerance (0.03 = 3 %)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>print the comparison as JSON, with every aligned point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reference run directory or metrics.jsonl</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pilot run directory or metrics.jsonl</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pilotctl compare: --abs and --rel take a finite number of at least 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pilotctl compare: the reference and the pilot are the same run; give the pilot&apos;s run as the second</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n run(s))</source>
        <translation>
            <numerusform>%1 (%n run)</numerusform>
            <numerusform>%1 (%n runs)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accepted states</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cost per accepted state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>projection (not a measurement):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>break-even</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>after %1 trainings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>what if (the pilot&apos;s cost per training):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unconfirmed prices (no source or date): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per accepted training state per role (docs/cost.md): the phases of every run, priced by the project&apos;s price table, the accepted checkpoints, the projection to the planned training and the break-even.
Exit 0 when done, 1 when the project or the price table cannot be read, 2 when the project or the price table is invalid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>project file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Applies the decision rules to a project&apos;s answers and facts and prints the recommendation,
the rows that decided it, conflicts between answers and the project&apos;s data, what to do
first and a task for every unknown answer. Exit 0, 2 when the project or the rules are
invalid, 1 when a file cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>print the decision as JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs JOB.json in DIR/interrupted, interrupts it once it has reported each --kill-at-step (SIGKILL as a crash,
or SIGTERM / scancel as a planned abort), resumes it each time (the job&apos;s resume must be auto), and runs the
job once more without interruption in DIR/uninterrupted (or compares with --uninterrupted RUN_DIR, a
completed run of the same job hash). Reports per interruption the restart time (signal to the first new
step), the steps done again and the time to the first checkpoint after it, and the jump check: the resumed
losses against the uninterrupted ones, bit for bit on cpu/fp32, else within --tolerance. Writes DIR/drill.json.
Exit 0 when the jump check passed, 3 when it failed, 4 when the drill could not finish (the job was refused or
cannot be resumed, a run failed or ended early; the reason is on standard error), 64 wrong command line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the job file (job.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the drill&apos;s folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>where it runs: local (default), ssh://[user@]host[:port], slurm[:partition]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>interrupt once this step is reported (repeatable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KILL (a crash, the default) or TERM (a planned abort)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a completed run of the same job to compare with, instead of running one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>relative tolerance where bit for bit cannot be expected (default 1e-5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>print drill.json instead of the summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pilotctl drill: --run-dir DIR and at least one --kill-at-step N are required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pilotctl drill: --kill-at-step: &apos;%1&apos; is not a step number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pilotctl drill: --signal must be KILL or TERM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pilotctl drill: --tolerance must be a number of at least 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pilotctl drill: the project cannot be read; nothing was started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SIG%1 at step %2: last step %3 (%8), resumed from %4, %5 step(s) repeated, restart %6, first checkpoint %7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no run_end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jump check: %1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checks CHECKPOINT (a step-N folder of a run) against its manifest and writes OUT, a new or empty folder a
Transformers or PEFT user loads: the model folder of a full fine-tuning, or the PEFT adapter of a LoRA run
(adapter_config.json names the base model), each with a manifest.json of its files; --merge-lora writes the
LoRA merged into the base model&apos;s weights (fp32) as a model folder instead. Runs pilot-trainer export
(PILOT_TRAINER, or the one beside pilotctl). Exit 0 when OUT is written, 1 when the checkpoint is not
intact, OUT is in use or pilot-trainer is missing, 64 wrong command line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the checkpoint folder (checkpoints/step-N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the folder to write (must not exist, or be empty)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>merge a LoRA adapter into its base model&apos;s weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pilotctl export: --out DIR is needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pilotctl export: pilot-trainer was not found at %1: build it (it needs libtorch), or set PILOT_TRAINER to its path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>outside the project, not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a valid job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no readable metrics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>loss NaN or infinite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reference steps without a value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>still running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ends before the reference&apos;s end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the reference&apos;s loss is NaN or infinite in places</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the reference has not completed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the project has no readable reference run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>where it resumed is not recorded (resume auto)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the fallback run has not completed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rehearsed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no fallback plan (project key fallback; docs/fallback.md)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (%1 on %2), same training as the pilot: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>differs in %1: pilot %2, profile %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>emergency profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>export every</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>re-check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, resumed from step %2, re-check %3 (%4 of %5 reference points)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pilotctl fallback: the project names no emergency profile (fallback.emergency_profile)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pilotctl fallback: the project lists no pilot run to fall back from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>skipped %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pilot has no accepted checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: resumes %2 (step %3), job hash %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The project&apos;s fallback plan (docs/fallback.md): its emergency profile, target, export interval and re-check, and every fallback run re-checked against the reference.
With --build: the fallback job from the emergency profile and the pilot&apos;s last accepted checkpoint, written to --out.
Exit 0 when done, 2 when the project or the profile is invalid or trains another job, 4 when there is no profile, pilot or accepted checkpoint.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>print the plan as JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>build the fallback job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>where --build writes the job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the fallback job&apos;s name (default: the profile&apos;s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pilotctl fallback: --build needs --out JOB.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>auto (default) or one of: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>write the run (several: one folder each below OUT) as run directories</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>print the summary as JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>file or folder to import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pilotctl import: --format must be auto or one of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n step</numerusform>
            <numerusform>%n steps</numerusform>
        </translation>
    </message>
    <message>
        <source>(%1 to %2), loss %3 → %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n evaluation(s)</source>
        <translation>
            <numerusform>%n evaluation</numerusform>
            <numerusform>%n evaluations</numerusform>
        </translation>
    </message>
    <message>
        <source>written to: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ssh: the OpenSSH client configuration to use (ssh -F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ssh: the private key to log in with (ssh -i)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ssh: the known-hosts file that holds the host&apos;s key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ssh: the folder on the host under which run folders go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slurm: the shared folder run folders must lie in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: expected exactly one argument (see %1 --help)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: expected %n argument(s) (see %1 --help)</source>
        <translation>
            <numerusform>%1: expected %n argument (see %1 --help)</numerusform>
            <numerusform>%1: expected %n arguments (see %1 --help)</numerusform>
        </translation>
    </message>
    <message>
        <source>check a project file (.yaml) or job file (.json); errors as file:line:col: message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>look at run directories: runs summarize RUN_DIR [--json]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the recommendation of a project&apos;s decision matrix: decide PROJECT [--lang de|en] [--json]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the decision record as Markdown, HTML or PDF: report PROJECT --out FILE [--lang de|en]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a pilot run beside its reference, with a verdict: compare REF PILOT [--project P]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>runs from other tools (HF, LLaMA-Factory, MLflow, CSV): import PATH [--out RUN_DIR]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the backend plugins found, with their devices and why a broken one cannot be used: backends [--json]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>start a job through its backend: run JOB.json --run-dir DIR [--on local|ssh://…|slurm[:p]] [--wait]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the state of a launched run (queued … lost), step and loss: status RUN_DIR [--json]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stop a launched run (checkpoint, then run_end aborted): abort RUN_DIR [--grace SECONDS]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the kill-and-resume drill and its jump check: drill JOB.json --run-dir DIR --kill-at-step N [--signal KILL|TERM]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a checkpoint as an HF model or PEFT adapter folder: export CHECKPOINT --out DIR [--merge-lora]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failure classes of the lines of a log file or a run folder: classify PATH [--json] [--lang de|en]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>verify checkpoints of every layout, with every reason: checkpoints verify PATH [--json]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the fallback plan and its rehearsals, or the fallback job: fallback PROJECT [--json] [--build --out JOB.json]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cost per accepted training state per role, the projection and the break-even: cost PROJECT [--json] [--lang de|en]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>operators of a TorchScript model against a Neuron list: ops-scan MODEL.pt --ops FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: pilotctl COMMAND [OPTIONS] [ARGS]
       pilotctl COMMAND --help

Migration Pilot command-line tool %1.

Commands:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pilotctl: unknown command &apos;%1&apos; (try pilotctl --help)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pilotctl ops-scan: the operator scanner %1 does not exist. It is built only with libtorch (CMake option PILOT_WITH_TORCH); PILOT_OPSCAN may name one built elsewhere.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pilotctl ops-scan: cannot start the scanner %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pilotctl ops-scan: the scanner did not finish within %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pilotctl ops-scan: the scanner failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pilotctl ops-scan: the scanner&apos;s output is not the expected JSON (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>confirmed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unsupported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not listed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lists the aten operators of a TorchScript model with their counts and marks each against an
imported list of operators with a confirmed Neuron path: the output of
&apos;neuronx-cc list-operators --framework XLA&apos; (give --source and --date) or a compatibility
table file (schema migration-pilot/operator-list@1, which carries both). With --project the
result becomes the answer, reason and evidence of the project&apos;s &apos;unconfirmed_operators&apos; row.
Exit 0, 2 when the model or the list is invalid, 1 when a file cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the operator list or table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>where a raw list comes from, e.g. &apos;neuronx-cc 2.26.6360.0&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>when a raw list was taken (YYYY-MM-DD)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>write the result into this project file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>print the result as JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TorchScript model (.pt), e.g. from torch.jit.trace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pilotctl ops-scan: --ops FILE is required (see pilotctl ops-scan --help)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n operator(s), %1 without a confirmed path (list: %2, %3)</source>
        <translation>
            <numerusform>%n operator, %1 without a confirmed path (list: %2, %3)</numerusform>
            <numerusform>%n operators, %1 without a confirmed path (list: %2, %3)</numerusform>
        </translation>
    </message>
    <message>
        <source>a team&apos;s own rules file instead of the built-in one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writes the decision record of a project: title, date, authors, every row of the decision
matrix with answer, reason and evidence, the recommendation and why, open questions, task
profile, acceptance limits and the pilot results section. The format follows the file
name: .md, .html or .pdf (paginated A4). The file is replaced only once the whole record
is written; on any error the old file stays as it was. The record opens with a one-page
summary; the loss curves with their tolerance band, the time chain and break-even are drawn
as the stages draw them, embedded in HTML and PDF, and for Markdown written beside the file
as FILE-loss.png, FILE-time-chain.png and FILE-break-even.png. Exit 0; 2 invalid project;
1 write error.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>output file (.md, .html or .pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pilotctl report: needs --out FILE.md|.html|.pdf (see --help)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1  step %2  loss %3  %4 tokens/s  ETA %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starts the job in JOB.json in the run folder DIR, with the backend its &quot;backend&quot; field names and the
launcher --on selects. The job is checked first: a job the backend cannot run is refused with every
reason, each naming its field, and nothing starts. The job runs detached; with --wait pilotctl follows it
(step, loss, tokens/s, ETA) until it ends. Ctrl-C stops following, not the job (pilotctl abort does).
Exit: 0 started (with --wait: completed), 1 not started (folder in use, launcher error), 2 job refused,
with --wait 5 failed, 6 aborted, 7 lost; 64 wrong command line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the job file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the run folder (created when missing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>follow the run until it ends; the exit code says how</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pilotctl run: --run-dir DIR is required (see pilotctl run --help)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pilotctl run: the project cannot be read; nothing was started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pid %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>started %1 on %2 (%3 %4, %5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>last loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>evaluations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checkpoints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wall time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 on %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on record, last step %2, restarts %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (lr %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, samples %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 written, %2 still in the run folder, last at step %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 written, last at step %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>phases (s):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(open)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, problems %2, unknown event types %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summarizes a run from its metrics.jsonl: status, steps, last loss, phase durations.
RUN_DIR is a run directory or a metrics.jsonl file. Exit 0, or 1 when it cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run directory or metrics.jsonl</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no metrics.jsonl here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(%1 bytes of an unfinished last line are not counted yet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: pilotctl runs summarize [--json] RUN_DIR

Subcommands:
  summarize  status, steps, last loss and phase durations of a run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pilotctl runs: unknown subcommand &apos;%1&apos;
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>launcher</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>backend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>last step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ETA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not synced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(not verified)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 for %2, as %3 &quot;%4&quot;, since %5 (queue.json, no launch.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>- (no launch.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2) on %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(still waiting)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The state of a run: queued, starting, running, completed, failed, aborted or lost, decided from the run
folder&apos;s launch.json, the job&apos;s process and metrics.jsonl (a run waiting in the app&apos;s queue: from its
queue.json); with the launcher, pid or job id, last step and last loss. Exit 0, or 1 when RUN_DIR is
not a folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pilotctl status: %1: not a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ok (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checks a project file (YAML) or a job file (job.json). Every problem is printed as
file:line:col: message (job files: file: field: message). Exit 0 when valid,
2 when invalid, 1 when the file cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>check the project&apos;s decision rows against a team&apos;s own rules file (its own questions are then known)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>project .yaml/.yml or job .json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job %1, backend %2, %3 steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n decision row(s)</source>
        <translation>
            <numerusform>%n decision row</numerusform>
            <numerusform>%n decision rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n run</numerusform>
            <numerusform>%n runs</numerusform>
        </translation>
    </message>
    <message>
        <source>failed</source>
        <comment>the jump check (not passed), not a run&apos;s state</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queued</source>
        <comment>the time a run waited in the queue</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>outside</source>
        <comment>label: the number of points outside the tolerance</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
Options:
  -h, --help     show this help
  -V, --version  show the version

Language: de or en, from --lang where a command has it, else from LC_ALL, LC_MESSAGES or LANG
(the first that is set); with --json in English, so the JSON is the same in every locale.

Exit codes: 0 ok, 1 failure (unreadable input, I/O), 2 invalid input,
3 compare: the pilot is outside the tolerance, 4 compare: incomplete (checkpoints: none found),
5/6/7 run --wait: the run failed / was aborted / was lost, 64 wrong command line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reads runs made elsewhere — Hugging Face trainer_state.json (or an output folder with its
checkpoints), LLaMA-Factory trainer_log.jsonl, MLflow file-store runs, TensorBoard and W&amp;B
CSV exports, Trainium console logs (also among other output, or a notebook&apos;s outputs; a
compile trial&apos;s steps are left out) — and prints what they hold; --out writes each as a run
directory with a metrics.jsonl of the job interface. Exit 0, 2 when the input is invalid, 1
when unreadable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes: the same data, model, tokenizer and settings, by content</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the reference&apos;s run does not say what it trains</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pilot&apos;s run does not say what it trains</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a run&apos;s job identity is not what its job hash is the hash of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>both runs hash their job text with its paths (older versions), and the hashes differ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one run names its job by content, the other by the older rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no, they differ in:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: reference %2, pilot %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>absent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>same job: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its inputs cannot be read here: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes: the same job file apart from where it runs (older versions&apos; job hash, paths included)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the project whose runtime settings and paths the runs get</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a project file whose runtime settings (runtime.&lt;backend&gt;, its targets) the job&apos;s backend starts it with, and whose paths map its inputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a neuron-monitor stream or neuron-ls JSON captured on a host: neuron monitor FILE [--tag T] [--json] | neuron ls FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not reported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>neuron-monitor: %1 report(s) over %2 s; runtimes: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tag %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only the end of the file was read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 line(s) were not a report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>process %1 (tag %2): NeuronCores %3, mean utilisation %4, peak device memory %5, peak host memory %6, %7 report(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none in use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NeuronCores in use: at most %1; mean utilisation of those: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>executions: %1 completed; not completed cleanly: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error counts (each report&apos;s period, added up): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>uncorrected ECC events (largest in one report): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>neuron-monitor error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reads a neuron-monitor stream (one JSON report per line, as neuron-monitor writes to stdout) and says per process the NeuronCores it used, their utilisation and memory, the executions&apos; outcomes and the error counts, read as neuron-monitor&apos;s user guide gives them (docs/neuron-backend.md).
Exit 0 when reports were read, 1 when the file cannot be read, 2 when it holds no report.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>print the reading as JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only the runtimes with this neuron_runtime_tag (NEURON_PROCESS_TAG)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>neuron-monitor&apos;s output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pilotctl neuron monitor: %1 holds no neuron-monitor report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reads the JSON of neuron-ls (--json-output, or --output-format json from Neuron 2.34) and says the devices, their NeuronCores and the ids NEURON_RT_VISIBLE_CORES may name.
Exit 0 when read, 1 when the file cannot be read, 2 when it is not neuron-ls&apos;s JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>neuron-ls&apos;s JSON output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>instance type: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>device %1: %2 NeuronCore(s), ids %3, %4 GiB, logical NeuronCore config %5, PCI %6, processes: %7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NeuronCores in all: %1; NEURON_RT_VISIBLE_CORES may name %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: pilotctl neuron monitor [--tag TAG] [--json] FILE
       pilotctl neuron ls [--json] FILE

Subcommands:
  monitor  a neuron-monitor stream captured on a host: cores, utilisation, memory, executions, errors
  ls       the JSON of neuron-ls: devices, NeuronCores and their ids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pilotctl neuron: unknown subcommand &apos;%1&apos;
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a log is larger than %1 GiB: only its start was classified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>decisive line: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 matched lines: only the first %2 are listed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is larger than %1 GiB: only its start was classified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the whole bill over the cost horizon (a projection):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:%2: %3/%4 (%5, rule %6)
  %7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  by its traceback&apos;s frame at line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  advice: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pilot::cli::DecideText</name>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommendation: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (provisional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left undecided by:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decided by:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (counted as %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conflicts:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  - %1 — answered %2; %3 (source: %4); counted as %5
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (could change the outcome)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do first:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find out:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advice: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not part of the decision (no such question in the rules):
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (did you mean %1?)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
