<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>MainWindow</name>
    <message>
        <source>Migration Pilot</source>
        <translation>Migrationspilot</translation>
    </message>
    <message>
        <source>Workflow stages</source>
        <translation>Workflow-Phasen</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;New Project</source>
        <translation>&amp;Neues Projekt</translation>
    </message>
    <message>
        <source>&amp;Open Project…</source>
        <translation>Projekt ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;About Migration Pilot</source>
        <translation>Ü&amp;ber Migrationspilot</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>Open &amp;Demo Project</source>
        <translation>&amp;Demoprojekt öffnen</translation>
    </message>
    <message>
        <source>Opens your copy of the demo project: a reference and a pilot run of a small LoRA job, ready to compare</source>
        <translation>Öffnet Ihre Kopie des Demoprojekts: ein Referenz- und ein Pilotlauf eines kleinen LoRA-Jobs, bereit zum Vergleich</translation>
    </message>
    <message>
        <source>Your &amp;Name…</source>
        <translation>Ihr &amp;Name…</translation>
    </message>
    <message>
        <source>The name locks and changes of the limits are recorded under</source>
        <translation>Der Name, unter dem Sperren und Änderungen der Grenzwerte festgehalten werden</translation>
    </message>
</context>
<context>
    <name>RunCheckpoints</name>
    <message>
        <source>The run&apos;s job.json cannot be read: %1</source>
        <translation>Die job.json des Laufs ist nicht lesbar: %1</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Plan, run and document a GPU to Trainium2 migration.</source>
        <translation>Eine Migration von GPU auf Trainium2 planen, durchführen und dokumentieren.</translation>
    </message>
    <message>
        <source>Project file to open.</source>
        <translation>Zu öffnende Projektdatei.</translation>
    </message>
</context>
<context>
    <name>pilot::BreakEvenStory</name>
    <message>
        <source>Before the pilot, from assumptions: the Plan&apos;s amortisation calculator has no break-even yet (an input is missing).</source>
        <translation>Vor dem Pilot, aus Annahmen: Der Amortisationsrechner der Planung hat noch keinen Break-even (eine Eingabe fehlt).</translation>
    </message>
    <message>
        <source>Before the pilot, from assumptions: the Plan&apos;s amortisation calculator puts break-even at %1 reference GPU hours, assuming a relative throughput of %2.</source>
        <translation>Vor dem Pilot, aus Annahmen: Der Amortisationsrechner der Planung setzt den Break-even bei %1 Referenz-GPU-Stunden an, bei angenommenem relativem Durchsatz von %2.</translation>
    </message>
    <message>
        <source>At the reference&apos;s measured %1 instance hours per training, that is %2 trainings.</source>
        <translation>Bei den gemessenen %1 Instanzstunden je Training der Referenz sind das %2 Trainings.</translation>
    </message>
    <message>
        <source>Before the pilot, from assumptions: the Plan&apos;s amortisation calculator finds no break-even, assuming a relative throughput of %1.</source>
        <translation>Vor dem Pilot, aus Annahmen: Der Amortisationsrechner der Planung findet keinen Break-even, bei angenommenem relativem Durchsatz von %1.</translation>
    </message>
    <message>
        <source>Measured in the pilot: a relative throughput of %1 (reference %2, pilot %3 instance hours per planned training).</source>
        <translation>Im Pilot gemessen: ein relativer Durchsatz von %1 (Referenz %2, Pilot %3 Instanzstunden je geplantem Training).</translation>
    </message>
    <message>
        <source>Measured in the pilot: the relative throughput is unknown (a role without a projected training, or priced per chip or device rather than per instance hour).</source>
        <translation>Im Pilot gemessen: Der relative Durchsatz ist unbekannt (eine Rolle ohne hochgerechnetes Training, oder Preise je Chip oder Gerät statt je Instanzstunde).</translation>
    </message>
    <message>
        <source>With the measured runs, break-even comes after %1 trainings.</source>
        <translation>Mit den gemessenen Läufen kommt der Break-even nach %1 Trainings.</translation>
    </message>
    <message>
        <source>With the measured runs there is no break-even (yet).</source>
        <translation>Mit den gemessenen Läufen gibt es (noch) keinen Break-even.</translation>
    </message>
    <message>
        <source>Both weigh the same preparation cost; they agree when the calculator assumes the measured throughput and the prices the runs were charged at. The measured figure is the one to decide on.</source>
        <translation>Beide rechnen mit denselben Vorbereitungskosten; sie stimmen überein, wenn der Rechner den gemessenen Durchsatz und die Preise annimmt, zu denen die Läufe abgerechnet wurden. Entscheidend ist die gemessene Zahl.</translation>
    </message>
</context>
<context>
    <name>pilot::Core</name>
    <message>
        <source>warning: </source>
        <translation>Warnung: </translation>
    </message>
    <message>
        <source>expected an object or null, found %1</source>
        <translation>ein Objekt oder null erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>either a model folder (path) or an inline config is needed</source>
        <translation>entweder ein Modellordner (path) oder eine Inline-Konfiguration ist erforderlich</translation>
    </message>
    <message>
        <source>expected 64 lower-case hex digits</source>
        <translation>64 Hexadezimalziffern in Kleinbuchstaben erwartet</translation>
    </message>
    <message>
        <source>expected two numbers in [0, 1), e.g. [0.9, 0.999]</source>
        <translation>zwei Zahlen in [0, 1) erwartet, z. B. [0.9, 0.999]</translation>
    </message>
    <message>
        <source>JSON syntax error: %1</source>
        <translation>JSON-Syntaxfehler: %1</translation>
    </message>
    <message>
        <source>expected a JSON object at the top</source>
        <translation>auf oberster Ebene wird ein JSON-Objekt erwartet</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;, found &quot;%2&quot;</source>
        <translation>„%1“ erwartet, gefunden: „%2“</translation>
    </message>
    <message>
        <source>a Hugging Face tokenizer needs the path of its tokenizer.json</source>
        <translation>ein Hugging-Face-Tokenizer benötigt den Pfad seiner tokenizer.json</translation>
    </message>
    <message>
        <source>expected auto, none or a checkpoint folder</source>
        <translation>auto, none oder ein Checkpoint-Ordner erwartet</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>the number %1</source>
        <translation>die Zahl %1</translation>
    </message>
    <message>
        <source>the text &quot;%1&quot;</source>
        <translation>der Text „%1“</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>eine Liste</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>expected an object, found %1</source>
        <translation>ein Objekt erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>expected text, found %1</source>
        <translation>Text erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>expected one of %1, found &quot;%2&quot;</source>
        <translation>einer der Werte %1 erwartet, gefunden: „%2“</translation>
    </message>
    <message>
        <source>expected a whole number, found %1</source>
        <translation>eine ganze Zahl erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>must be at least %1, found %2</source>
        <translation>muss mindestens %1 sein, gefunden: %2</translation>
    </message>
    <message>
        <source>must be at most %1, found %2</source>
        <translation>darf höchstens %1 sein, gefunden: %2</translation>
    </message>
    <message>
        <source>expected a number, found %1</source>
        <translation>eine Zahl erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>must lie between %1 and %2, found %3</source>
        <translation>muss zwischen %1 und %2 liegen, gefunden: %3</translation>
    </message>
    <message>
        <source>expected a list of texts, found %1</source>
        <translation>eine Liste von Texten erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>darf nicht leer sein</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>kein JSON-Objekt</translation>
    </message>
    <message>
        <source>malformed JSON</source>
        <translation>fehlerhaftes JSON</translation>
    </message>
    <message>
        <source>a field has a value of the wrong type</source>
        <translation>ein Feld hat einen Wert vom falschen Typ</translation>
    </message>
    <message>
        <source>text after the end of the JSON object</source>
        <translation>Text nach dem Ende des JSON-Objekts</translation>
    </message>
    <message>
        <source>no event type</source>
        <translation>kein Ereignistyp</translation>
    </message>
    <message>
        <source>question ids are lower-case letters, digits and &apos;_&apos;</source>
        <translation>Fragen-IDs bestehen aus Kleinbuchstaben, Ziffern und &apos;_&apos;</translation>
    </message>
    <message>
        <source>expected yes, no or unknown, found &apos;%1&apos;</source>
        <translation>yes, no oder unknown erwartet, gefunden: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>expected lora or full, found &apos;%1&apos;</source>
        <translation>lora oder full erwartet, gefunden: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>expected reference, pilot or fallback, found &apos;%1&apos;</source>
        <translation>reference, pilot oder fallback erwartet, gefunden: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>the file is empty; a project file starts with &apos;schema: %1&apos;</source>
        <translation>die Datei ist leer; eine Projektdatei beginnt mit &apos;schema: %1&apos;</translation>
    </message>
    <message>
        <source>YAML syntax error: %1</source>
        <translation>YAML-Syntaxfehler: %1</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>die Datei kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>expected &apos;%1&apos;, found &apos;%2&apos;</source>
        <translation>&apos;%1&apos; erwartet, gefunden: &apos;%2&apos;</translation>
    </message>
    <message>
        <source>expected a date like 2026-11-30, found &apos;%1&apos;</source>
        <translation>ein Datum wie 2026-11-30 erwartet, gefunden: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>unknown version %1 of the project format; this build reads versions 1 to %2 (a newer Migration Pilot wrote this file?)</source>
        <translation>unbekannte Version %1 des Projektformats; diese Programmversion liest die Versionen 1 bis %2 (wurde die Datei mit einem neueren Migrationspilot geschrieben?)</translation>
    </message>
    <message>
        <source>the file has %1 bytes; files of this kind are limited to %2 bytes</source>
        <translation>die Datei hat %1 Bytes; Dateien dieser Art sind auf %2 Bytes begrenzt</translation>
    </message>
    <message>
        <source>the file grew past the limit of %1 bytes while it was read</source>
        <translation>die Datei ist während des Lesens über die Grenze von %1 Bytes gewachsen</translation>
    </message>
    <message>
        <source>binary data (a NUL byte): this is not a text file</source>
        <translation>Binärdaten (ein NUL-Byte): dies ist keine Textdatei</translation>
    </message>
    <message>
        <source>invalid UTF-8 byte 0x%1: the file must be UTF-8 text</source>
        <translation>ungültiges UTF-8-Byte 0x%1: die Datei muss UTF-8-Text sein</translation>
    </message>
    <message>
        <source>a mapping</source>
        <translation>eine Zuordnung</translation>
    </message>
    <message>
        <source>expected a mapping (key: value lines), found %1</source>
        <translation>eine Zuordnung (Zeilen der Form Schlüssel: Wert) erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>keys must be plain text, found %1</source>
        <translation>Schlüssel müssen einfacher Text sein, gefunden: %1</translation>
    </message>
    <message>
        <source>this key appears twice</source>
        <translation>dieser Schlüssel kommt doppelt vor</translation>
    </message>
    <message>
        <source>expected a list, found %1</source>
        <translation>eine Liste erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>missing key &apos;%1&apos;</source>
        <translation>Schlüssel &apos;%1&apos; fehlt</translation>
    </message>
    <message>
        <source>expected text or a list of texts, found %1</source>
        <translation>Text oder eine Liste von Texten erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>event version %1 is newer than this reader (version %2); line skipped</source>
        <translation>Ereignisversion %1 ist neuer als dieser Leser (Version %2); Zeile übersprungen</translation>
    </message>
    <message>
        <source>a %1 event without a step number</source>
        <translation>ein %1-Ereignis ohne Schrittnummer</translation>
    </message>
    <message>
        <source>a phase event needs a name and a state of begin or end</source>
        <translation>ein phase-Ereignis braucht einen Namen und den Zustand begin oder end</translation>
    </message>
    <message>
        <source>unknown question &apos;%1&apos;</source>
        <translation>unbekannte Frage &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1 of %2 questions can never hold</source>
        <translation>%1 von %2 Fragen kann nie zutreffen</translation>
    </message>
    <message>
        <source>unknown condition &apos;%1&apos;</source>
        <translation>unbekannte Bedingung &apos;%1&apos;</translation>
    </message>
    <message>
        <source>question &apos;%1&apos; is defined twice</source>
        <translation>Frage &apos;%1&apos; ist doppelt definiert</translation>
    </message>
    <message>
        <source>expected core, stay_on_gpu, deadline or method, found &apos;%1&apos;</source>
        <translation>core, stay_on_gpu, deadline oder method erwartet, gefunden: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>unknown outcome &apos;%1&apos;</source>
        <translation>unbekanntes Ergebnis &apos;%1&apos;</translation>
    </message>
    <message>
        <source>the last rule must be &apos;always&apos;, so that every set of answers has an outcome</source>
        <translation>die letzte Regel muss &apos;always&apos; sein, damit jede Kombination von Antworten ein Ergebnis hat</translation>
    </message>
    <message>
        <source>device &apos;%1&apos; is listed twice</source>
        <translation>Gerät &apos;%1&apos; ist doppelt aufgeführt</translation>
    </message>
    <message>
        <source>give memory_gib or memory_gb, not both</source>
        <translation>memory_gib oder memory_gb angeben, nicht beides</translation>
    </message>
    <message>
        <source>missing key &apos;memory_gib&apos; or &apos;memory_gb&apos;</source>
        <translation>Schlüssel &apos;memory_gib&apos; oder &apos;memory_gb&apos; fehlt</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an acceptance limit</source>
        <translation>&apos;%1&apos; ist keine Abnahmegrenze</translation>
    </message>
    <message>
        <source>a limit cannot be negative</source>
        <translation>eine Grenze kann nicht negativ sein</translation>
    </message>
    <message>
        <source>expected a fraction between 0 and 1 (0.03 = 3 %)</source>
        <translation>erwartet einen Anteil zwischen 0 und 1 (0,03 = 3 %)</translation>
    </message>
    <message>
        <source>the limits are locked: a change needs an author and a reason</source>
        <translation>die Grenzen sind festgeschrieben: eine Änderung braucht eine Autorin oder einen Autor und eine Begründung</translation>
    </message>
    <message>
        <source>say where the list comes from (the compiler and its version)</source>
        <translation>geben Sie an, woher die Liste stammt (Compiler und Version)</translation>
    </message>
    <message>
        <source>say when the list was taken (a date, YYYY-MM-DD)</source>
        <translation>geben Sie an, wann die Liste erstellt wurde (ein Datum, JJJJ-MM-TT)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an operator name; expected the output of &apos;neuronx-cc list-operators&apos;, one name per line</source>
        <translation>&apos;%1&apos; ist kein Operatorname; erwartet wird die Ausgabe von &apos;neuronx-cc list-operators&apos;, ein Name pro Zeile</translation>
    </message>
    <message>
        <source>the list names no operator</source>
        <translation>die Liste nennt keinen Operator</translation>
    </message>
    <message>
        <source>expected a date as YYYY-MM-DD, found &apos;%1&apos;</source>
        <translation>erwartet ein Datum als JJJJ-MM-TT, gefunden &apos;%1&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an operator name</source>
        <translation>&apos;%1&apos; ist kein Operatorname</translation>
    </message>
    <message>
        <source>expected an aten operator such as &apos;aten::erf&apos;</source>
        <translation>erwartet einen aten-Operator wie &apos;aten::erf&apos;</translation>
    </message>
    <message>
        <source>expected &apos;supported&apos; or &apos;unsupported&apos;, found %1</source>
        <translation>erwartet &apos;supported&apos; oder &apos;unsupported&apos;, gefunden %1</translation>
    </message>
    <message>
        <source>the table lists no operator (give &apos;supported&apos; or &apos;aten&apos;)</source>
        <translation>die Tabelle nennt keinen Operator (geben Sie &apos;supported&apos; oder &apos;aten&apos; an)</translation>
    </message>
    <message numerus="yes">
        <source>%n operator(s) of the model without a confirmed path: %1</source>
        <translation>
            <numerusform>%n Operator des Modells ohne bestätigten Pfad: %1</numerusform>
            <numerusform>%n Operatoren des Modells ohne bestätigten Pfad: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>every operator of the model is on the imported list (%1)</source>
        <translation>jeder Operator des Modells steht auf der importierten Liste (%1)</translation>
    </message>
    <message numerus="yes">
        <source>— %n aten operator(s), %1 without a confirmed path; list: %2</source>
        <translation>
            <numerusform>— %n aten-Operator, %1 ohne bestätigten Pfad; Liste: %2</numerusform>
            <numerusform>— %n aten-Operatoren, %1 ohne bestätigten Pfad; Liste: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>expected a time like 2026-11-30T14:05:00Z, found &apos;%1&apos;</source>
        <translation>erwartet eine Zeit wie 2026-11-30T14:05:00Z, gefunden &apos;%1&apos;</translation>
    </message>
    <message>
        <source>expected a number of at least 0</source>
        <translation>erwartet eine Zahl von mindestens 0</translation>
    </message>
    <message>
        <source>the relative throughput must be above 0</source>
        <translation>der relative Durchsatz muss über 0 liegen</translation>
    </message>
    <message>
        <source>expected 2 (bf16) or 4 (fp32)</source>
        <translation>erwartet 2 (bf16) oder 4 (fp32)</translation>
    </message>
    <message>
        <source>expected a whole number</source>
        <translation>erwartet eine ganze Zahl</translation>
    </message>
    <message>
        <source>unknown assumption; expected one of %1</source>
        <translation>unbekannte Annahme; erwartet eine von %1</translation>
    </message>
    <message>
        <source>unknown calculator input; expected device or one of %1</source>
        <translation>unbekannte Rechner-Eingabe; erwartet device oder eine von %1</translation>
    </message>
    <message>
        <source>decision.%1.evidence[%2]: &apos;%3&apos; is not a file or run of the project (%4)</source>
        <translation>decision.%1.evidence[%2]: &apos;%3&apos; ist keine Datei und kein Lauf des Projekts (%4)</translation>
    </message>
    <message>
        <source>unknown CSV layout: expected &apos;Wall time,Step,Value&apos; or a step column with loss, learning_rate, grad_norm or eval_loss columns; found %1</source>
        <translation>unbekannter CSV-Aufbau: erwartet &apos;Wall time,Step,Value&apos; oder eine Step-Spalte mit Spalten loss, learning_rate, grad_norm oder eval_loss; gefunden %1</translation>
    </message>
    <message>
        <source>column &apos;%1&apos;: expected a step, found &apos;%2&apos;</source>
        <translation>Spalte &apos;%1&apos;: erwartet einen Schritt, gefunden &apos;%2&apos;</translation>
    </message>
    <message>
        <source>column &apos;%1&apos;: expected a number, found &apos;%2&apos;</source>
        <translation>Spalte &apos;%1&apos;: erwartet eine Zahl, gefunden &apos;%2&apos;</translation>
    </message>
    <message>
        <source>W&amp;B exports hold the chart&apos;s sampled points, not the full history</source>
        <translation>W&amp;B-Exporte enthalten die gesampelten Punkte des Diagramms, nicht den vollständigen Verlauf</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>kein gültiges JSON: %1</translation>
    </message>
    <message>
        <source>log_history: missing; is this a trainer_state.json?</source>
        <translation>log_history: fehlt; ist das eine trainer_state.json?</translation>
    </message>
    <message>
        <source>no trainer_state.json here or in a checkpoint-N folder</source>
        <translation>keine trainer_state.json hier oder in einem checkpoint-N-Ordner</translation>
    </message>
    <message>
        <source>merged %1 trainer_state.json files; for each step the latest restart wins</source>
        <translation>%1 trainer_state.json-Dateien zusammengeführt; für jeden Schritt gilt der letzte Neustart</translation>
    </message>
    <message>
        <source>not a JSON object: %1</source>
        <translation>kein JSON-Objekt: %1</translation>
    </message>
    <message>
        <source>current_steps: missing</source>
        <translation>current_steps: fehlt</translation>
    </message>
    <message>
        <source>expected &apos;timestamp value [step]&apos;, found &apos;%1&apos;</source>
        <translation>erwartet &apos;timestamp value [step]&apos;, gefunden &apos;%1&apos;</translation>
    </message>
    <message>
        <source>metrics not taken over: %1</source>
        <translation>nicht übernommene Metriken: %1</translation>
    </message>
    <message>
        <source>no MLflow run here (a folder with meta.yaml and metrics/)</source>
        <translation>hier ist kein MLflow-Lauf (ein Ordner mit meta.yaml und metrics/)</translation>
    </message>
    <message>
        <source>no such file or folder</source>
        <translation>Datei oder Ordner nicht gefunden</translation>
    </message>
    <message>
        <source>unknown format &apos;%1&apos;; expected one of %2</source>
        <translation>unbekanntes Format &apos;%1&apos;; erwartet eines von %2</translation>
    </message>
    <message>
        <source>cannot create %1</source>
        <translation>%1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>larger than %1 GiB; not read</source>
        <translation>größer als %1 GiB; nicht gelesen</translation>
    </message>
    <message>
        <source>%1: the last record is incomplete (still being written?); read up to it</source>
        <translation>%1: der letzte Datensatz ist unvollständig (wird noch geschrieben?); bis dahin gelesen</translation>
    </message>
    <message>
        <source>record %1 at byte %2: %3</source>
        <translation>Datensatz %1 bei Byte %2: %3</translation>
    </message>
    <message>
        <source>the length&apos;s checksum does not match; the file is corrupted</source>
        <translation>die Prüfsumme der Länge stimmt nicht; die Datei ist beschädigt</translation>
    </message>
    <message>
        <source>the data&apos;s checksum does not match; the file is corrupted</source>
        <translation>die Prüfsumme der Daten stimmt nicht; die Datei ist beschädigt</translation>
    </message>
    <message>
        <source>not a readable event</source>
        <translation>kein lesbares Ereignis</translation>
    </message>
    <message>
        <source>no events.out.tfevents.* file here</source>
        <translation>hier ist keine events.out.tfevents.*-Datei</translation>
    </message>
    <message>
        <source>scalars not taken over: %1</source>
        <translation>nicht übernommene Skalare: %1</translation>
    </message>
    <message>
        <source>%1 log lines carry no step; they are numbered in order of appearance (multiply by the job&apos;s logging_steps)</source>
        <translation>%1 Logzeilen tragen keinen Schritt; sie sind in der Reihenfolge ihres Auftretens nummeriert (mit logging_steps des Jobs multiplizieren)</translation>
    </message>
    <message>
        <source>%1 compile-trial values (a loss of 0.0 or beyond ±1e30) flagged as not acceptable and left out</source>
        <translation>%1 Werte aus Kompilier-Probeläufen (Loss 0,0 oder jenseits von ±1e30) als nicht annehmbar markiert und ausgelassen</translation>
    </message>
    <message>
        <source>the log says it is extracting graphs (neuron_parallel_compile): its values are not real training results</source>
        <translation>das Log meldet Graph-Extraktion (neuron_parallel_compile): seine Werte sind keine echten Trainingsergebnisse</translation>
    </message>
    <message>
        <source>no training step lines found (NxD &apos;step N … step loss L&apos;, Lightning &apos;step N loss is L&apos;, or {&apos;loss&apos;: …})</source>
        <translation>keine Trainingsschritt-Zeilen gefunden (NxD &apos;step N … step loss L&apos;, Lightning &apos;step N loss is L&apos; oder {&apos;loss&apos;: …})</translation>
    </message>
    <message>
        <source>%1: nothing to read</source>
        <translation>%1: nichts zu lesen</translation>
    </message>
    <message>
        <source>cannot open the lock file %1: %2</source>
        <translation>die Sperrdatei %1 lässt sich nicht öffnen: %2</translation>
    </message>
    <message>
        <source>the lock file %1 is not a regular file</source>
        <translation>die Sperrdatei %1 ist keine reguläre Datei</translation>
    </message>
    <message>
        <source>another program is updating this file (it holds %1); try again when it is done</source>
        <translation>ein anderes Programm ändert diese Datei gerade (es hält %1); versuchen Sie es erneut, wenn es fertig ist</translation>
    </message>
    <message>
        <source>cannot lock %1: %2</source>
        <translation>%1 lässt sich nicht sperren: %2</translation>
    </message>
    <message>
        <source>a %1 event: step %2 is negative</source>
        <translation>ein %1-Ereignis: Schritt %2 ist negativ</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has a value of the wrong type</source>
        <translation>&apos;%1&apos; hat einen Wert des falschen Typs</translation>
    </message>
    <message>
        <source>the line is longer than %1 MiB; skipped</source>
        <translation>die Zeile ist länger als %1 MiB; übersprungen</translation>
    </message>
    <message>
        <source>cannot save %1: %2</source>
        <translation>%1 lässt sich nicht speichern: %2</translation>
    </message>
    <message>
        <source>cannot save %1: reading what is on disk failed (%2)</source>
        <translation>%1 lässt sich nicht speichern: Lesen des Stands auf der Platte ist fehlgeschlagen (%2)</translation>
    </message>
    <message>
        <source>cannot save %1: the file changed on disk since it was opened; reload it, or save under another name so that neither version is lost</source>
        <translation>%1 lässt sich nicht speichern: Die Datei wurde seit dem Öffnen auf der Platte geändert; laden Sie sie neu oder speichern Sie unter einem anderen Namen, damit keine Fassung verloren geht</translation>
    </message>
    <message>
        <source>cannot save %1: the folder %2 does not exist</source>
        <translation>%1 lässt sich nicht speichern: Der Ordner %2 existiert nicht</translation>
    </message>
    <message>
        <source>cannot update %1: %2</source>
        <translation>%1 lässt sich nicht aktualisieren: %2</translation>
    </message>
    <message>
        <source>this is a folder, not a regular file</source>
        <translation>dies ist ein Ordner, keine reguläre Datei</translation>
    </message>
    <message>
        <source>this is a named pipe (FIFO), not a regular file</source>
        <translation>dies ist eine benannte Pipe (FIFO), keine reguläre Datei</translation>
    </message>
    <message>
        <source>this is a device, not a regular file</source>
        <translation>dies ist ein Gerät, keine reguläre Datei</translation>
    </message>
    <message>
        <source>this is a socket, not a regular file</source>
        <translation>dies ist ein Socket, keine reguläre Datei</translation>
    </message>
    <message>
        <source>this is not a regular file</source>
        <translation>dies ist keine reguläre Datei</translation>
    </message>
    <message>
        <source>cannot open the folder %1: %2</source>
        <translation>der Ordner %1 lässt sich nicht öffnen: %2</translation>
    </message>
    <message>
        <source>the run name &apos;%1&apos; does not make a folder inside %2</source>
        <translation>aus dem Laufnamen &apos;%1&apos; wird kein Ordner innerhalb von %2</translation>
    </message>
    <message>
        <source>cannot create %1: %2</source>
        <translation>%1 lässt sich nicht anlegen: %2</translation>
    </message>
    <message>
        <source>%1 is a symbolic link or not a folder; nothing was written there</source>
        <translation>%1 ist ein symbolischer Link oder kein Ordner; dort wurde nichts geschrieben</translation>
    </message>
    <message>
        <source>a second YAML document starts here; this file holds exactly one document</source>
        <translation>hier beginnt ein zweites YAML-Dokument; diese Datei enthält genau ein Dokument</translation>
    </message>
    <message>
        <source>expected true or false, found %1</source>
        <translation>erwartet true oder false, gefunden %1</translation>
    </message>
    <message>
        <source>the byte tokenizer needs at least %1 tokens, found %2</source>
        <translation>der Byte-Tokenizer braucht mindestens %1 Tokens, gefunden %2</translation>
    </message>
    <message>
        <source>must divide num_attention_heads (%1), found %2</source>
        <translation>muss num_attention_heads (%1) teilen, gefunden %2</translation>
    </message>
    <message>
        <source>must be even for rotary embeddings, found %1</source>
        <translation>muss für Rotary-Embeddings gerade sein, gefunden %1</translation>
    </message>
    <message>
        <source>must be a multiple of num_attention_heads (%1) unless head_dim is given, found %2</source>
        <translation>muss ein Vielfaches von num_attention_heads (%1) sein, sofern head_dim nicht angegeben ist, gefunden %2</translation>
    </message>
    <message>
        <source>must be at most %1, found %2 (threads beyond the cores only slow training down)</source>
        <translation>darf höchstens %1 sein, gefunden %2 (Threads über die Kerne hinaus bremsen das Training nur)</translation>
    </message>
    <message>
        <source>give either a model folder (path) or an inline config, not both</source>
        <translation>entweder einen Modellordner (path) oder eine eingebettete Konfiguration angeben, nicht beides</translation>
    </message>
    <message>
        <source>unknown module &quot;%1&quot; (Llama has q/k/v/o_proj, gate/up/down_proj)</source>
        <translation>unbekanntes Modul &quot;%1&quot; (Llama hat q/k/v/o_proj, gate/up/down_proj)</translation>
    </message>
    <message>
        <source>this machine has %1</source>
        <translation>dieser Rechner hat %1</translation>
    </message>
    <message>
        <source>no single device has more than %1</source>
        <translation>kein einzelnes Gerät hat mehr als %1</translation>
    </message>
    <message>
        <source>training needs at least %1 of memory (weights %2, gradients and optimizer state %3, activations of one micro-batch %4); %5</source>
        <translation>das Training braucht mindestens %1 Speicher (Gewichte %2, Gradienten und Optimiererzustand %3, Aktivierungen eines Micro-Batches %4); %5</translation>
    </message>
    <message>
        <source>imported (%1) by pilotctl import; no process writes this run</source>
        <translation>importiert (%1) mit pilotctl import; kein Prozess schreibt diesen Lauf</translation>
    </message>
    <message>
        <source>process %1 on %2 holds %3</source>
        <translation>Prozess %1 auf %2 hält %3</translation>
    </message>
    <message>
        <source>a process holds %1</source>
        <translation>ein Prozess hält %1</translation>
    </message>
    <message>
        <source>no run_end; %1 is free as seen from here, but the run was written on host %2, and not every file system shows one host&apos;s locks to another</source>
        <translation>kein run_end; %1 ist von hier aus gesehen frei, aber der Lauf wurde auf Host %2 geschrieben, und nicht jedes Dateisystem zeigt die Sperren eines Hosts einem anderen</translation>
    </message>
    <message>
        <source>no run_end, and no process holds %1: the run ended without saying why</source>
        <translation>kein run_end, und kein Prozess hält %1: Der Lauf endete, ohne den Grund zu nennen</translation>
    </message>
    <message>
        <source>no run_end, no %1, and no host and process to check</source>
        <translation>kein run_end, kein %1 und weder Host noch Prozess zum Prüfen</translation>
    </message>
    <message>
        <source>no run_end; process %1 on host %2 cannot be checked from here</source>
        <translation>kein run_end; Prozess %1 auf Host %2 lässt sich von hier aus nicht prüfen</translation>
    </message>
    <message>
        <source>no run_end, and process %1 no longer exists on this host</source>
        <translation>kein run_end, und Prozess %1 existiert auf diesem Host nicht mehr</translation>
    </message>
    <message>
        <source>no run_end; process %1 on this host started after the run did, so it is another process</source>
        <translation>kein run_end; Prozess %1 auf diesem Host wurde nach dem Lauf gestartet, ist also ein anderer Prozess</translation>
    </message>
    <message>
        <source>process %1 on this host is alive (no %2 to confirm it is the writer)</source>
        <translation>Prozess %1 auf diesem Host lebt (kein %2, das bestätigt, dass er der Schreiber ist)</translation>
    </message>
    <message>
        <source>expected exactly one of any_yes, any_no, at_least_yes, at_least_no, all_yes, all_of, fact, always</source>
        <translation>erwartet genau eines von any_yes, any_no, at_least_yes, at_least_no, all_yes, all_of, fact, always</translation>
    </message>
    <message>
        <source>expected at least one condition</source>
        <translation>erwartet mindestens eine Bedingung</translation>
    </message>
    <message>
        <source>unknown fact &apos;%1&apos; (known: %2)</source>
        <translation>unbekannte Tatsache &apos;%1&apos; (bekannt: %2)</translation>
    </message>
    <message>
        <source>expected yes or no, found %1</source>
        <translation>erwartet yes oder no, gefunden %1</translation>
    </message>
    <message>
        <source>expected two questions with the answers that contradict each other</source>
        <translation>erwartet zwei Fragen mit den Antworten, die einander widersprechen</translation>
    </message>
    <message>
        <source>expected true or false, found &apos;%1&apos;</source>
        <translation>erwartet true oder false, gefunden &apos;%1&apos;</translation>
    </message>
    <message>
        <source>a prerequisite needs a do_first task</source>
        <translation>eine Voraussetzung braucht eine do_first-Aufgabe</translation>
    </message>
    <message>
        <source>no question &apos;%1&apos; in the decision rules; did you mean &apos;%2&apos;?</source>
        <translation>keine Frage &apos;%1&apos; in den Entscheidungsregeln; war &apos;%2&apos; gemeint?</translation>
    </message>
    <message>
        <source>no question &apos;%1&apos; in the decision rules; the row is not part of the decision</source>
        <translation>keine Frage &apos;%1&apos; in den Entscheidungsregeln; die Zeile ist nicht Teil der Entscheidung</translation>
    </message>
    <message>
        <source>cannot save %1: the name must end in .md, .html or .pdf</source>
        <translation>%1 lässt sich nicht speichern: Der Name muss auf .md, .html oder .pdf enden</translation>
    </message>
    <message>
        <source>the PDF could not be started</source>
        <translation>das PDF ließ sich nicht beginnen</translation>
    </message>
    <message>
        <source>the PDF could not be completed</source>
        <translation>das PDF ließ sich nicht fertigstellen</translation>
    </message>
    <message>
        <source>answered %1, but %2 (%3); the decision counts %4</source>
        <translation>beantwortet mit %1, aber %2 (%3); die Entscheidung zählt %4</translation>
    </message>
    <message>
        <source>must be positive, found %1</source>
        <translation>muss positiv sein, gefunden: %1</translation>
    </message>
    <message>
        <source>only llama is supported</source>
        <translation>nur llama wird unterstützt</translation>
    </message>
    <message>
        <source>only silu is supported</source>
        <translation>nur silu wird unterstützt</translation>
    </message>
    <message>
        <source>biases are not supported</source>
        <translation>Bias-Terme werden nicht unterstützt</translation>
    </message>
    <message>
        <source>only unscaled RoPE is supported</source>
        <translation>nur unskaliertes RoPE wird unterstützt</translation>
    </message>
    <message>
        <source>only default is supported</source>
        <translation>nur default wird unterstützt</translation>
    </message>
    <message>
        <source>expected a whole number of at least %1 (empty for not set)</source>
        <translation>erwartet eine ganze Zahl von mindestens %1 (leer für nicht gesetzt)</translation>
    </message>
    <message>
        <source>expected a number of at least %1 (empty for not set)</source>
        <translation>erwartet eine Zahl von mindestens %1 (leer für nicht gesetzt)</translation>
    </message>
    <message>
        <source>cannot save %1: creating a temporary file failed (%2)</source>
        <translation>%1 kann nicht gespeichert werden: Anlegen einer temporären Datei fehlgeschlagen (%2)</translation>
    </message>
    <message>
        <source>cannot save %1: writing failed (%2)</source>
        <translation>%1 kann nicht gespeichert werden: Schreiben fehlgeschlagen (%2)</translation>
    </message>
    <message>
        <source>cannot save %1: replacing the file failed (%2)</source>
        <translation>%1 kann nicht gespeichert werden: Ersetzen der Datei fehlgeschlagen (%2)</translation>
    </message>
    <message>
        <source>a %1 event: step %2 is not a whole number in range (at most %3)</source>
        <translation>ein %1-Ereignis: Schritt %2 ist keine ganze Zahl im gültigen Bereich (höchstens %3)</translation>
    </message>
    <message>
        <source>a %1 event: step %2 is not a whole number</source>
        <translation>ein %1-Ereignis: Schritt %2 ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>“%1” must be a list of texts</source>
        <translation>„%1“ muss eine Liste von Texten sein</translation>
    </message>
    <message>
        <source>this file is not a Qt plugin (it carries no plugin metadata)</source>
        <translation>diese Datei ist kein Qt-Plugin (sie trägt keine Plugin-Metadaten)</translation>
    </message>
    <message>
        <source>the plugin implements “%1”, not the backend interface “%2”</source>
        <translation>das Plugin implementiert „%1“, nicht die Backend-Schnittstelle „%2“</translation>
    </message>
    <message>
        <source>“name” must be a lower-case name of letters, digits, &apos;-&apos; and &apos;_&apos;</source>
        <translation>„name“ muss ein kleingeschriebener Name aus Buchstaben, Ziffern, &apos;-&apos; und &apos;_&apos; sein</translation>
    </message>
    <message>
        <source>“version” is missing</source>
        <translation>„version“ fehlt</translation>
    </message>
    <message>
        <source>“job_interface” must be the number of the job interface version it speaks</source>
        <translation>„job_interface“ muss die Nummer der Version der Job-Schnittstelle sein, die das Plugin spricht</translation>
    </message>
    <message>
        <source>it speaks job interface version %1; this program speaks version 1</source>
        <translation>es spricht Version %1 der Job-Schnittstelle; dieses Programm spricht Version 1</translation>
    </message>
    <message>
        <source>bad metadata: %1</source>
        <translation>fehlerhafte Metadaten: %1</translation>
    </message>
    <message>
        <source>another backend called “%1” comes first in the search path: %2</source>
        <translation>ein anderes Backend namens „%1“ steht im Suchpfad davor: %2</translation>
    </message>
    <message>
        <source>The backend “%1” cannot be used: %2 (%3).</source>
        <translation>Das Backend „%1“ ist nicht nutzbar: %2 (%3).</translation>
    </message>
    <message>
        <source>There is no backend “%1”: no backend plugins were found in %2.</source>
        <translation>Es gibt kein Backend „%1“: In %2 wurden keine Backend-Plugins gefunden.</translation>
    </message>
    <message>
        <source>There is no backend “%1”; the backends found are: %2.</source>
        <translation>Es gibt kein Backend „%1“; gefunden wurden: %2.</translation>
    </message>
    <message>
        <source>it could not be loaded: %1</source>
        <translation>es ließ sich nicht laden: %1</translation>
    </message>
    <message>
        <source>its plugin object does not implement the backend interface</source>
        <translation>sein Plugin-Objekt implementiert die Backend-Schnittstelle nicht</translation>
    </message>
    <message>
        <source>the loaded plugin calls itself “%1”, its metadata “%2”</source>
        <translation>das geladene Plugin nennt sich „%1“, seine Metadaten „%2“</translation>
    </message>
    <message>
        <source>The job asks for the backend “%1”, not “%2”.</source>
        <translation>Der Job verlangt das Backend „%1“, nicht „%2“.</translation>
    </message>
    <message>
        <source>The backend “%1” runs on %2, not on the device “%3”.</source>
        <translation>Das Backend „%1“ läuft auf %2, nicht auf dem Gerät „%3“.</translation>
    </message>
    <message>
        <source>The backend “%1” trains in %2, not in “%3”.</source>
        <translation>Das Backend „%1“ trainiert in %2, nicht in „%3“.</translation>
    </message>
    <message>
        <source>The backend “%1” trains with %2, not with “%3”.</source>
        <translation>Das Backend „%1“ trainiert mit %2, nicht mit „%3“.</translation>
    </message>
    <message>
        <source>The backend “%1” reads the tokenizers %2, not “%3”.</source>
        <translation>Das Backend „%1“ liest die Tokenizer %2, nicht „%3“.</translation>
    </message>
    <message>
        <source>%1: byte %2: this is not a JSON object (%3).</source>
        <translation>%1: Byte %2: Das ist kein JSON-Objekt (%3).</translation>
    </message>
    <message>
        <source>not an object</source>
        <translation>kein Objekt</translation>
    </message>
    <message>
        <source>version %1 is newer than this program reads (%2)</source>
        <translation>Version %1 ist neuer, als dieses Programm lesen kann (%2)</translation>
    </message>
    <message>
        <source>expected a whole number as text, found “%1”</source>
        <translation>erwartet eine ganze Zahl als Text, gefunden „%1“</translation>
    </message>
    <message>
        <source>expected an ISO 8601 date and time, found “%1”</source>
        <translation>erwartet Datum und Uhrzeit nach ISO 8601, gefunden „%1“</translation>
    </message>
    <message>
        <source>The user name “%1” of the SSH target may hold only letters, digits, &apos;.&apos;, &apos;-&apos; and &apos;_&apos;, and may not start with &apos;-&apos; or &apos;.&apos;.</source>
        <translation>Der Benutzername „%1“ des SSH-Ziels darf nur Buchstaben, Ziffern, &apos;.&apos;, &apos;-&apos; und &apos;_&apos; enthalten und nicht mit &apos;-&apos; oder &apos;.&apos; beginnen.</translation>
    </message>
    <message>
        <source>The port “%1” of the SSH target is not a number from 1 to 65535.</source>
        <translation>Der Port „%1“ des SSH-Ziels ist keine Zahl von 1 bis 65535.</translation>
    </message>
    <message>
        <source>The SSH target names no host: write ssh://host, ssh://user@host or ssh://user@host:port.</source>
        <translation>Das SSH-Ziel nennt keinen Host: Schreiben Sie ssh://host, ssh://benutzer@host oder ssh://benutzer@host:port.</translation>
    </message>
    <message>
        <source>The host name “%1” of the SSH target may hold only letters, digits, &apos;.&apos;, &apos;-&apos; and &apos;_&apos;, and may not start with &apos;-&apos; or &apos;.&apos;.</source>
        <translation>Der Hostname „%1“ des SSH-Ziels darf nur Buchstaben, Ziffern, &apos;.&apos;, &apos;-&apos; und &apos;_&apos; enthalten und nicht mit &apos;-&apos; oder &apos;.&apos; beginnen.</translation>
    </message>
    <message>
        <source>The Slurm partition “%1” may hold only letters, digits, &apos;.&apos;, &apos;-&apos; and &apos;_&apos;, and may not start with &apos;-&apos; or &apos;.&apos;.</source>
        <translation>Die Slurm-Partition „%1“ darf nur Buchstaben, Ziffern, &apos;.&apos;, &apos;-&apos; und &apos;_&apos; enthalten und nicht mit &apos;-&apos; oder &apos;.&apos; beginnen.</translation>
    </message>
    <message>
        <source>“%1” is not a launch target: write local, ssh://[user@]host[:port] or slurm[:partition].</source>
        <translation>„%1“ ist kein Startziel: Schreiben Sie local, ssh://[benutzer@]host[:port] oder slurm[:partition].</translation>
    </message>
    <message>
        <source>Jobs on the device “neuron” run on the neuron backend; set “backend” to “neuron”.</source>
        <translation>Jobs auf dem Gerät „neuron“ laufen im Backend neuron; setzen Sie „backend“ auf „neuron“.</translation>
    </message>
    <message>
        <source>pilot-trainer trains Llama-like models only, not “%1”.</source>
        <translation>pilot-trainer trainiert nur Llama-artige Modelle, nicht „%1“.</translation>
    </message>
    <message>
        <source>The run folder on the host must be an absolute path, not “%1”.</source>
        <translation>Der Lauf-Ordner auf dem Host muss ein absoluter Pfad sein, nicht „%1“.</translation>
    </message>
    <message>
        <source>pilot-trainer was not found at %1: build it (it needs libtorch), or set PILOT_TRAINER to its path.</source>
        <translation>pilot-trainer wurde unter %1 nicht gefunden: Bauen Sie ihn (er braucht libtorch) oder setzen Sie PILOT_TRAINER auf seinen Pfad.</translation>
    </message>
    <message>
        <source>%1 could not be started: %2</source>
        <translation>%1 konnte nicht gestartet werden: %2</translation>
    </message>
    <message>
        <source>%1 did not answer within %2 seconds and was stopped.</source>
        <translation>%1 hat nicht innerhalb von %2 Sekunden geantwortet und wurde beendet.</translation>
    </message>
    <message>
        <source>%1 ended abnormally.</source>
        <translation>%1 wurde nicht ordnungsgemäß beendet.</translation>
    </message>
    <message>
        <source>killed by signal %1</source>
        <translation>durch Signal %1 beendet</translation>
    </message>
    <message>
        <source>exit code %1</source>
        <translation>Exit-Code %1</translation>
    </message>
    <message>
        <source>%1: cannot open the log file: %2</source>
        <translation>%1: Die Protokolldatei kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>The launch plan names no program to run.</source>
        <translation>Der Startplan nennt kein auszuführendes Programm.</translation>
    </message>
    <message>
        <source>%1: cannot create the run folder and its logs folder.</source>
        <translation>%1: Der Lauf-Ordner und sein Protokollordner können nicht angelegt werden.</translation>
    </message>
    <message>
        <source>%1: the run is still going (process %2); abort it or wait for its end before starting it again.</source>
        <translation>%1: Der Lauf läuft noch (Prozess %2); brechen Sie ihn ab oder warten Sie sein Ende ab, bevor Sie ihn erneut starten.</translation>
    </message>
    <message>
        <source>%1: a process (%2 on %3) holds run.lock; the run folder is in use.</source>
        <translation>%1: Ein Prozess (%2 auf %3) hält run.lock; der Lauf-Ordner wird gerade verwendet.</translation>
    </message>
    <message>
        <source>%1: the working folder of the job does not exist.</source>
        <translation>%1: Der Arbeitsordner des Jobs existiert nicht.</translation>
    </message>
    <message>
        <source>%1: no such program on the PATH of the job (%2).</source>
        <translation>%1: kein solches Programm im PATH des Jobs (%2).</translation>
    </message>
    <message>
        <source>%1: the job could not be started: %2</source>
        <translation>%1: Der Job konnte nicht gestartet werden: %2</translation>
    </message>
    <message>
        <source>launch.json names no process</source>
        <translation>launch.json nennt keinen Prozess</translation>
    </message>
    <message>
        <source>process %1 on %2 holds run.lock</source>
        <translation>Prozess %1 auf %2 hält run.lock</translation>
    </message>
    <message>
        <source>the run was started on host %1; its process cannot be seen from here</source>
        <translation>der Lauf wurde auf Host %1 gestartet; sein Prozess ist von hier aus nicht sichtbar</translation>
    </message>
    <message>
        <source>process %1 ended (%2)</source>
        <translation>Prozess %1 beendet (%2)</translation>
    </message>
    <message>
        <source>process %1 is gone</source>
        <translation>Prozess %1 existiert nicht mehr</translation>
    </message>
    <message>
        <source>process %1 is gone; its pid now belongs to another process</source>
        <translation>Prozess %1 existiert nicht mehr; seine PID gehört jetzt einem anderen Prozess</translation>
    </message>
    <message>
        <source>process %1 has ended</source>
        <translation>Prozess %1 ist beendet</translation>
    </message>
    <message>
        <source>process %1 is alive</source>
        <translation>Prozess %1 läuft</translation>
    </message>
    <message>
        <source>The run was started on host %1; it can only be stopped there.</source>
        <translation>Der Lauf wurde auf Host %1 gestartet; er kann nur dort beendet werden.</translation>
    </message>
    <message>
        <source>Cannot signal process group %1: %2</source>
        <translation>An die Prozessgruppe %1 kann kein Signal gesendet werden: %2</translation>
    </message>
    <message>
        <source>Process group %1 is still there %2 s after SIGKILL.</source>
        <translation>Die Prozessgruppe %1 besteht %2 s nach SIGKILL noch.</translation>
    </message>
    <message>
        <source>launch.json is there but cannot be read</source>
        <translation>launch.json ist vorhanden, kann aber nicht gelesen werden</translation>
    </message>
    <message>
        <source>No run folder given.</source>
        <translation>Kein Lauf-Ordner angegeben.</translation>
    </message>
    <message>
        <source>%1: exists and is not a folder.</source>
        <translation>%1: existiert und ist kein Ordner.</translation>
    </message>
    <message>
        <source>This build cannot launch on %1.</source>
        <translation>Dieser Build kann nicht auf %1 starten.</translation>
    </message>
    <message>
        <source>Backend %1 cannot plan this job: %2</source>
        <translation>Backend %1 kann diesen Job nicht planen: %2</translation>
    </message>
    <message>
        <source>%1; end of stderr.log:
%2</source>
        <translation>%1; Ende von stderr.log:
%2</translation>
    </message>
    <message>
        <source> (exit code %1)</source>
        <translation> (Exit-Code %1)</translation>
    </message>
    <message>
        <source>a process holds run.lock and has not written run_start yet</source>
        <translation>ein Prozess hält run.lock und hat run_start noch nicht geschrieben</translation>
    </message>
    <message>
        <source>no launch.json, no events in metrics.jsonl and no process in the folder</source>
        <translation>keine launch.json, keine Ereignisse in metrics.jsonl und kein Prozess im Ordner</translation>
    </message>
    <message>
        <source>%1 without run_end (%2)</source>
        <translation>%1 ohne run_end (%2)</translation>
    </message>
    <message>
        <source>%1 before run_start</source>
        <translation>%1 vor run_start</translation>
    </message>
    <message>
        <source>%1 without run_end</source>
        <translation>%1 ohne run_end</translation>
    </message>
    <message>
        <source>a process holds run.lock (%1)</source>
        <translation>ein Prozess hält run.lock (%1)</translation>
    </message>
    <message>
        <source>this build has no launcher for %1</source>
        <translation>dieser Build hat keinen Starter für %1</translation>
    </message>
    <message>
        <source>squeue answered “%1”, which is not the line asked for.</source>
        <translation>squeue antwortete „%1“; das ist nicht die angefragte Zeile.</translation>
    </message>
    <message>
        <source>sacct answered “%1”, which is not the line asked for.</source>
        <translation>sacct antwortete „%1“; das ist nicht die angefragte Zeile.</translation>
    </message>
    <message>
        <source>%1 says Slurm job %2 is %3, a state this program does not know.</source>
        <translation>%1 meldet für Slurm-Job %2 den Zustand %3, den dieses Programm nicht kennt.</translation>
    </message>
    <message>
        <source>%1 says Slurm job %2 is %3.</source>
        <translation>%1 meldet für Slurm-Job %2 den Zustand %3.</translation>
    </message>
    <message>
        <source>%1 says Slurm job %2 is %3 (reason: %4).</source>
        <translation>%1 meldet für Slurm-Job %2 den Zustand %3 (Grund: %4).</translation>
    </message>
    <message>
        <source>%1 was not found on the PATH; Slurm runs need a machine that can submit to the cluster.</source>
        <translation>%1 wurde im PATH nicht gefunden; Slurm-Läufe brauchen einen Rechner, der Jobs an den Cluster übermitteln kann.</translation>
    </message>
    <message>
        <source>The run folder %1 already belongs to Slurm job %2, which is %3; abort it or wait for its end first.</source>
        <translation>Der Lauf-Ordner %1 gehört bereits zu Slurm-Job %2 im Zustand %3; brechen Sie ihn ab oder warten Sie zuerst sein Ende ab.</translation>
    </message>
    <message>
        <source>The Slurm launcher cannot run jobs on %1.</source>
        <translation>Der Slurm-Starter kann keine Jobs auf %1 ausführen.</translation>
    </message>
    <message>
        <source>The run folder %1 is not inside the shared folder for Slurm runs, %2; the compute nodes would not see it.</source>
        <translation>Der Lauf-Ordner %1 liegt nicht im gemeinsamen Ordner für Slurm-Läufe, %2; die Rechenknoten würden ihn nicht sehen.</translation>
    </message>
    <message>
        <source>The run folder %1 could not be created.</source>
        <translation>Der Lauf-Ordner %1 konnte nicht angelegt werden.</translation>
    </message>
    <message>
        <source>sbatch refused the job: %1</source>
        <translation>sbatch hat den Job abgelehnt: %1</translation>
    </message>
    <message>
        <source>sbatch answered “%1” instead of a job id.</source>
        <translation>sbatch antwortete „%1“ statt mit einer Job-ID.</translation>
    </message>
    <message>
        <source>launch.json names no Slurm job id.</source>
        <translation>launch.json nennt keine Slurm-Job-ID.</translation>
    </message>
    <message>
        <source>squeue could not tell the state of Slurm job %1: %2</source>
        <translation>squeue konnte den Zustand von Slurm-Job %1 nicht ermitteln: %2</translation>
    </message>
    <message>
        <source>Slurm no longer knows job %1 (it ended longer ago than the cluster keeps finished jobs, and there is no accounting to ask); how it ended is not known.</source>
        <translation>Slurm kennt Job %1 nicht mehr (er endete vor längerer Zeit, als der Cluster beendete Jobs vorhält, und es gibt kein Accounting, das sich abfragen ließe); wie er endete, ist unbekannt.</translation>
    </message>
    <message>
        <source>scancel could not cancel Slurm job %1: %2</source>
        <translation>scancel konnte Slurm-Job %1 nicht abbrechen: %2</translation>
    </message>
    <message>
        <source>%1: expected job_id, submitted, started and pending_seconds of a Slurm job.</source>
        <translation>%1: job_id, submitted, started und pending_seconds eines Slurm-Jobs erwartet.</translation>
    </message>
    <message>
        <source>The value “%1” contains a NUL character, which no program argument can hold.</source>
        <translation>Der Wert „%1“ enthält ein NUL-Zeichen, das kein Programmargument aufnehmen kann.</translation>
    </message>
    <message>
        <source>The value “%1” contains a carriage return, which sbatch refuses in a batch script.</source>
        <translation>Der Wert „%1“ enthält einen Wagenrücklauf, den sbatch in einem Batch-Skript ablehnt.</translation>
    </message>
    <message>
        <source>The run folder %1 is not an absolute path; Slurm&apos;s compute nodes need one.</source>
        <translation>Der Lauf-Ordner %1 ist kein absoluter Pfad; die Rechenknoten von Slurm brauchen einen.</translation>
    </message>
    <message>
        <source>The run folder %1 contains a backslash, which Slurm cannot write its log files under; choose a folder name without one.</source>
        <translation>Der Lauf-Ordner %1 enthält einen Backslash, daher kann Slurm dort keine Protokolldateien schreiben; wählen Sie einen Ordnernamen ohne Backslash.</translation>
    </message>
    <message>
        <source>The environment variable name “%1” is not a plain name (letters, digits and &apos;_&apos;, not starting with a digit).</source>
        <translation>Der Name der Umgebungsvariablen „%1“ ist kein einfacher Name (Buchstaben, Ziffern und &apos;_&apos;, nicht mit einer Ziffer beginnend).</translation>
    </message>
    <message>
        <source>The program “%1” could not be started (%2); the SSH launcher needs the OpenSSH client and rsync.</source>
        <translation>Das Programm „%1“ konnte nicht gestartet werden (%2); der SSH-Starter braucht den OpenSSH-Client und rsync.</translation>
    </message>
    <message>
        <source>%1 did not answer within %2 seconds.</source>
        <translation>%1 hat nicht innerhalb von %2 Sekunden geantwortet.</translation>
    </message>
    <message>
        <source>The host key of %1 is not known, or it has changed, so nothing was done there. Check the key with the host&apos;s administrator, then add it to your known hosts (for example with “%2”, comparing the fingerprint, or by logging in once with ssh in a terminal). ssh said: %3</source>
        <translation>Der Host-Schlüssel von %1 ist unbekannt oder hat sich geändert, daher wurde dort nichts ausgeführt. Prüfen Sie den Schlüssel mit dem Administrator des Hosts und fügen Sie ihn dann Ihren bekannten Hosts hinzu (zum Beispiel mit „%2“, wobei Sie den Fingerabdruck vergleichen, oder indem Sie sich einmal in einem Terminal mit ssh anmelden). ssh meldete: %3</translation>
    </message>
    <message>
        <source>%1 refused the login. The SSH launcher logs in with keys only and never asks for a password: load the key into your SSH agent or name it in the SSH settings. ssh said: %2</source>
        <translation>%1 hat die Anmeldung abgelehnt. Der SSH-Starter meldet sich nur mit Schlüsseln an und fragt nie nach einem Passwort: Laden Sie den Schlüssel in Ihren SSH-Agent, oder geben Sie ihn in den SSH-Einstellungen an. ssh meldete: %2</translation>
    </message>
    <message>
        <source>Cannot reach %1 over SSH: %2</source>
        <translation>%1 ist über SSH nicht erreichbar: %2</translation>
    </message>
    <message>
        <source>A command on %1 failed (exit code %2): %3</source>
        <translation>Ein Befehl auf %1 ist fehlgeschlagen (Exit-Code %2): %3</translation>
    </message>
    <message>
        <source>A value for the host contains a NUL character, which no command line can carry.</source>
        <translation>Ein Wert für den Host enthält ein NUL-Zeichen, das keine Befehlszeile übertragen kann.</translation>
    </message>
    <message>
        <source>%1 is not a regular file; the run&apos;s metrics are not copied over it.</source>
        <translation>%1 ist keine reguläre Datei; sie wird nicht mit den Metriken des Laufs überschrieben.</translation>
    </message>
    <message>
        <source>The run folder “%1” has no name that could become a folder on the host.</source>
        <translation>Der Lauf-Ordner „%1“ hat keinen Namen, der auf dem Host zu einem Ordner werden könnte.</translation>
    </message>
    <message>
        <source>The remote run folder “%1” names another user&apos;s home; give an absolute path or one under ~/.</source>
        <translation>Der entfernte Lauf-Ordner „%1“ verweist auf das Home-Verzeichnis eines anderen Benutzers; geben Sie einen absoluten Pfad oder einen Pfad unter ~/ an.</translation>
    </message>
    <message>
        <source>The host %1 did not name an absolute home folder (HOME is “%2”).</source>
        <translation>Der Host %1 hat kein absolutes Home-Verzeichnis genannt (HOME ist „%2“).</translation>
    </message>
    <message>
        <source>Cannot create a temporary folder to stage the job&apos;s files: %1</source>
        <translation>Es kann kein temporärer Ordner zum Bereitstellen der Job-Dateien angelegt werden: %1</translation>
    </message>
    <message>
        <source>Cannot stage “%1” as “%2”.</source>
        <translation>„%1“ kann nicht als „%2“ bereitgestellt werden.</translation>
    </message>
    <message>
        <source>Copying the job&apos;s files to %1 failed: %2</source>
        <translation>Das Kopieren der Job-Dateien nach %1 ist fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>The launch plan has no program to start.</source>
        <translation>Der Startplan enthält kein zu startendes Programm.</translation>
    </message>
    <message>
        <source>The program “%1” contains &apos;=&apos;, which the SSH launcher cannot start.</source>
        <translation>Das Programm „%1“ enthält &apos;=&apos;; der SSH-Starter kann es daher nicht starten.</translation>
    </message>
    <message>
        <source>An argument of the launch plan contains a NUL character.</source>
        <translation>Ein Argument des Startplans enthält ein NUL-Zeichen.</translation>
    </message>
    <message>
        <source>The environment variable “%1” of the launch plan is not a valid name.</source>
        <translation>Die Umgebungsvariable „%1“ des Startplans hat keinen gültigen Namen.</translation>
    </message>
    <message>
        <source>The staged file name “%1” leaves the run folder or takes the place of a file of the run.</source>
        <translation>Der bereitgestellte Dateiname „%1“ verlässt den Lauf-Ordner oder nimmt den Platz einer Datei des Laufs ein.</translation>
    </message>
    <message>
        <source>The file to stage “%1” is not a regular file or folder given by its absolute path.</source>
        <translation>Die bereitzustellende Datei „%1“ ist keine reguläre Datei und kein Ordner mit absolutem Pfad.</translation>
    </message>
    <message>
        <source>The run folder %1 belongs to a job that may still run on %2 (%3); abort it or choose another folder.</source>
        <translation>Der Lauf-Ordner %1 gehört zu einem Job, der auf %2 möglicherweise noch läuft (%3); brechen Sie ihn ab oder wählen Sie einen anderen Ordner.</translation>
    </message>
    <message>
        <source>The working folder “%1” of the launch plan is not an absolute path.</source>
        <translation>Der Arbeitsordner „%1“ des Startplans ist kein absoluter Pfad.</translation>
    </message>
    <message>
        <source>Cannot create the run folder %1.</source>
        <translation>Der Lauf-Ordner %1 kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>A job already runs in %1 on %2 (it holds run.lock); nothing was started.</source>
        <translation>In %1 auf %2 läuft bereits ein Job (er hält run.lock); es wurde nichts gestartet.</translation>
    </message>
    <message>
        <source>Starting the job on %1 failed, and whether it started is not known; look into %2 on the host. %3</source>
        <translation>Das Starten des Jobs auf %1 ist fehlgeschlagen, und ob er gestartet wurde, ist unbekannt; sehen Sie auf dem Host in %2 nach. %3</translation>
    </message>
    <message>
        <source>The working folder %1 does not exist on %2; nothing was started.</source>
        <translation>Der Arbeitsordner %1 existiert auf %2 nicht; es wurde nichts gestartet.</translation>
    </message>
    <message>
        <source>The job ended at once on %1 with exit code %2. Its error output ends with: %3</source>
        <translation>Der Job endete auf %1 sofort mit Exit-Code %2. Seine Fehlerausgabe endet mit: %3</translation>
    </message>
    <message>
        <source>The host %1 answered the start in a way this program does not understand: “%2”.</source>
        <translation>Der Host %1 hat auf den Start in einer Weise geantwortet, die dieses Programm nicht versteht: „%2“.</translation>
    </message>
    <message>
        <source>The job was stopped again because its launch record could not be written: %1</source>
        <translation>Der Job wurde wieder beendet, weil sein Startdatensatz nicht geschrieben werden konnte: %1</translation>
    </message>
    <message>
        <source>The launch record names no process.</source>
        <translation>Der Startdatensatz nennt keinen Prozess.</translation>
    </message>
    <message>
        <source>pid %1 runs on %2</source>
        <translation>PID %1 läuft auf %2</translation>
    </message>
    <message>
        <source>pid %1 on %2 now belongs to another process; the job has ended</source>
        <translation>PID %1 auf %2 gehört jetzt einem anderen Prozess; der Job ist beendet</translation>
    </message>
    <message>
        <source>pid %1 no longer runs on %2</source>
        <translation>PID %1 läuft nicht mehr auf %2</translation>
    </message>
    <message>
        <source>The host %1 gave an answer this program does not understand: “%2”.</source>
        <translation>Der Host %1 gab eine Antwort, die dieses Programm nicht versteht: „%2“.</translation>
    </message>
    <message>
        <source>%1 on %2 is not a regular file, or the host answered in an unknown way.</source>
        <translation>%1 auf %2 ist keine reguläre Datei, oder der Host hat auf unbekannte Weise geantwortet.</translation>
    </message>
    <message>
        <source>%1 on %2 changed while it was being copied; try again.</source>
        <translation>%1 auf %2 hat sich während des Kopierens geändert; versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>The launch record of %1 names no run folder on the host.</source>
        <translation>Der Startdatensatz von %1 nennt keinen Lauf-Ordner auf dem Host.</translation>
    </message>
    <message>
        <source>Fetching the logs and checkpoint manifests from %1 failed: %2</source>
        <translation>Das Abrufen der Protokolle und Checkpoint-Manifeste von %1 ist fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>The host %1 refused to signal process group %2.</source>
        <translation>Der Host %1 hat es abgelehnt, der Prozessgruppe %2 ein Signal zu senden.</translation>
    </message>
    <message>
        <source>“%1” is not an absolute path.</source>
        <translation>„%1“ ist kein absoluter Pfad.</translation>
    </message>
    <message>
        <source>%1 cannot be used: %2.</source>
        <translation>%1 kann nicht verwendet werden: %2.</translation>
    </message>
    <message>
        <source>%1 may be read by other users, so ssh will not use it as a key; make it readable by you alone (chmod 600).</source>
        <translation>%1 ist für andere Benutzer lesbar, daher verwendet ssh die Datei nicht als Schlüssel; sie muss allein für den eigenen Benutzer lesbar sein (chmod 600).</translation>
    </message>
    <message>
        <source>SSH configuration file</source>
        <translation>SSH-Konfigurationsdatei</translation>
    </message>
    <message>
        <source>Identity file</source>
        <translation>Schlüsseldatei</translation>
    </message>
    <message>
        <source>Known-hosts file</source>
        <translation>Known-Hosts-Datei</translation>
    </message>
    <message>
        <source>Run folder on the host</source>
        <translation>Lauf-Ordner auf dem Host</translation>
    </message>
    <message>
        <source>Shared folder for Slurm runs</source>
        <translation>Gemeinsamer Ordner für Slurm-Läufe</translation>
    </message>
    <message>
        <source>“%1” is neither an absolute path nor one under ~/ (the home folder of the user logging in).</source>
        <translation>„%1“ ist weder ein absoluter Pfad noch ein Pfad unter ~/ (dem Home-Ordner des sich anmeldenden Benutzers).</translation>
    </message>
    <message>
        <source>%1 is not a folder on this machine.</source>
        <translation>%1 ist kein Ordner auf diesem Rechner.</translation>
    </message>
    <message>
        <source>New run folders go into %1, which is not inside %2; the compute nodes would not see them.</source>
        <translation>Neue Lauf-Ordner werden in %1 angelegt, das nicht in %2 liegt; die Rechenknoten würden sie nicht sehen.</translation>
    </message>
    <message>
        <source>%1 is not an SSH target.</source>
        <translation>%1 ist kein SSH-Ziel.</translation>
    </message>
    <message>
        <source>The host answered with exit code %1.</source>
        <translation>Der Host antwortete mit Exit-Code %1.</translation>
    </message>
    <message>
        <source>expected an object of texts</source>
        <translation>Objekt aus Texten erwartet</translation>
    </message>
    <message>
        <source>expected text</source>
        <translation>Text erwartet</translation>
    </message>
    <message>
        <source>expected a list of name and version objects</source>
        <translation>Liste von Objekten mit Name und Version erwartet</translation>
    </message>
    <message>
        <source>expected a list of objects</source>
        <translation>Liste von Objekten erwartet</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>Objekt erwartet</translation>
    </message>
    <message>
        <source>not started: the plan names no program or no plain file name for its output</source>
        <translation>nicht gestartet: Der Plan nennt kein Programm oder keinen einfachen Dateinamen für seine Ausgabe</translation>
    </message>
    <message>
        <source>not started: %1 is not on this host</source>
        <translation>nicht gestartet: %1 ist nicht auf diesem Host vorhanden</translation>
    </message>
    <message>
        <source>%1 cannot be removed.</source>
        <translation>%1 kann nicht entfernt werden.</translation>
    </message>
    <message>
        <source>%1 is being started right now; abort it once it runs.</source>
        <translation>%1 wird gerade gestartet; abbrechen lässt sich der Lauf, sobald er läuft.</translation>
    </message>
    <message>
        <source>%1 is not waiting in a queue (it started, was cancelled or was refused).</source>
        <translation>%1 wartet in keiner Warteschlange (der Lauf wurde gestartet, storniert oder abgelehnt).</translation>
    </message>
    <message>
        <source>%1 is being started by another program.</source>
        <translation>%1 wird von einem anderen Programm gestartet.</translation>
    </message>
    <message>
        <source>%1 is no longer queued: it was started, cancelled or refused elsewhere.</source>
        <translation>%1 ist nicht mehr in der Warteschlange: Der Lauf wurde anderswo gestartet, storniert oder abgelehnt.</translation>
    </message>
    <message>
        <source>being started on %1 by Migration Pilot (queued %2)</source>
        <translation>wird auf %1 vom Migrationspiloten gestartet (in der Warteschlange seit %2)</translation>
    </message>
    <message>
        <source>waiting in Migration Pilot&apos;s queue for a free place on %1 (queued %2); it starts while its project is open in the app</source>
        <translation>wartet in der Warteschlange des Migrationspiloten auf einen freien Platz auf %1 (in der Warteschlange seit %2); der Lauf startet, während sein Projekt in der App geöffnet ist</translation>
    </message>
    <message>
        <source>taken off the queue %1, before it started</source>
        <translation>%1 vor dem Start aus der Warteschlange genommen</translation>
    </message>
    <message>
        <source>did not start: %1</source>
        <translation>nicht gestartet: %1</translation>
    </message>
    <message>
        <source>The file to stage %1 cannot be copied for Slurm: %2</source>
        <translation>Die bereitzustellende Datei %1 kann nicht für Slurm kopiert werden: %2</translation>
    </message>
    <message>
        <source>not started: the Slurm launcher starts nothing beside the job</source>
        <translation>nicht gestartet: Der Slurm-Starter startet nichts neben dem Job</translation>
    </message>
    <message>
        <source>not started: the SSH launcher starts nothing beside the job</source>
        <translation>nicht gestartet: Der SSH-Starter startet nichts neben dem Job</translation>
    </message>
    <message>
        <source>more than %1 rules</source>
        <translation>mehr als %1 Regeln</translation>
    </message>
    <message>
        <source>ids are lower-case letters, digits, &apos;-&apos;, &apos;_&apos; and &apos;.&apos;</source>
        <translation>IDs bestehen aus Kleinbuchstaben, Ziffern, &apos;-&apos;, &apos;_&apos; und &apos;.&apos;</translation>
    </message>
    <message>
        <source>the rule &apos;%1&apos; is listed twice</source>
        <translation>die Regel &apos;%1&apos; ist doppelt aufgeführt</translation>
    </message>
    <message>
        <source>the pattern is empty</source>
        <translation>das Muster ist leer</translation>
    </message>
    <message>
        <source>not a valid regular expression: %1</source>
        <translation>kein gültiger regulärer Ausdruck: %1</translation>
    </message>
    <message>
        <source>the pattern needs exactly one named group for the operator: (?&lt;op&gt;…), or (?&lt;ops&gt;…) for a comma-separated list</source>
        <translation>das Muster braucht genau eine benannte Gruppe für den Operator: (?&lt;op&gt;…), oder (?&lt;ops&gt;…) für eine kommagetrennte Liste</translation>
    </message>
    <message>
        <source>the pattern matches an empty message, so it would match every message</source>
        <translation>das Muster passt auf eine leere Meldung und würde damit auf jede Meldung passen</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %n operator(s) fell back to the CPU (%2 reports): %3</source>
        <translation>
            <numerusform>%1 — %n Operator ist auf die CPU ausgewichen (%2 Meldungen): %3</numerusform>
            <numerusform>%1 — %n Operatoren sind auf die CPU ausgewichen (%2 Meldungen): %3</numerusform>
        </translation>
    </message>
    <message>
        <source>the output of neuron-ls is larger than %1 MiB</source>
        <translation>die Ausgabe von neuron-ls ist größer als %1 MiB</translation>
    </message>
    <message>
        <source>the output of neuron-ls is not JSON (%1 at byte %2)</source>
        <translation>die Ausgabe von neuron-ls ist kein JSON (%1 bei Byte %2)</translation>
    </message>
    <message>
        <source>the output of neuron-ls is not a list of devices</source>
        <translation>die Ausgabe von neuron-ls ist keine Liste von Geräten</translation>
    </message>
    <message>
        <source>neuron-ls lists %1 devices, more than %2</source>
        <translation>neuron-ls listet %1 Geräte auf, mehr als %2</translation>
    </message>
    <message>
        <source>device %1 of neuron-ls: %2 is missing or not a valid value</source>
        <translation>Gerät %1 von neuron-ls: %2 fehlt oder ist kein gültiger Wert</translation>
    </message>
    <message>
        <source>device %1 of neuron-ls is not an object</source>
        <translation>Gerät %1 von neuron-ls ist kein Objekt</translation>
    </message>
    <message>
        <source>neuron-ls ended with exit code %1: %2</source>
        <translation>neuron-ls endete mit Exit-Code %1: %2</translation>
    </message>
    <message>
        <source>the probe did not print a JSON object</source>
        <translation>die Abfrage hat kein JSON-Objekt ausgegeben</translation>
    </message>
    <message>
        <source>the probe&apos;s field “neuron” is not absent, native or legacy</source>
        <translation>das Feld „neuron“ der Abfrage ist weder absent noch native noch legacy</translation>
    </message>
    <message>
        <source>the probe&apos;s field “devices” is not a list</source>
        <translation>das Feld „devices“ der Abfrage ist keine Liste</translation>
    </message>
    <message>
        <source>the Python interpreter %1 is not an executable file</source>
        <translation>der Python-Interpreter %1 ist keine ausführbare Datei</translation>
    </message>
    <message>
        <source>no Python interpreter “%1” on the PATH (%2)</source>
        <translation>kein Python-Interpreter „%1“ im PATH (%2)</translation>
    </message>
    <message>
        <source>%1 -m pilot_neuron_job --probe ended with exit code %2: %3</source>
        <translation>%1 -m pilot_neuron_job --probe endete mit Exit-Code %2: %3</translation>
    </message>
    <message>
        <source>%1 -m pilot_neuron_job --probe: %2</source>
        <translation>%1 -m pilot_neuron_job --probe: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>unknown setting; expected one of %1</source>
        <translation>unbekannte Einstellung; erwartet wird eine von %1</translation>
    </message>
    <message>
        <source>longer than %1 characters</source>
        <translation>länger als %1 Zeichen</translation>
    </message>
    <message>
        <source>holds a line break or another control character</source>
        <translation>enthält einen Zeilenumbruch oder ein anderes Steuerzeichen</translation>
    </message>
    <message>
        <source>is empty; leave the key out for the default</source>
        <translation>ist leer; für den Standardwert den Schlüssel weglassen</translation>
    </message>
    <message>
        <source>expected a program name (looked up on the PATH) or an absolute path, found “%1”</source>
        <translation>Programmname (wird im PATH gesucht) oder absoluter Pfad erwartet, gefunden: „%1“</translation>
    </message>
    <message>
        <source>expected a whole number from 1 to %1, found “%2”</source>
        <translation>ganze Zahl von 1 bis %1 erwartet, gefunden: „%2“</translation>
    </message>
    <message>
        <source>expected a NeuronCore id or a range like 0-3, found “%1”</source>
        <translation>NeuronCore-ID oder Bereich wie 0-3 erwartet, gefunden: „%1“</translation>
    </message>
    <message>
        <source>expected true or false, found “%1”</source>
        <translation>true oder false erwartet, gefunden: „%1“</translation>
    </message>
    <message>
        <source>must not go up with “..”: a relative folder lies inside the run folder</source>
        <translation>darf nicht mit „..“ nach oben gehen: Ein relativer Ordner liegt innerhalb des Lauf-Ordners</translation>
    </message>
    <message>
        <source>expected text or a number, found %1</source>
        <translation>Text oder Zahl erwartet, gefunden: %1</translation>
    </message>
    <message>
        <source>backend names are lower-case letters, digits, &apos;-&apos; and &apos;_&apos;</source>
        <translation>Backend-Namen bestehen aus Kleinbuchstaben, Ziffern, &apos;-&apos; und &apos;_&apos;</translation>
    </message>
    <message>
        <source>the target %1 is given twice</source>
        <translation>das Ziel %1 ist doppelt angegeben</translation>
    </message>
    <message>
        <source>The Neuron job (the Python package pilot_neuron_job) is not at %1: build the neuron backend, or set PILOT_NEURON_JOB_PATH to the folder that holds the package.</source>
        <translation>Der Neuron-Job (das Python-Paket pilot_neuron_job) liegt nicht unter %1: das neuron-Backend bauen oder PILOT_NEURON_JOB_PATH auf den Ordner setzen, der das Paket enthält.</translation>
    </message>
    <message>
        <source>(the plugin&apos;s folder is unknown)</source>
        <translation>(der Ordner des Plugins ist unbekannt)</translation>
    </message>
    <message>
        <source>The Python environment of the Neuron job cannot be asked what it has: %1</source>
        <translation>Die Python-Umgebung des Neuron-Jobs kann nicht nach ihrem Inhalt gefragt werden: %1</translation>
    </message>
    <message>
        <source>of an unknown version</source>
        <translation>in unbekannter Version</translation>
    </message>
    <message>
        <source>torch-neuronx %1 is installed for %2, but it finds no usable Neuron device on this host.</source>
        <translation>torch-neuronx %1 ist für %2 installiert, findet aber kein nutzbares Neuron-Gerät auf diesem Host.</translation>
    </message>
    <message>
        <source>The device “%1” is not usable with %2 on this host (usable: %3).</source>
        <translation>Das Gerät „%1“ ist mit %2 auf diesem Host nicht nutzbar (nutzbar: %3).</translation>
    </message>
    <message>
        <source>bf16 does not work on the device “%1” with %2 on this host.</source>
        <translation>bf16 funktioniert auf dem Gerät „%1“ mit %2 auf diesem Host nicht.</translation>
    </message>
    <message>
        <source>neuron-ls cannot say which NeuronCores this host has: %1</source>
        <translation>neuron-ls kann nicht angeben, welche NeuronCores dieser Host hat: %1</translation>
    </message>
    <message>
        <source>neuron-ls lists no NeuronCore on this host.</source>
        <translation>neuron-ls listet keinen NeuronCore auf diesem Host auf.</translation>
    </message>
    <message numerus="yes">
        <source>NeuronCore %1 is not on this host; neuron-ls lists %n core(s).</source>
        <translation>
            <numerusform>NeuronCore %1 ist nicht auf diesem Host; neuron-ls listet %n Core auf.</numerusform>
            <numerusform>NeuronCore %1 ist nicht auf diesem Host; neuron-ls listet %n Cores auf.</numerusform>
        </translation>
    </message>
    <message>
        <source>The Neuron job trains Llama-like models only, not “%1”.</source>
        <translation>Der Neuron-Job trainiert nur Llama-ähnliche Modelle, nicht „%1“.</translation>
    </message>
    <message>
        <source>The folder %1 contains &apos;:&apos;, which PYTHONPATH cannot carry; give the run a name without &apos;:&apos;.</source>
        <translation>Der Ordner %1 enthält &apos;:&apos;, was PYTHONPATH nicht aufnehmen kann; dem Lauf einen Namen ohne &apos;:&apos; geben.</translation>
    </message>
    <message numerus="yes">
        <source>%1 processes need as many NeuronCores; neuron-ls lists %n on this host.</source>
        <translation>
            <numerusform>%1 Prozesse brauchen ebenso viele NeuronCores; neuron-ls nennt auf diesem Host %n.</numerusform>
            <numerusform>%1 Prozesse brauchen ebenso viele NeuronCores; neuron-ls nennt auf diesem Host %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 processes cannot share the %2 micro-batches of a step (train.grad_accum) equally; use a number of processes that divides it.</source>
        <translation>%1 Prozesse können die %2 Micro-Batches eines Schritts (train.grad_accum) nicht gleichmäßig aufteilen; eine Prozesszahl wählen, die sie teilt.</translation>
    </message>
    <message numerus="yes">
        <source>%1 processes need as many visible NeuronCores; visible_cores names %n.</source>
        <translation>
            <numerusform>%1 Prozesse brauchen ebenso viele sichtbare NeuronCores; visible_cores nennt %n.</numerusform>
            <numerusform>%1 Prozesse brauchen ebenso viele sichtbare NeuronCores; visible_cores nennt %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>manifest.json is missing</source>
        <translation>manifest.json fehlt</translation>
    </message>
    <message>
        <source>COMPLETE is missing: the checkpoint was not finished</source>
        <translation>COMPLETE fehlt: Der Checkpoint wurde nicht fertiggestellt</translation>
    </message>
    <message>
        <source>COMPLETE: %1</source>
        <translation>COMPLETE: %1</translation>
    </message>
    <message>
        <source>manifest.json: not a manifest of format migration-pilot/checkpoint, format_version 1, with files[]</source>
        <translation>manifest.json: kein Manifest des Formats migration-pilot/checkpoint, format_version 1, mit files[]</translation>
    </message>
    <message>
        <source>manifest.json: step is not a whole number &gt;= 0</source>
        <translation>manifest.json: step ist keine ganze Zahl &gt;= 0</translation>
    </message>
    <message>
        <source>COMPLETE does not name the manifest&apos;s step %1</source>
        <translation>COMPLETE nennt nicht den Schritt %1 des Manifests</translation>
    </message>
    <message>
        <source>manifest.json: step %1 differs from the folder&apos;s name (step %2)</source>
        <translation>manifest.json: Schritt %1 weicht vom Namen des Ordners ab (Schritt %2)</translation>
    </message>
    <message>
        <source>manifest.json lists &apos;%1&apos;: %2</source>
        <translation>manifest.json führt &apos;%1&apos; auf: %2</translation>
    </message>
    <message>
        <source>manifest.json lists %1 twice</source>
        <translation>manifest.json führt %1 doppelt auf</translation>
    </message>
    <message>
        <source>manifest.json: the entry of %1 lacks a size or a SHA-256</source>
        <translation>manifest.json: Dem Eintrag für %1 fehlt eine Größe oder ein SHA-256</translation>
    </message>
    <message>
        <source>%1: listed in manifest.json, but missing</source>
        <translation>%1: in manifest.json aufgeführt, aber nicht vorhanden</translation>
    </message>
    <message>
        <source>%1: %2 bytes, manifest.json lists %3</source>
        <translation>%1: %2 Bytes, manifest.json gibt %3 an</translation>
    </message>
    <message>
        <source>%1: the SHA-256 differs from manifest.json&apos;s (the file changed after it was written)</source>
        <translation>%1: Der SHA-256 weicht von dem in manifest.json ab (die Datei wurde nach dem Schreiben geändert)</translation>
    </message>
    <message>
        <source>manifest.json does not list %1</source>
        <translation>manifest.json führt %1 nicht auf</translation>
    </message>
    <message>
        <source>manifest.json lists neither model.safetensors nor adapter_model.safetensors</source>
        <translation>manifest.json führt weder model.safetensors noch adapter_model.safetensors auf</translation>
    </message>
    <message>
        <source>%1 is in the folder but not in manifest.json</source>
        <translation>%1 liegt im Ordner, steht aber nicht in manifest.json</translation>
    </message>
    <message>
        <source>%1: no such file or folder</source>
        <translation>%1: Datei oder Ordner nicht vorhanden</translation>
    </message>
    <message>
        <source>%1: not a folder (give a checkpoint, a checkpoints/ folder or a run folder)</source>
        <translation>%1: kein Ordner (anzugeben ist ein Checkpoint, ein checkpoints/-Ordner oder ein Laufordner)</translation>
    </message>
    <message>
        <source>%1 is missing</source>
        <translation>%1 fehlt</translation>
    </message>
    <message>
        <source>adapter_config.json: peft_type &apos;%1&apos; is not LORA; tensor shapes were not checked</source>
        <translation>adapter_config.json: peft_type &apos;%1&apos; ist nicht LORA; Tensorformen wurden nicht geprüft</translation>
    </message>
    <message>
        <source>the base model&apos;s config.json was not found: adapter shapes were checked against the rank only</source>
        <translation>die config.json des Basismodells wurde nicht gefunden: Adapterformen wurden nur gegen den Rang geprüft</translation>
    </message>
    <message>
        <source>optimizer.safetensors: &apos;step&apos; is missing or not an I64 scalar</source>
        <translation>optimizer.safetensors: &apos;step&apos; fehlt oder ist kein I64-Skalar</translation>
    </message>
    <message>
        <source>optimizer.safetensors: step %1 differs from trainer_state.json&apos;s global_step %2</source>
        <translation>optimizer.safetensors: Schritt %1 weicht von global_step %2 in trainer_state.json ab</translation>
    </message>
    <message>
        <source>rng_state.pth is missing: a resumed run would not continue its random numbers</source>
        <translation>rng_state.pth fehlt: Ein fortgesetzter Lauf würde seine Zufallszahlenfolge nicht fortführen</translation>
    </message>
    <message>
        <source>written at %1, before the run started (%2): it is not this run&apos;s</source>
        <translation>Schreibzeitpunkt %1 liegt vor dem Start des Laufs (%2): Der Checkpoint gehört nicht zu diesem Lauf</translation>
    </message>
    <message>
        <source>written at %1, more than an hour after the run&apos;s last event (%2): it is not this run&apos;s</source>
        <translation>Schreibzeitpunkt %1 liegt mehr als eine Stunde nach dem letzten Ereignis des Laufs (%2): Der Checkpoint gehört nicht zu diesem Lauf</translation>
    </message>
    <message>
        <source>%1 is a folder still being written or left by a crash; it is never loaded</source>
        <translation>%1 ist ein Ordner, der noch geschrieben wird oder nach einem Absturz zurückgeblieben ist; er wird nie geladen</translation>
    </message>
    <message>
        <source>%1 is not a folder</source>
        <translation>%1 ist kein Ordner</translation>
    </message>
    <message>
        <source>no checkpoint layout this program knows: no manifest.json or COMPLETE, trainer_state.json, adapter_config.json, config.json with weights, or NeuronX Distributed files</source>
        <translation>kein diesem Programm bekanntes Checkpoint-Layout: weder manifest.json oder COMPLETE, trainer_state.json, adapter_config.json, config.json mit Gewichten noch Dateien von NeuronX Distributed</translation>
    </message>
    <message>
        <source>the check was cancelled before it finished</source>
        <translation>die Prüfung wurde abgebrochen, bevor sie abgeschlossen war</translation>
    </message>
    <message>
        <source>the name is empty</source>
        <translation>der Name ist leer</translation>
    </message>
    <message>
        <source>the name is an absolute path, not a file in the checkpoint folder</source>
        <translation>der Name ist ein absoluter Pfad, keine Datei im Checkpoint-Ordner</translation>
    </message>
    <message>
        <source>the name holds a control character or a backslash</source>
        <translation>der Name enthält ein Steuerzeichen oder einen Backslash</translation>
    </message>
    <message>
        <source>the name leads out of the checkpoint folder (an empty, &quot;.&quot; or &quot;..&quot; part)</source>
        <translation>der Name führt aus dem Checkpoint-Ordner heraus (ein leerer Bestandteil, &quot;.&quot; oder &quot;..&quot;)</translation>
    </message>
    <message>
        <source>the name is a link that leads nowhere</source>
        <translation>der Name ist ein Link, der ins Leere führt</translation>
    </message>
    <message>
        <source>the name is a link that leads out of the checkpoint folder</source>
        <translation>der Name ist ein Link, der aus dem Checkpoint-Ordner herausführt</translation>
    </message>
    <message>
        <source>reading failed at byte %1</source>
        <translation>Lesen schlug bei Byte %1 fehl</translation>
    </message>
    <message>
        <source>config.json: model_type &apos;%1&apos; is not one whose tensor shapes this check knows (llama, mistral)</source>
        <translation>config.json: model_type &apos;%1&apos; gehört nicht zu den Modelltypen, deren Tensorformen diese Prüfung kennt (llama, mistral)</translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos; is missing (config.json promises it)</source>
        <translation>Tensor &apos;%1&apos; fehlt (config.json sieht ihn vor)</translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos; has shape %2, config.json gives %3</source>
        <translation>Tensor &apos;%1&apos; hat die Form %2, config.json gibt %3 an</translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos; belongs to a layer config.json does not have (num_hidden_layers %2)</source>
        <translation>Tensor &apos;%1&apos; gehört zu einer Schicht, die es laut config.json nicht gibt (num_hidden_layers %2)</translation>
    </message>
    <message>
        <source>adapter_config.json: r is missing or not a whole number &gt;= 1</source>
        <translation>adapter_config.json: r fehlt oder ist keine ganze Zahl &gt;= 1</translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos; has no partner &apos;%2&apos;</source>
        <translation>Tensor &apos;%1&apos; hat kein Gegenstück &apos;%2&apos;</translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos;: module &apos;%2&apos; is not in adapter_config.json&apos;s target_modules</source>
        <translation>Tensor &apos;%1&apos;: Modul &apos;%2&apos; steht nicht in target_modules von adapter_config.json</translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos; has shape %2, but adapter_config.json gives rank %3</source>
        <translation>Tensor &apos;%1&apos; hat die Form %2, adapter_config.json gibt aber Rang %3 an</translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos; has shape %2, the base model&apos;s %3 is %4</source>
        <translation>Tensor &apos;%1&apos; hat die Form %2, %3 des Basismodells ist %4</translation>
    </message>
    <message>
        <source>the adapter holds no LoRA tensors (lora_A/lora_B)</source>
        <translation>der Adapter enthält keine LoRA-Tensoren (lora_A/lora_B)</translation>
    </message>
    <message>
        <source>%1: missing</source>
        <translation>%1: fehlt</translation>
    </message>
    <message>
        <source>neither %1 nor %2 is here</source>
        <translation>weder %1 noch %2 ist vorhanden</translation>
    </message>
    <message>
        <source>%1: weight_map lists no tensors</source>
        <translation>%1: weight_map führt keine Tensoren auf</translation>
    </message>
    <message>
        <source>%1: weight_map: &apos;%2&apos; does not name a file</source>
        <translation>%1: weight_map: &apos;%2&apos; benennt keine Datei</translation>
    </message>
    <message>
        <source>%1: shard &apos;%2&apos;: %3</source>
        <translation>%1: Shard &apos;%2&apos;: %3</translation>
    </message>
    <message>
        <source>%1: the index names shard %2, which is missing</source>
        <translation>%1: Der Index nennt Shard %2, der fehlt</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; is listed for %3, which does not hold it</source>
        <translation>%1: Tensor &apos;%2&apos; ist für %3 eingetragen, ist dort aber nicht enthalten</translation>
    </message>
    <message>
        <source>%1: tensor &apos;%2&apos; is not in the index for it</source>
        <translation>%1: Tensor &apos;%2&apos; ist im Index nicht dieser Datei zugeordnet</translation>
    </message>
    <message>
        <source>%1: metadata.total_size %2 differs from the %3 bytes of the shards&apos; tensors</source>
        <translation>%1: metadata.total_size %2 weicht von den %3 Bytes der Tensoren in den Shards ab</translation>
    </message>
    <message>
        <source>%1/ is missing</source>
        <translation>%1/ fehlt</translation>
    </message>
    <message>
        <source>%1/ is absent: no optimizer state is saved with the adapter</source>
        <translation>%1/ fehlt: Mit dem Adapter ist kein Optimizer-Zustand gespeichert</translation>
    </message>
    <message>
        <source>%1/ holds no dp_rank_*_tp_rank_*_pp_rank_*.pt files</source>
        <translation>%1/ enthält keine Dateien dp_rank_*_tp_rank_*_pp_rank_*.pt</translation>
    </message>
    <message>
        <source>%1/: the file of tensor-parallel rank %2, pipeline rank %3 is missing</source>
        <translation>%1/: Die Datei für Tensor-Parallel-Rang %2, Pipeline-Rang %3 fehlt</translation>
    </message>
    <message>
        <source>%1done is missing: NeuronX Distributed writes it last, so the checkpoint was not finished</source>
        <translation>%1done fehlt: NeuronX Distributed schreibt diese Datei zuletzt, der Checkpoint wurde also nicht fertiggestellt</translation>
    </message>
    <message>
        <source>%1done is not a regular file</source>
        <translation>%1done ist keine reguläre Datei</translation>
    </message>
    <message>
        <source>user_content.pt is absent: the data position and RNG, if the job kept them there, are not saved</source>
        <translation>user_content.pt fehlt: Datenposition und RNG-Zustand sind nicht gespeichert, sofern der Job sie dort ablegte</translation>
    </message>
    <message>
        <source>the file is shorter than the 8 bytes of a safetensors header length</source>
        <translation>die Datei ist kürzer als die 8 Bytes der Header-Länge einer safetensors-Datei</translation>
    </message>
    <message>
        <source>the header length %1 exceeds the limit of %2 bytes</source>
        <translation>die Header-Länge %1 überschreitet die Grenze von %2 Bytes</translation>
    </message>
    <message>
        <source>the header length %1 reaches beyond the end of the file (%2 bytes)</source>
        <translation>die Header-Länge %1 reicht über das Dateiende hinaus (%2 Bytes)</translation>
    </message>
    <message>
        <source>the header could not be read</source>
        <translation>der Header konnte nicht gelesen werden</translation>
    </message>
    <message>
        <source>the header is not a JSON object</source>
        <translation>der Header ist kein JSON-Objekt</translation>
    </message>
    <message>
        <source>__metadata__ is not a map of texts to texts</source>
        <translation>__metadata__ ist keine Zuordnung von Texten zu Texten</translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos;: unknown dtype &apos;%2&apos;</source>
        <translation>Tensor &apos;%1&apos;: unbekannter dtype &apos;%2&apos;</translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos;: the shape is not a list of whole numbers &gt;= 0 of a size that fits</source>
        <translation>Tensor &apos;%1&apos;: Die Form ist keine Liste ganzer Zahlen &gt;= 0 mit darstellbarer Gesamtgröße</translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos;: data_offsets is not a pair [begin, end] with begin &lt;= end</source>
        <translation>Tensor &apos;%1&apos;: data_offsets ist kein Paar [begin, end] mit begin &lt;= end</translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos;: its %2 data bytes do not match shape × dtype (%3 bytes)</source>
        <translation>Tensor &apos;%1&apos;: Seine %2 Datenbytes passen nicht zu Form × dtype (%3 Bytes)</translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos;: its data (from offset %2) overlaps that of &apos;%3&apos; (up to offset %4)</source>
        <translation>Tensor &apos;%1&apos;: Seine Daten (ab Offset %2) überlappen die von &apos;%3&apos; (bis Offset %4)</translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos;: a gap of %2 bytes before its data</source>
        <translation>Tensor &apos;%1&apos;: eine Lücke von %2 Bytes vor seinen Daten</translation>
    </message>
    <message>
        <source>the file is truncated: the tensors need %1 data bytes, the file holds %2</source>
        <translation>die Datei ist abgeschnitten: Die Tensoren benötigen %1 Datenbytes, die Datei enthält %2</translation>
    </message>
    <message>
        <source>%1 bytes after the last tensor belong to none</source>
        <translation>%1 Bytes nach dem letzten Tensor gehören zu keinem Tensor</translation>
    </message>
    <message>
        <source>%1 is empty or shorter than any torch.save file</source>
        <translation>%1 ist leer oder kürzer als jede torch.save-Datei</translation>
    </message>
    <message>
        <source>%1 is not a torch.save file (neither a zip archive nor a pickle)</source>
        <translation>%1 ist keine torch.save-Datei (weder ein ZIP-Archiv noch ein Pickle)</translation>
    </message>
    <message>
        <source>trainer_state.json: %1 is missing</source>
        <translation>trainer_state.json: %1 fehlt</translation>
    </message>
    <message>
        <source>trainer_state.json: %1 is not a whole number &gt;= 0</source>
        <translation>trainer_state.json: %1 ist keine ganze Zahl &gt;= 0</translation>
    </message>
    <message>
        <source>trainer_state.json: %1 is not a finite number &gt;= 0</source>
        <translation>trainer_state.json: %1 ist keine endliche Zahl &gt;= 0</translation>
    </message>
    <message>
        <source>trainer_state.json: %1 is missing or not text</source>
        <translation>trainer_state.json: %1 fehlt oder ist kein Text</translation>
    </message>
    <message>
        <source>trainer_state.json: global_step %1 differs from the checkpoint&apos;s step %2</source>
        <translation>trainer_state.json: global_step %1 weicht vom Schritt %2 des Checkpoints ab</translation>
    </message>
    <message>
        <source>trainer_state.json: global_step %1 is past schedule.total_steps %2</source>
        <translation>trainer_state.json: global_step %1 liegt über schedule.total_steps %2</translation>
    </message>
    <message>
        <source>trainer_state.json: rng.cpu is not the generator&apos;s state (an even number of lower-case hex digits)</source>
        <translation>trainer_state.json: rng.cpu ist nicht der Zustand des Generators (eine gerade Anzahl Hexadezimalziffern in Kleinschreibung)</translation>
    </message>
    <message>
        <source>trainer_state.json: global_step %1 differs from the folder&apos;s step %2</source>
        <translation>trainer_state.json: global_step %1 weicht vom Schritt %2 des Ordners ab</translation>
    </message>
    <message>
        <source>trainer_state.json: log_history is missing or not a list</source>
        <translation>trainer_state.json: log_history fehlt oder ist keine Liste</translation>
    </message>
    <message>
        <source>trainer_state.json: log_history reaches step %1, past global_step %2</source>
        <translation>trainer_state.json: log_history reicht bis Schritt %1, über global_step %2 hinaus</translation>
    </message>
    <message>
        <source>step %1: the run reported no steps at all</source>
        <translation>Schritt %1: Der Lauf hat überhaupt keine Schritte gemeldet</translation>
    </message>
    <message>
        <source>step %1 is not a step the run reported (its steps run to %2)</source>
        <translation>Schritt %1 ist kein vom Lauf gemeldeter Schritt (seine Schritte reichen bis %2)</translation>
    </message>
    <message>
        <source>trainer_state.json: tokens_seen %1 differs from the %2 tokens the run reported at step %3</source>
        <translation>trainer_state.json: tokens_seen %1 weicht von den %2 Tokens ab, die der Lauf bei Schritt %3 gemeldet hat</translation>
    </message>
    <message>
        <source>trainer_state.json: learning rate %1 at step %2 differs from the run&apos;s %3</source>
        <translation>trainer_state.json: Lernrate %1 bei Schritt %2 weicht von der des Laufs ab (%3)</translation>
    </message>
    <message>
        <source>trainer_state.json: schedule.next_lr %1 differs from the lr %2 the run used at step %3</source>
        <translation>trainer_state.json: schedule.next_lr %1 weicht von der Lernrate %2 ab, die der Lauf bei Schritt %3 verwendet hat</translation>
    </message>
    <message>
        <source>The interrupted run reported no step.</source>
        <translation>Der unterbrochene Lauf hat keinen Schritt gemeldet.</translation>
    </message>
    <message>
        <source>The interrupted run has no step %1 after its resumes.</source>
        <translation>Der unterbrochene Lauf hat nach seinen Fortsetzungen keinen Schritt %1.</translation>
    </message>
    <message>
        <source>The uninterrupted run has no step %1.</source>
        <translation>Der ununterbrochene Lauf hat keinen Schritt %1.</translation>
    </message>
    <message>
        <source>The loss of step %1 is not a finite number.</source>
        <translation>Der Loss von Schritt %1 ist keine endliche Zahl.</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s) differ from the uninterrupted run; the largest relative difference is %1 at step %2.</source>
        <translation>
            <numerusform>%n Schritt weicht vom ununterbrochenen Lauf ab; die größte relative Abweichung ist %1 bei Schritt %2.</numerusform>
            <numerusform>%n Schritte weichen vom ununterbrochenen Lauf ab; die größte relative Abweichung ist %1 bei Schritt %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n step(s) are beyond the relative tolerance %1; the largest difference is %2 at step %3.</source>
        <translation>
            <numerusform>%n Schritt liegt außerhalb der relativen Toleranz %1; die größte Abweichung ist %2 bei Schritt %3.</numerusform>
            <numerusform>%n Schritte liegen außerhalb der relativen Toleranz %1; die größte Abweichung ist %2 bei Schritt %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %n step(s) are bit for bit those of the uninterrupted run.</source>
        <translation>
            <numerusform>%n Schritt ist bitgenau identisch mit dem des ununterbrochenen Laufs.</numerusform>
            <numerusform>Alle %n Schritte sind bitgenau identisch mit denen des ununterbrochenen Laufs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %n step(s) are within the relative tolerance %1 (largest difference %2).</source>
        <translation>
            <numerusform>%n Schritt liegt innerhalb der relativen Toleranz %1 (größte Abweichung %2).</numerusform>
            <numerusform>Alle %n Schritte liegen innerhalb der relativen Toleranz %1 (größte Abweichung %2).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: not a JSON object (%2)</source>
        <translation>%1: kein JSON-Objekt (%2)</translation>
    </message>
    <message>
        <source>%1: schema: expected migration-pilot/drill@1</source>
        <translation>%1: schema: erwartet wird migration-pilot/drill@1</translation>
    </message>
    <message>
        <source>%1: interruptions: expected a list</source>
        <translation>%1: interruptions: erwartet wird eine Liste</translation>
    </message>
    <message>
        <source>%1: jump.verdict: expected passed, failed or incomplete</source>
        <translation>%1: jump.verdict: erwartet wird passed, failed oder incomplete</translation>
    </message>
    <message>
        <source>The drill was cancelled.</source>
        <translation>Der Drill wurde abgebrochen.</translation>
    </message>
    <message>
        <source>Waiting for step %1 …</source>
        <translation>Warten auf Schritt %1 …</translation>
    </message>
    <message>
        <source>The run ended (%1) before it reached step %2.</source>
        <translation>Der Lauf endete (%1), bevor er Schritt %2 erreichte.</translation>
    </message>
    <message>
        <source>Step %1 reached: SIGKILL, as a crash.</source>
        <translation>Schritt %1 erreicht: SIGKILL als Absturz.</translation>
    </message>
    <message>
        <source>Step %1 reached: SIGTERM, as a planned abort.</source>
        <translation>Schritt %1 erreicht: SIGTERM als geplanter Abbruch.</translation>
    </message>
    <message>
        <source>Resuming …</source>
        <translation>Wird fortgesetzt …</translation>
    </message>
    <message>
        <source>Running the job once more without interruption …</source>
        <translation>Der Job läuft noch einmal ohne Unterbrechung …</translation>
    </message>
    <message>
        <source>The uninterrupted run ended %1: %2</source>
        <translation>Der ununterbrochene Lauf endete %1: %2</translation>
    </message>
    <message>
        <source>The job cannot be read: %1</source>
        <translation>Der Job kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>resume: the drill resumes with &quot;auto&quot;; the job says &quot;%1&quot;.</source>
        <translation>resume: Der Drill setzt mit &quot;auto&quot; fort; der Job gibt &quot;%1&quot; an.</translation>
    </message>
    <message>
        <source>checkpoint.every_steps: the job writes no checkpoints to resume from.</source>
        <translation>checkpoint.every_steps: Der Job schreibt keine Checkpoints, von denen aus fortgesetzt werden könnte.</translation>
    </message>
    <message>
        <source>No step to interrupt at.</source>
        <translation>Kein Schritt, bei dem unterbrochen werden kann.</translation>
    </message>
    <message>
        <source>Interruption steps must rise and lie between 1 and %1 (train.max_steps - 1); %2 does not.</source>
        <translation>Unterbrechungsschritte müssen aufsteigend sein und zwischen 1 und %1 (train.max_steps - 1) liegen; %2 erfüllt das nicht.</translation>
    </message>
    <message>
        <source>Starting the run to interrupt …</source>
        <translation>Der zu unterbrechende Lauf wird gestartet …</translation>
    </message>
    <message>
        <source>Waiting for the resumed run to complete …</source>
        <translation>Warten auf den Abschluss des fortgesetzten Laufs …</translation>
    </message>
    <message>
        <source>The resumed run ended %1: %2</source>
        <translation>Der fortgesetzte Lauf endete %1: %2</translation>
    </message>
    <message>
        <source>The run to compare with has not completed.</source>
        <translation>Der Vergleichslauf ist nicht abgeschlossen.</translation>
    </message>
    <message>
        <source>The run to compare with trained another job (job hash %1, the drill&apos;s %2).</source>
        <translation>Der Vergleichslauf hat einen anderen Job trainiert (job hash %1, der des Drills: %2).</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>unknown key; expected %1</source>
        <translation>unbekannter Schlüssel; erwartet: %1</translation>
    </message>
    <message>
        <source>the pattern matches an empty line, so it would match every line</source>
        <translation>das Muster passt auf eine leere Zeile und würde daher auf jede Zeile passen</translation>
    </message>
    <message>
        <source>unknown class &apos;%1&apos;; expected %2 or %3</source>
        <translation>unbekannte Klasse &apos;%1&apos;; erwartet: %2 oder %3</translation>
    </message>
    <message>
        <source>subclasses are lower-case letters, digits, &apos;-&apos;, &apos;_&apos; and &apos;.&apos;</source>
        <translation>Unterklassen bestehen aus Kleinbuchstaben, Ziffern, &apos;-&apos;, &apos;_&apos; und &apos;.&apos;</translation>
    </message>
    <message>
        <source>unknown severity &apos;%1&apos;; expected error, warning or info</source>
        <translation>unbekannter Schweregrad &apos;%1&apos;; erwartet: error, warning oder info</translation>
    </message>
    <message>
        <source>operator</source>
        <translation>Operator</translation>
    </message>
    <message>
        <source>compiler</source>
        <translation>Compiler</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>data pipeline</source>
        <translation>Datenpipeline</translation>
    </message>
    <message>
        <source>checkpoint restore</source>
        <translation>Checkpoint-Wiederherstellung</translation>
    </message>
    <message>
        <source>communication</source>
        <translation>Kommunikation</translation>
    </message>
    <message>
        <source>runtime, driver or hardware</source>
        <translation>Laufzeit, Treiber oder Hardware</translation>
    </message>
    <message>
        <source>information</source>
        <translation>Information</translation>
    </message>
    <message>
        <source>the process was killed by %1</source>
        <translation>der Prozess wurde durch %1 beendet</translation>
    </message>
    <message>
        <source>the process exited with code %1</source>
        <translation>der Prozess endete mit Code %1</translation>
    </message>
    <message>
        <source>the exit status of the process is not known</source>
        <translation>der Exit-Status des Prozesses ist nicht bekannt</translation>
    </message>
    <message>
        <source>signal %1</source>
        <translation>Signal %1</translation>
    </message>
    <message>
        <source>the run did not fail: it has no failure class</source>
        <translation>der Lauf ist nicht fehlgeschlagen: Er hat keine Fehlerklasse</translation>
    </message>
    <message>
        <source>the scheduler reports the job as OUT_OF_MEMORY; no log line names a cause</source>
        <translation>der Scheduler meldet den Job als OUT_OF_MEMORY; keine Logzeile nennt eine Ursache</translation>
    </message>
    <message>
        <source>the scheduler reports NODE_FAIL: the node the job ran on failed; no log line names a cause</source>
        <translation>der Scheduler meldet NODE_FAIL: Der Knoten, auf dem der Job lief, ist ausgefallen; keine Logzeile nennt eine Ursache</translation>
    </message>
    <message>
        <source>the process was killed by SIGKILL without run_end and no log line names a cause: no failure class. The kernel&apos;s OOM killer sends SIGKILL, and so do kill -9 and schedulers; the host&apos;s kernel log (dmesg) tells whether memory ran out</source>
        <translation>der Prozess wurde ohne run_end durch SIGKILL beendet, und keine Logzeile nennt eine Ursache: keine Fehlerklasse. Der OOM-Killer des Kernels sendet SIGKILL, ebenso kill -9 und Scheduler; das Kernel-Log des Hosts (dmesg) zeigt, ob der Speicher ausgegangen ist</translation>
    </message>
    <message>
        <source>%1 and no log line names a cause: no failure class</source>
        <translation>%1, und keine Logzeile nennt eine Ursache: keine Fehlerklasse</translation>
    </message>
    <message>
        <source>scancel could not signal Slurm job %1: %2</source>
        <translation>scancel konnte dem Slurm-Job %1 kein Signal senden: %2</translation>
    </message>
    <message>
        <source>absent</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>%1 (pilot %2, profile %3)</source>
        <translation>%1 (Pilot %2, Profil %3)</translation>
    </message>
    <message>
        <source>the emergency profile trains another job than the checkpoint holds: its job hash %1 is not the checkpoint&apos;s job_hash %2</source>
        <translation>das Notfallprofil trainiert einen anderen Job, als der Checkpoint enthält: sein Job-Hash %1 ist nicht der job_hash %2 des Checkpoints</translation>
    </message>
    <message>
        <source>; the pilot&apos;s job.json cannot be read to say where they differ (%1)</source>
        <translation>; die job.json des Piloten ist nicht lesbar, um zu sagen, worin sie sich unterscheiden (%1)</translation>
    </message>
    <message>
        <source>; the pilot&apos;s job.json cannot be compared with it (%1)</source>
        <translation>; die job.json des Piloten lässt sich nicht damit vergleichen (%1)</translation>
    </message>
    <message>
        <source>; it trains what the pilot&apos;s job.json names, so the checkpoint belongs to another job than the pilot&apos;s</source>
        <translation>; es trainiert, was die job.json des Piloten nennt, der Checkpoint gehört also zu einem anderen Job als dem des Piloten</translation>
    </message>
    <message>
        <source>; it differs from the pilot&apos;s job in %1. Backend, device and threads may differ; these may not</source>
        <translation>; es unterscheidet sich vom Job des Piloten in %1. Backend, Gerät und Threads dürfen sich unterscheiden, diese nicht</translation>
    </message>
    <message>
        <source>the job hash of the emergency profile cannot be computed: %1</source>
        <translation>der Job-Hash des Notfallprofils lässt sich nicht berechnen: %1</translation>
    </message>
    <message>
        <source>%1: trainer_state.json is missing; the checkpoint cannot be resumed</source>
        <translation>%1: trainer_state.json fehlt; vom Checkpoint kann nicht fortgesetzt werden</translation>
    </message>
    <message>
        <source>%1: trainer_state.json names no job_hash, so nothing says which job it belongs to</source>
        <translation>%1: trainer_state.json nennt keinen job_hash, also sagt nichts, zu welchem Job er gehört</translation>
    </message>
    <message>
        <source>the pilot&apos;s job is not a valid job: %1</source>
        <translation>der Job des Piloten ist kein gültiger Job: %1</translation>
    </message>
    <message>
        <source>%1: not a run folder</source>
        <translation>%1: kein Laufordner</translation>
    </message>
    <message>
        <source>%1 is not of the migration-pilot layout (%2); a fallback job resumes only from that</source>
        <translation>%1 hat nicht das Layout migration-pilot (%2); ein Fallback-Job setzt nur von diesem fort</translation>
    </message>
    <message>
        <source>not JSON the job hash can read (%1)</source>
        <translation>kein JSON, das der Job-Hash lesen kann (%1)</translation>
    </message>
    <message>
        <source>expected a path relative to the project file, found the absolute path &apos;%1&apos;</source>
        <translation>erwartet wurde ein Pfad relativ zur Projektdatei, gefunden wurde der absolute Pfad „%1“</translation>
    </message>
    <message>
        <source>&apos;%1&apos; leads out of the project&apos;s folder; keep the emergency profile inside it</source>
        <translation>„%1“ führt aus dem Projektordner hinaus; legen Sie das Notfallprofil in ihn</translation>
    </message>
    <message>
        <source>unknown key, kept as it is; the fallback plan reads emergency_profile, target, export_every_hours and recheck</source>
        <translation>unbekannter Schlüssel, unverändert beibehalten; der Fallback-Plan liest emergency_profile, target, export_every_hours und recheck</translation>
    </message>
    <message>
        <source>expected a number of hours above 0, found 0</source>
        <translation>erwartet wurde eine Stundenzahl über 0, gefunden wurde 0</translation>
    </message>
    <message>
        <source>the project has no readable reference run for the tolerance band</source>
        <translation>das Projekt hat keinen lesbaren Referenzlauf für das Toleranzband</translation>
    </message>
    <message>
        <source>the loss tolerance is not a finite number of 0 or more</source>
        <translation>die Loss-Toleranz ist keine endliche Zahl größer oder gleich 0</translation>
    </message>
    <message>
        <source>an unfinished (staging) checkpoint is never an accepted state</source>
        <translation>ein unfertiger (Staging-)Checkpoint ist nie ein angenommener Stand</translation>
    </message>
    <message>
        <source>the verifier does not know this checkpoint&apos;s layout</source>
        <translation>der Prüfer kennt das Layout dieses Checkpoints nicht</translation>
    </message>
    <message>
        <source>the run has no finite loss at step %1</source>
        <translation>der Lauf hat bei Schritt %1 keinen endlichen Loss</translation>
    </message>
    <message>
        <source>the reference has no finite loss at step %1</source>
        <translation>die Referenz hat bei Schritt %1 keinen endlichen Loss</translation>
    </message>
    <message>
        <source>the loss %1 lies outside the reference&apos;s band (%2 ± %3)</source>
        <translation>der Loss %1 liegt außerhalb des Bands der Referenz (%2 ± %3)</translation>
    </message>
    <message>
        <source>the run has no evaluation (%1) at step %2, so its output quality is not known</source>
        <translation>der Lauf hat bei Schritt %2 keine Evaluierung (%1), daher ist seine Ausgabequalität nicht bekannt</translation>
    </message>
    <message>
        <source>the output quality %1 is below the agreed %2</source>
        <translation>die Ausgabequalität %1 liegt unter den vereinbarten %2</translation>
    </message>
    <message>
        <source>the price table cannot be read</source>
        <translation>die Preistabelle kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>the price table has no entry &apos;%1&apos;</source>
        <translation>die Preistabelle hat keinen Eintrag „%1“</translation>
    </message>
    <message>
        <source>the price &apos;%1&apos; is per %2: the mapping must say how many units the run held (units: N)</source>
        <translation>der Preis „%1“ gilt pro %2: Die Zuordnung muss angeben, wie viele Einheiten der Lauf belegt hat (units: N)</translation>
    </message>
    <message>
        <source>the project lists no run of this role</source>
        <translation>das Projekt führt keinen Lauf dieser Rolle auf</translation>
    </message>
    <message>
        <source>the role&apos;s prices are in different currencies (%1)</source>
        <translation>die Preise der Rolle sind in verschiedenen Währungen angegeben (%1)</translation>
    </message>
    <message>
        <source>the role&apos;s cost is unknown: %1</source>
        <translation>die Kosten der Rolle sind unbekannt: %1</translation>
    </message>
    <message>
        <source>the number of accepted states is unknown: %1</source>
        <translation>die Anzahl der angenommenen Stände ist unbekannt: %1</translation>
    </message>
    <message>
        <source>no checkpoint of the role is an accepted state</source>
        <translation>kein Checkpoint der Rolle ist ein angenommener Stand</translation>
    </message>
    <message>
        <source>the run&apos;s events carry no times</source>
        <translation>die Ereignisse des Laufs enthalten keine Zeiten</translation>
    </message>
    <message numerus="yes">
        <source>measured: %n run(s) of the role</source>
        <translation>
            <numerusform>gemessen: %n Lauf der Rolle</numerusform>
            <numerusform>gemessen: %n Läufe der Rolle</numerusform>
        </translation>
    </message>
    <message>
        <source>no run of the role trained steps with known phases</source>
        <translation>kein Lauf der Rolle hat Schritte mit bekannten Phasen trainiert</translation>
    </message>
    <message>
        <source>price table: %1</source>
        <translation>Preistabelle: %1</translation>
    </message>
    <message>
        <source>runs without the phases a projection needs: %1</source>
        <translation>Läufe ohne die Phasen, die eine Hochrechnung braucht: %1</translation>
    </message>
    <message>
        <source>no run of the role has a price with a figure</source>
        <translation>kein Lauf der Rolle hat einen Preis mit einem Betrag</translation>
    </message>
    <message>
        <source>the cost per training of the reference or the pilot is unknown</source>
        <translation>die Kosten pro Training der Referenz oder des Piloten sind unbekannt</translation>
    </message>
    <message>
        <source>the pilot does not cost less per training than the reference: the preparation is never paid back</source>
        <translation>der Pilot kostet pro Training nicht weniger als die Referenz: Die Vorbereitung amortisiert sich nie</translation>
    </message>
    <message>
        <source>the task profile sets no expected_experiments per year</source>
        <translation>das Aufgabenprofil legt keine expected_experiments pro Jahr fest</translation>
    </message>
    <message>
        <source>compile cache warm: repeated runs without compiling</source>
        <translation>Compile-Cache warm: wiederholte Läufe ohne Kompilieren</translation>
    </message>
    <message>
        <source>failure rate halved: half the lost time</source>
        <translation>Ausfallrate halbiert: halb so viel verlorene Zeit</translation>
    </message>
    <message>
        <source>failure rate doubled: twice the lost time</source>
        <translation>Ausfallrate verdoppelt: doppelt so viel verlorene Zeit</translation>
    </message>
    <message>
        <source>priced as %1 (%2)</source>
        <translation>bepreist als %1 (%2)</translation>
    </message>
    <message>
        <source>no slurm.json: the launcher recorded no wait in a queue</source>
        <translation>keine slurm.json: Der Launcher hat keine Wartezeit in einer Warteschlange erfasst</translation>
    </message>
    <message>
        <source>derived: from the first run_start to the first step event, less the phases above it</source>
        <translation>abgeleitet: vom ersten run_start bis zum ersten Schrittereignis, abzüglich der Phasen darüber</translation>
    </message>
    <message>
        <source>derived: from each resumed attempt&apos;s run_start to its first new step event</source>
        <translation>abgeleitet: vom run_start jedes fortgesetzten Versuchs bis zu dessen erstem neuen Schrittereignis</translation>
    </message>
    <message>
        <source>derived: the time after an attempt&apos;s last surviving step event (the steps a resume did again), every attempt of which no step survived, and the whole time of a failed or lost run</source>
        <translation>abgeleitet: die Zeit nach dem letzten erhaltenen Schrittereignis eines Versuchs (die Schritte, die eine Fortsetzung wiederholt hat), jeder Versuch, von dem kein Schritt erhalten blieb, und die gesamte Zeit eines fehlgeschlagenen oder verlorenen Laufs</translation>
    </message>
    <message>
        <source>derived: time inside an attempt in none of the phases above</source>
        <translation>abgeleitet: Zeit innerhalb eines Versuchs, die in keiner der obigen Phasen liegt</translation>
    </message>
    <message>
        <source>unknown: the run&apos;s events carry no times</source>
        <translation>unbekannt: Die Ereignisse des Laufs enthalten keine Zeiten</translation>
    </message>
    <message numerus="yes">
        <source>measured: %n span(s) of the job&apos;s phase events, less time a phase before it in the chain covers</source>
        <translation>
            <numerusform>gemessen: %n Spanne der Phasenereignisse des Jobs, abzüglich der Zeit, die eine vorangehende Phase in der Kette abdeckt</numerusform>
            <numerusform>gemessen: %n Spannen der Phasenereignisse des Jobs, abzüglich der Zeit, die eine vorangehende Phase in der Kette abdeckt</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown: the time the imported file&apos;s phases do not cover holds the phases it does not report</source>
        <translation>unbekannt: Die Zeit, die die Phasen der importierten Datei nicht abdecken, enthält die Phasen, die sie nicht meldet</translation>
    </message>
    <message>
        <source>unknown: the imported file reports no such phase</source>
        <translation>unbekannt: Die importierte Datei meldet keine solche Phase</translation>
    </message>
    <message>
        <source>derived: the job reported no such phase, so none was counted</source>
        <translation>abgeleitet: Der Job hat keine solche Phase gemeldet, daher wurde keine gezählt</translation>
    </message>
    <message>
        <source>(the run %1, failure class: %2)</source>
        <translation>(der Lauf %1, Fehlerklasse: %2)</translation>
    </message>
    <message>
        <source>none named by the evidence</source>
        <translation>keine in den Belegen genannt</translation>
    </message>
    <message>
        <source>an imported run: only the phases its file reports are known; restarts and repeated work are not</source>
        <translation>ein importierter Lauf: Nur die Phasen, die seine Datei meldet, sind bekannt; Neustarts und wiederholte Arbeit nicht</translation>
    </message>
    <message>
        <source>%1 has no metrics.jsonl</source>
        <translation>%1 hat keine metrics.jsonl</translation>
    </message>
    <message>
        <source>measured: Slurm job %1 waited from its SubmitTime to its StartTime (slurm.json)</source>
        <translation>gemessen: Der Slurm-Job %1 hat von seiner SubmitTime bis zu seiner StartTime gewartet (slurm.json)</translation>
    </message>
    <message>
        <source>unknown: slurm.json cannot be read: %1</source>
        <translation>unbekannt: slurm.json kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>expected one of %1, found &apos;%2&apos;</source>
        <translation>eines von %1 erwartet, „%2“ gefunden</translation>
    </message>
    <message>
        <source>the price &apos;%1&apos; is listed twice</source>
        <translation>der Preis „%1“ ist doppelt aufgeführt</translation>
    </message>
    <message>
        <source>a price needs its currency (currency: EUR, USD, …)</source>
        <translation>ein Preis braucht seine Währung (currency: EUR, USD, …)</translation>
    </message>
    <message>
        <source>expected the id of a price table entry</source>
        <translation>die ID eines Eintrags der Preistabelle erwartet</translation>
    </message>
    <message>
        <source>expected a price id or {price: ID, units: N}, found %1</source>
        <translation>eine Preis-ID oder {price: ID, units: N} erwartet, %1 gefunden</translation>
    </message>
    <message>
        <source>expected a number of units above 0, found 0</source>
        <translation>eine Anzahl Einheiten über 0 erwartet, 0 gefunden</translation>
    </message>
    <message>
        <source>unknown key, kept as it is; prices reads runs and targets</source>
        <translation>unbekannter Schlüssel, unverändert beibehalten; prices liest runs und targets</translation>
    </message>
    <message>
        <source>what-if</source>
        <translation>Was-wäre-wenn</translation>
    </message>
    <message>
        <source>the price %1 is not one of the pilot&apos;s platform, unit and currency with a figure</source>
        <translation>der Preis %1 gehört nicht zu Plattform, Einheit und Währung des Piloten oder hat keinen Betrag</translation>
    </message>
    <message>
        <source>compile cache warm</source>
        <translation>Compile-Cache warm</translation>
    </message>
    <message>
        <source>lost and repeated time × the factor</source>
        <translation>verlorene und wiederholte Zeit × Faktor</translation>
    </message>
    <message>
        <source>the role&apos;s runs ran at other prices too (%1); the projection takes %2, the price of its run with the most steps trained</source>
        <translation>die Läufe der Rolle liefen auch zu anderen Preisen (%1); die Hochrechnung nimmt %2, den Preis ihres Laufs mit den meisten trainierten Schritten</translation>
    </message>
    <message>
        <source>measured: the %1 launcher staged the job&apos;s files on %2 before starting it (launch.json)</source>
        <translation>gemessen: der Launcher %1 hat die Dateien des Jobs vor dem Start auf %2 bereitgestellt (launch.json)</translation>
    </message>
    <message>
        <source>%1 lines of a compile trial (neuron_parallel_compile&apos;s graph-extraction run) left out; they are not numbered as training steps</source>
        <translation>%1 Zeilen eines Kompilierversuchs (des Graph-Extraktionslaufs von neuron_parallel_compile) ausgelassen; sie werden nicht als Trainingsschritte gezählt</translation>
    </message>
    <message>
        <source>no import format recognised: not a format this version imports (%1), and no console-log training line in its first %2 MiB</source>
        <translation>kein Importformat erkannt: kein Format, das diese Version importiert (%1), und keine Trainingszeile eines Konsolenprotokolls in den ersten %2 MiB</translation>
    </message>
    <message>
        <source>the run cannot be read</source>
        <translation>der Lauf ist nicht lesbar</translation>
    </message>
    <message>
        <source>no step reports its step time (step_time_s) beyond the first</source>
        <translation>kein Schritt nach dem ersten meldet seine Schrittzeit (step_time_s)</translation>
    </message>
    <message>
        <source>data size</source>
        <translation>Datenmenge</translation>
    </message>
    <message>
        <source>sequence length</source>
        <translation>Sequenzlänge</translation>
    </message>
    <message>
        <source>world size</source>
        <translation>Prozesszahl</translation>
    </message>
    <message>
        <source>micro-batch</source>
        <translation>Micro-Batch</translation>
    </message>
    <message>
        <source>%1 %2 → %3</source>
        <translation>%1 %2 → %3</translation>
    </message>
    <message>
        <source>varies %1</source>
        <translation>variiert %1</translation>
    </message>
    <message>
        <source>the same training: it varies nothing</source>
        <translation>dasselbe Training: es variiert nichts</translation>
    </message>
    <message>
        <source>it changes %1 scaling variables at once (%2); scale one at a time</source>
        <translation>es ändert %1 Skalierungsgrößen zugleich (%2); skalieren Sie eine nach der anderen</translation>
    </message>
    <message>
        <source>it changes settings that are no scaling variables: %1</source>
        <translation>es ändert Einstellungen, die keine Skalierungsgrößen sind: %1</translation>
    </message>
    <message>
        <source>it also changes settings that are no scaling variables: %1</source>
        <translation>es ändert außerdem Einstellungen, die keine Skalierungsgrößen sind: %1</translation>
    </message>
    <message>
        <source>not a variant: %1</source>
        <translation>keine Variante: %1</translation>
    </message>
    <message>
        <source>“%1” is no number of processes from 1 to 256.</source>
        <translation>„%1“ ist keine Prozesszahl von 1 bis 256.</translation>
    </message>
    <message>
        <source>“%1” nodes cannot hold %2 processes: use 1 to %2 nodes.</source>
        <translation>„%1“ Knoten können keine %2 Prozesse aufnehmen: Verwenden Sie 1 bis %2 Knoten.</translation>
    </message>
    <message>
        <source>config.json: hidden_size, intermediate_size, vocab_size, num_hidden_layers, num_attention_heads, num_key_value_heads or head_dim is missing or not a whole number from 1 to 2^53</source>
        <translation>config.json: hidden_size, intermediate_size, vocab_size, num_hidden_layers, num_attention_heads, num_key_value_heads oder head_dim fehlt oder ist keine ganze Zahl von 1 bis 2^53</translation>
    </message>
    <message>
        <source>config.json: num_attention_heads or num_key_value_heads times head_dim is beyond 2^53, larger than any tensor</source>
        <translation>config.json: num_attention_heads oder num_key_value_heads mal head_dim liegt über 2^53 und ist damit größer als jeder Tensor</translation>
    </message>
    <message>
        <source>config.json gives num_hidden_layers %1, but the weights hold tensors of %2 layers</source>
        <translation>config.json gibt num_hidden_layers %1 an, die Gewichte enthalten aber Tensoren von %2 Schichten</translation>
    </message>
    <message numerus="yes">
        <source>and %n more problem(s) of the same kind</source>
        <translation>
            <numerusform>und %n weiteres Problem derselben Art</numerusform>
            <numerusform>und %n weitere Probleme derselben Art</numerusform>
        </translation>
    </message>
    <message>
        <source>tensor &apos;%1&apos; is named twice in the header</source>
        <translation>Tensor &apos;%1&apos; wird im Kopf zweimal genannt</translation>
    </message>
    <message>
        <source>price_table: %1 lies outside the project&apos;s folder; a project reads only files inside its folder: copy the price table into it</source>
        <translation>price_table: %1 liegt außerhalb des Projektordners; ein Projekt liest nur Dateien in seinem Ordner: Kopieren Sie die Preistabelle hinein</translation>
    </message>
    <message>
        <source>the computed cost is not a finite number: a price, a unit count or the run&apos;s times are not plausible</source>
        <translation>die berechneten Kosten sind keine endliche Zahl: ein Preis, eine Anzahl von Einheiten oder die Zeiten des Laufs sind nicht plausibel</translation>
    </message>
    <message>
        <source>the computed cost (%1) is beyond 10^12 in any currency: a price, a unit count or the run&apos;s times are not plausible</source>
        <translation>die berechneten Kosten (%1) liegen in jeder Währung über 10^12: ein Preis, eine Anzahl von Einheiten oder die Zeiten des Laufs sind nicht plausibel</translation>
    </message>
    <message>
        <source>unknown: attempt %1 of the run spans %2 s by its event times, more than a year, which no training attempt does: the times are not believed</source>
        <translation>unbekannt: Versuch %1 des Laufs umfasst nach seinen Ereigniszeiten %2 s, mehr als ein Jahr, was kein Trainingsversuch tut: den Zeiten wird nicht geglaubt</translation>
    </message>
    <message>
        <source>rule %1: its pattern reached the match limit on %2:%3 (catastrophic backtracking); the rule was not applied to the rest of the text</source>
        <translation>Regel %1: ihr Muster hat bei %2:%3 das Match-Limit erreicht (katastrophales Backtracking); die Regel wurde auf den Rest des Textes nicht angewendet</translation>
    </message>
    <message>
        <source>rule %1: its pattern ran more than %2 s in all by %3:%4; the rule was not applied to the rest of the text</source>
        <translation>Regel %1: ihr Muster lief bis %3:%4 insgesamt mehr als %2 s; die Regel wurde auf den Rest des Textes nicht angewendet</translation>
    </message>
    <message>
        <source>“%1” contains a control character (a line break, a tab …); no ssh argument may carry one.</source>
        <translation>„%1“ enthält ein Steuerzeichen (einen Zeilenumbruch, einen Tabulator …); kein ssh-Argument darf eines enthalten.</translation>
    </message>
    <message>
        <source>launch.json names process %1, which cannot be a run&apos;s job</source>
        <translation>launch.json nennt den Prozess %1, der nicht der Job eines Laufs sein kann</translation>
    </message>
    <message>
        <source>launch.json carries no launch token (it was written by an earlier version, or by hand), so process %1 cannot be proven to be the run&apos;s job</source>
        <translation>launch.json trägt kein Start-Token (sie wurde von einer früheren Version oder von Hand geschrieben), daher lässt sich nicht belegen, dass Prozess %1 der Job des Laufs ist</translation>
    </message>
    <message>
        <source>launch.json gives no start time for process %1</source>
        <translation>launch.json nennt keine Startzeit für Prozess %1</translation>
    </message>
    <message>
        <source>process %1 has ended; processes it started still run with the run&apos;s launch token</source>
        <translation>Prozess %1 ist beendet; von ihm gestartete Prozesse laufen noch mit dem Start-Token des Laufs</translation>
    </message>
    <message>
        <source>process %1 does not lead a session and process group of its own, as a run&apos;s job does</source>
        <translation>Prozess %1 führt keine eigene Sitzung und Prozessgruppe, wie es der Job eines Laufs tut</translation>
    </message>
    <message>
        <source>process %1 carries the run&apos;s launch token</source>
        <translation>Prozess %1 trägt das Start-Token des Laufs</translation>
    </message>
    <message>
        <source>process %1 does not carry the run&apos;s launch token</source>
        <translation>Prozess %1 trägt das Start-Token des Laufs nicht</translation>
    </message>
    <message>
        <source>the environment of process %1 cannot be read to find the run&apos;s launch token</source>
        <translation>die Umgebung von Prozess %1 lässt sich nicht lesen, um das Start-Token des Laufs zu finden</translation>
    </message>
    <message>
        <source>This run&apos;s process cannot be verified, so it was not stopped: %1. If you are sure the process is this run&apos;s job, stop it yourself (%2). A run started again by this version can be stopped from here.</source>
        <translation>Der Prozess dieses Laufs lässt sich nicht verifizieren, daher wurde er nicht gestoppt: %1. Wenn Sie sicher sind, dass der Prozess der Job dieses Laufs ist, stoppen Sie ihn selbst (%2). Ein mit dieser Version neu gestarteter Lauf lässt sich von hier aus stoppen.</translation>
    </message>
    <message>
        <source>The launch target “%1” contains a control character (a line break, a tab …), which no host, user or partition name may hold.</source>
        <translation>Das Startziel „%1“ enthält ein Steuerzeichen (einen Zeilenumbruch, einen Tabulator …), das kein Host-, Benutzer- oder Partitionsname enthalten darf.</translation>
    </message>
    <message>
        <source>for example with “kill -TERM -- -%1” after checking it with “ps -o pid,lstart,args -g %1”</source>
        <translation>zum Beispiel mit „kill -TERM -- -%1“, nachdem Sie ihn mit „ps -o pid,lstart,args -g %1“ geprüft haben</translation>
    </message>
    <message>
        <source>find it with “ps -eo pid,pgid,lstart,args”</source>
        <translation>finden Sie ihn mit „ps -eo pid,pgid,lstart,args“</translation>
    </message>
    <message>
        <source>%1 is a symbolic link; a run writes only inside its run folder, so nothing was started: remove the link.</source>
        <translation>%1 ist ein symbolischer Link; ein Lauf schreibt nur in seinen Laufordner, daher wurde nichts gestartet: Entfernen Sie den Link.</translation>
    </message>
    <message>
        <source>with “scancel %1” after checking it with “squeue -j %1 -o &apos;%i %u %j %k&apos;”</source>
        <translation>mit „scancel %1“, nachdem Sie ihn mit „squeue -j %1 -o &apos;%i %u %j %k&apos;“ geprüft haben</translation>
    </message>
    <message>
        <source>launch.json carries no launch token (it was written by an earlier version, or by hand), so Slurm job %1 cannot be proven to be the run&apos;s</source>
        <translation>launch.json trägt kein Start-Token (sie wurde von einer früheren Version oder von Hand geschrieben), daher lässt sich nicht belegen, dass Slurm-Job %1 zum Lauf gehört</translation>
    </message>
    <message>
        <source>Slurm job %1 does not carry the run&apos;s launch token in its comment</source>
        <translation>Slurm-Job %1 trägt das Start-Token des Laufs nicht in seinem Kommentar</translation>
    </message>
    <message>
        <source>squeue did not show Slurm job %1: %2</source>
        <translation>squeue hat Slurm-Job %1 nicht angezeigt: %2</translation>
    </message>
    <message>
        <source>The SSH target “%1” contains a control character (a line break, a tab …), which no ssh argument may carry.</source>
        <translation>Das SSH-Ziel „%1“ enthält ein Steuerzeichen (einen Zeilenumbruch, einen Tabulator …), das kein ssh-Argument enthalten darf.</translation>
    </message>
    <message>
        <source>The SSH setting “%1” contains a control character (a line break, a tab …); no ssh argument may carry one.</source>
        <translation>Die SSH-Einstellung „%1“ enthält ein Steuerzeichen (einen Zeilenumbruch, einen Tabulator …); kein ssh-Argument darf eines enthalten.</translation>
    </message>
    <message>
        <source>Cannot make the links to the SSH settings&apos; files in %1.</source>
        <translation>Die Links auf die Dateien der SSH-Einstellungen lassen sich in %1 nicht anlegen.</translation>
    </message>
    <message>
        <source>Cannot make a private folder for the SSH settings&apos; files under %1 or /tmp.</source>
        <translation>Unter %1 oder /tmp lässt sich kein privater Ordner für die Dateien der SSH-Einstellungen anlegen.</translation>
    </message>
    <message>
        <source>An ssh option “%1” holds characters that could be split or expanded on their way to ssh.</source>
        <translation>Die ssh-Option „%1“ enthält Zeichen, die auf dem Weg zu ssh getrennt oder ersetzt werden könnten.</translation>
    </message>
    <message>
        <source>%1 holds %2, a link to %3 outside it; staging copies only what lies inside the folder. Copy the files it points to into the folder (for a Hugging Face cache snapshot: download it with --local-dir), then start again.</source>
        <translation>%1 enthält %2, einen Link auf %3 außerhalb davon; beim Bereitstellen wird nur kopiert, was im Ordner liegt. Kopieren Sie die Dateien, auf die er zeigt, in den Ordner (einen Snapshot aus dem Hugging-Face-Cache laden Sie dazu mit --local-dir herunter), und starten Sie dann erneut.</translation>
    </message>
    <message>
        <source>%1/%2 on %3 is a symbolic link; a run writes only inside its run folder, so nothing was started: remove the link.</source>
        <translation>%1/%2 auf %3 ist ein symbolischer Link; ein Lauf schreibt nur in seinen Laufordner, daher wurde nichts gestartet: Entfernen Sie den Link.</translation>
    </message>
    <message>
        <source>pid %1 runs on %2 but does not carry the run&apos;s launch token</source>
        <translation>PID %1 läuft auf %2, trägt aber das Start-Token des Laufs nicht</translation>
    </message>
    <message>
        <source>on %1, for example with “kill -TERM -- -%2” after checking it with “ps -o pid,lstart,args -g %2”</source>
        <translation>auf %1, zum Beispiel mit „kill -TERM -- -%2“, nachdem Sie ihn mit „ps -o pid,lstart,args -g %2“ geprüft haben</translation>
    </message>
    <message>
        <source>find it on the host with “ps -eo pid,pgid,lstart,args”</source>
        <translation>finden Sie ihn auf dem Host mit „ps -eo pid,pgid,lstart,args“</translation>
    </message>
    <message>
        <source>process %1 on the host is not proven to be the run&apos;s job (it does not lead a session of its own with the run&apos;s launch token)</source>
        <translation>es ist nicht belegt, dass Prozess %1 auf dem Host der Job des Laufs ist (er führt keine eigene Sitzung mit dem Start-Token des Laufs)</translation>
    </message>
    <message>
        <source>a \u escape names a lone surrogate (U+%1), which no text can hold</source>
        <translation>eine \u-Escape-Sequenz nennt ein einzelnes Surrogat (U+%1), das kein Text enthalten kann</translation>
    </message>
    <message>
        <source>number overflow parsing &apos;%1&apos;: it is larger than any number a double holds</source>
        <translation>Zahlenüberlauf beim Lesen von &apos;%1&apos;: die Zahl ist größer als jede, die ein Double fasst</translation>
    </message>
    <message>
        <source>the project&apos;s price assignments</source>
        <translation>die Preiszuordnung des Projekts</translation>
    </message>
    <message>
        <source>no loss tolerance is set (the acceptance limits of the Plan stage)</source>
        <translation>keine Loss-Toleranz festgelegt (Abnahmegrenzen in der Phase Planen)</translation>
    </message>
    <message>
        <source>no output quality threshold is set (the acceptance limits of the Plan stage)</source>
        <translation>keine Schwelle für die Ausgabequalität festgelegt (Abnahmegrenzen in der Phase Planen)</translation>
    </message>
    <message>
        <source>neither the run nor its target is charged a price (enter one with Prices… on the Cost stage)</source>
        <translation>weder dem Lauf noch seinem Ziel ist ein Preis zugeordnet (unter Preise… in der Phase Kosten eintragen)</translation>
    </message>
    <message>
        <source>the project has no price table yet (enter prices with Prices… on the Cost stage)</source>
        <translation>das Projekt hat noch keine Preistabelle (Preise unter Preise… in der Phase Kosten eintragen)</translation>
    </message>
    <message>
        <source>the price &apos;%1&apos; has no price per hour yet</source>
        <translation>der Preis „%1“ hat noch keinen Stundenpreis</translation>
    </message>
    <message>
        <source>the task profile sets no number of training steps</source>
        <translation>das Aufgabenprofil nennt keine Anzahl Trainingsschritte</translation>
    </message>
    <message>
        <source>the Plan&apos;s amortisation calculator lacks %1</source>
        <translation>dem Amortisationsrechner der Planung fehlt: %1</translation>
    </message>
    <message>
        <source>the job ended: completed</source>
        <translation>der Job endete: abgeschlossen</translation>
    </message>
    <message>
        <source>the job ended: aborted</source>
        <translation>der Job endete: abgebrochen</translation>
    </message>
    <message>
        <source>the job ended: failed</source>
        <translation>der Job endete: fehlgeschlagen</translation>
    </message>
    <message>
        <source>the job ended with the unknown status “%1”</source>
        <translation>der Job endete mit dem unbekannten Status „%1“</translation>
    </message>
    <message>
        <source> (all planned steps trained)</source>
        <translation> (alle geplanten Schritte trainiert)</translation>
    </message>
    <message>
        <source> (stopped on request: SIGTERM)</source>
        <translation> (auf Anforderung gestoppt: SIGTERM)</translation>
    </message>
    <message>
        <source> (its reason: “%1”)</source>
        <translation> (seine Begründung: „%1“)</translation>
    </message>
    <message>
        <source>Porting and validation (hours)</source>
        <translation>Portierung und Validierung (Stunden)</translation>
    </message>
    <message>
        <source>Cost of an engineering hour</source>
        <translation>Kosten einer Ingenieursstunde</translation>
    </message>
    <message>
        <source>Compile and cache warm-up (instance hours)</source>
        <translation>Kompilieren und Cache-Aufwärmen (Instanzstunden)</translation>
    </message>
    <message>
        <source>Pilot and comparison runs (instance hours)</source>
        <translation>Pilot- und Vergleichsläufe (Instanzstunden)</translation>
    </message>
    <message>
        <source>GPU instance price per hour</source>
        <translation>Preis einer GPU-Instanzstunde</translation>
    </message>
    <message>
        <source>Trainium2 instance price per hour</source>
        <translation>Preis einer Trainium2-Instanzstunde</translation>
    </message>
    <message>
        <source>Relative throughput Trainium2 / GPU (measured)</source>
        <translation>Relativer Durchsatz Trainium2 / GPU (gemessen)</translation>
    </message>
    <message>
        <source>Planned training (reference GPU hours)</source>
        <translation>Geplantes Training (Referenz-GPU-Stunden)</translation>
    </message>
    <message>
        <source>the price table entry %1 is for platform %2, not %3</source>
        <translation>der Eintrag %1 der Preistabelle gilt für die Plattform %2, nicht %3</translation>
    </message>
    <message>
        <source>the price table entry %1 is priced per %2; the calculator counts instance hours</source>
        <translation>der Eintrag %1 der Preistabelle ist je %2 bepreist; der Rechner zählt Instanzstunden</translation>
    </message>
    <message>
        <source>the price table entry %1 has no figure yet</source>
        <translation>der Eintrag %1 der Preistabelle hat noch keine Zahl</translation>
    </message>
    <message>
        <source>the price table entry %1 is in %2, the calculator counts in %3</source>
        <translation>der Eintrag %1 der Preistabelle ist in %2, der Rechner rechnet in %3</translation>
    </message>
    <message>
        <source>from the price table entry %1, but the project&apos;s price table could not be read</source>
        <translation>aus dem Eintrag %1 der Preistabelle, doch die Preistabelle des Projekts ist nicht lesbar</translation>
    </message>
    <message>
        <source>the price table has no entry %1</source>
        <translation>die Preistabelle hat keinen Eintrag %1</translation>
    </message>
    <message>
        <source>only %1 may take their figure from the price table</source>
        <translation>nur %1 dürfen ihre Zahl aus der Preistabelle nehmen</translation>
    </message>
    <message>
        <source>a value beside price: the figure comes from the price table entry %1; drop one of them</source>
        <translation>ein Wert neben price: Die Zahl kommt aus dem Eintrag %1 der Preistabelle; entfernen Sie eines von beiden</translation>
    </message>
    <message>
        <source>not JSON the canonical form can read (%1)</source>
        <translation>kein JSON, das die kanonische Form lesen kann (%1)</translation>
    </message>
    <message>
        <source>a number that no double holds exactly (an integer beyond ±2^53)</source>
        <translation>eine Zahl, die kein Double genau fasst (eine ganze Zahl jenseits von ±2^53)</translation>
    </message>
    <message>
        <source>trainer_state.json: format_version %1 is not one this program reads (1 to 3)</source>
        <translation>trainer_state.json: format_version %1 ist keine, die dieses Programm liest (1 bis 3)</translation>
    </message>
    <message>
        <source>trainer_state.json: job_identity is missing or not an object</source>
        <translation>trainer_state.json: job_identity fehlt oder ist kein Objekt</translation>
    </message>
    <message>
        <source>trainer_state.json: the hash of job_identity is not job_hash</source>
        <translation>trainer_state.json: der Hash von job_identity ist nicht job_hash</translation>
    </message>
    <message>
        <source>whether the emergency profile trains what the checkpoint holds cannot be checked: %1. Its inputs must be readable here</source>
        <translation>ob das Notfallprofil trainiert, was der Checkpoint enthält, lässt sich nicht prüfen: %1. Seine Eingaben müssen hier lesbar sein</translation>
    </message>
    <message>
        <source>; %1 keeps no job_identity that matches its job_hash, so where they differ is not known</source>
        <translation>; %1 enthält keine job_identity, die zu seinem job_hash passt, daher ist nicht bekannt, worin sie sich unterscheiden</translation>
    </message>
    <message>
        <source>the checkpoint&apos;s trainer_state.json is of format 1, whose job hash also covers backend, device and threads: it is another job&apos;s, or this job&apos;s on another backend, device or thread count — that hash cannot tell which. Only the job that wrote it can resume it; let the pilot write a checkpoint with a current version (format 3) first</source>
        <translation>die trainer_state.json des Checkpoints hat Format 1, dessen Job-Hash auch Backend, Gerät und Threads abdeckt: Er gehört zu einem anderen Job oder zu diesem Job auf einem anderen Backend, Gerät oder einer anderen Thread-Zahl — das kann dieser Hash nicht unterscheiden. Nur der Job, der ihn geschrieben hat, kann ihn fortsetzen; lassen Sie den Piloten zuerst mit einer aktuellen Version einen Checkpoint schreiben (Format 3)</translation>
    </message>
    <message>
        <source>. The checkpoint is of format 2, whose job hash also covers the paths of the job&apos;s files: the same files named by other paths are another job to it</source>
        <translation>. Der Checkpoint hat Format 2, dessen Job-Hash auch die Pfade der Dateien des Jobs abdeckt: Dieselben Dateien unter anderen Pfaden sind für ihn ein anderer Job</translation>
    </message>
    <message>
        <source>%1: format_version %2 is not one this version reads (1 to 3)</source>
        <translation>%1: format_version %2 ist keine, die diese Version liest (1 bis 3)</translation>
    </message>
    <message>
        <source>expected a JSON object</source>
        <translation>ein JSON-Objekt erwartet</translation>
    </message>
    <message>
        <source>model.path: %1: weight_map: expected an object naming the shards</source>
        <translation>model.path: %1: weight_map: ein Objekt erwartet, das die Shards nennt</translation>
    </message>
    <message>
        <source>model.path: %1: weight_map.%2 does not name a file of the folder</source>
        <translation>model.path: %1: weight_map.%2 nennt keine Datei des Ordners</translation>
    </message>
    <message>
        <source>expected a folder as the job names it and where it lies, both text</source>
        <translation>ein Ordner, wie der Job ihn nennt, und wo er liegt, erwartet, beides als Text</translation>
    </message>
    <message>
        <source>expected two folder names without control characters</source>
        <translation>zwei Ordnernamen ohne Steuerzeichen erwartet</translation>
    </message>
    <message>
        <source>a folder on an SSH host must be absolute, not “%1”: the job runs in its run folder there</source>
        <translation>ein Ordner auf einem SSH-Host muss absolut sein, nicht „%1“: Der Job läuft dort in seinem Laufordner</translation>
    </message>
    <message>
        <source>%1 is not there</source>
        <translation>%1 ist nicht vorhanden</translation>
    </message>
    <message>
        <source>%1 is not there (the job names “%2”)</source>
        <translation>%1 ist nicht vorhanden (der Job nennt „%2“)</translation>
    </message>
    <message>
        <source>/where/it/lies</source>
        <translation>/wo/er/liegt</translation>
    </message>
    <message>
        <source>An input that lies elsewhere on this machine is found once the project file names where its folder lies:
%1</source>
        <translation>Eine Eingabe, die auf diesem Rechner anderswo liegt, wird gefunden, sobald die Projektdatei nennt, wo ihr Ordner liegt:
%1</translation>
    </message>
    <message>
        <source>the folder carries no digests of its files: a changed byte inside a weight&apos;s data cannot be seen, only a broken header, size or shape</source>
        <translation>der Ordner enthält keine Prüfsummen seiner Dateien: Ein geändertes Byte in den Daten eines Gewichts ist nicht zu erkennen, nur ein beschädigter Kopf, eine falsche Größe oder Form</translation>
    </message>
    <message>
        <source>expected none or fsdp, found “%1”</source>
        <translation>erwartet none oder fsdp, gefunden „%1“</translation>
    </message>
    <message>
        <source>fsdp shards full fine-tuning; a LoRA job trains small adapters and needs none. Leave sharding out.</source>
        <translation>fsdp verteilt volles Fine-Tuning; ein LoRA-Job trainiert kleine Adapter und braucht es nicht. Lassen Sie sharding weg.</translation>
    </message>
    <message>
        <source>fsdp shards over several processes; set processes to 2 or more (one per device).</source>
        <translation>fsdp verteilt über mehrere Prozesse; setzen Sie processes auf 2 oder mehr (einen je Gerät).</translation>
    </message>
    <message>
        <source>fsdp needs PyTorch 2.6 or later (FSDP2&apos;s fully_shard); %1 has PyTorch %2.</source>
        <translation>fsdp braucht PyTorch 2.6 oder neuer (fully_shard von FSDP2); %1 hat PyTorch %2.</translation>
    </message>
    <message>
        <source>torch-neuronx 2.13.3.x with PyTorch 2.13 or 2.14.3.x with PyTorch 2.14</source>
        <translation>torch-neuronx 2.13.3.x mit PyTorch 2.13 oder 2.14.3.x mit PyTorch 2.14</translation>
    </message>
    <message>
        <source>The device “neuron” needs TorchNeuron, the native Neuron backend of PyTorch (%1); %2 has no torch-neuronx.</source>
        <translation>Das Gerät „neuron“ braucht TorchNeuron, das native Neuron-Backend von PyTorch (%1); %2 hat kein torch-neuronx.</translation>
    </message>
    <message>
        <source>The device “neuron” needs TorchNeuron, the native Neuron backend of PyTorch (%1); %2 has torch-neuronx %3, the XLA-based library, whose training path has reached its end of support.</source>
        <translation>Das Gerät „neuron“ braucht TorchNeuron, das native Neuron-Backend von PyTorch (%1); %2 hat torch-neuronx %3, die XLA-basierte Bibliothek, deren Trainingspfad das Ende des Supports erreicht hat.</translation>
    </message>
    <message>
        <source>torch-neuronx %1 in %2 is the family for PyTorch %3, but that environment has PyTorch %4: install the torch-neuronx family that matches the PyTorch version (%5).</source>
        <translation>torch-neuronx %1 in %2 ist die Familie für PyTorch %3, diese Umgebung hat aber PyTorch %4: Installieren Sie die torch-neuronx-Familie, die zur PyTorch-Version passt (%5).</translation>
    </message>
    <message>
        <source>TorchNeuron keeps its NEFF cache in a folder (TORCH_NEURONX_NEFF_CACHE_DIR), not at an s3:// URL (that was the XLA-based library&apos;s NEURON_COMPILE_CACHE_URL); give the absolute folder of shared storage, such as an FSx or EFS mount, found “%1”</source>
        <translation>TorchNeuron hält seinen NEFF-Cache in einem Ordner (TORCH_NEURONX_NEFF_CACHE_DIR), nicht unter einer s3://-URL (das war NEURON_COMPILE_CACHE_URL der XLA-basierten Bibliothek); geben Sie den absoluten Ordner eines gemeinsamen Speichers an, etwa eines FSx- oder EFS-Mounts, gefunden „%1“</translation>
    </message>
    <message>
        <source>expected an absolute folder, found “%1”</source>
        <translation>erwartet einen absoluten Ordner, gefunden „%1“</translation>
    </message>
    <message>
        <source>expected 0, 1, 2 or 3 (3 also prints the NEFF cache&apos;s hits and misses), found “%1”</source>
        <translation>erwartet 0, 1, 2 oder 3 (3 gibt auch die Treffer und Fehlschläge des NEFF-Caches aus), gefunden „%1“</translation>
    </message>
    <message>
        <source>%1 (rank %2)</source>
        <translation>%1 (Rang %2)</translation>
    </message>
    <message>
        <source>no failure line names a cause of its own: this is the first of the lines that usually follow a failure elsewhere, and the process where it began may have left no line</source>
        <translation>keine Fehlerzeile nennt eine eigene Ursache: dies ist die erste der Zeilen, die meist auf einen Fehler anderswo folgen, und der Prozess, in dem er begann, hat womöglich keine Zeile hinterlassen</translation>
    </message>
    <message>
        <source>the first warning, and no line of severity error was found</source>
        <translation>die erste Warnung; keine Zeile der Schwere error wurde gefunden</translation>
    </message>
    <message numerus="yes">
        <source>the first error line that does not follow from another failure; %n line(s) that usually follow a failure elsewhere (%1) are taken as its consequence(s)</source>
        <translation>
            <numerusform>die erste Fehlerzeile, die nicht aus einem anderen Fehler folgt; eine Zeile, die meist auf einen Fehler anderswo folgt (%1), gilt als ihre Folge</numerusform>
            <numerusform>die erste Fehlerzeile, die nicht aus einem anderen Fehler folgt; %n Zeilen, die meist auf einen Fehler anderswo folgen (%1), gelten als ihre Folgen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the first error line; %n later failure line(s) come after it</source>
        <translation>
            <numerusform>die erste Fehlerzeile; eine weitere Fehlerzeile folgt ihr</numerusform>
            <numerusform>die erste Fehlerzeile; %n weitere Fehlerzeilen folgen ihr</numerusform>
        </translation>
    </message>
    <message>
        <source>the only failure line</source>
        <translation>die einzige Fehlerzeile</translation>
    </message>
    <message>
        <source>%1, rule %2: “%3” — %4</source>
        <translation>%1, Regel %2: „%3“ — %4</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>the first error line (the failure lines before it are warnings)</source>
        <translation>die erste Fehlerzeile (die Fehlerzeilen davor sind Warnungen)</translation>
    </message>
    <message>
        <source>the name leaves its folder</source>
        <translation>der Name führt aus seinem Ordner hinaus</translation>
    </message>
    <message>
        <source>a folder on the way is a symbolic link or not a folder</source>
        <translation>ein Ordner auf dem Weg ist ein symbolischer Link oder kein Ordner</translation>
    </message>
    <message>
        <source>this is a symbolic link; a file inside a run folder must be the folder&apos;s own</source>
        <translation>dies ist ein symbolischer Link; eine Datei in einem Lauf-Ordner muss dem Ordner selbst gehören</translation>
    </message>
    <message>
        <source>the quoted text that starts here is never closed</source>
        <translation>der hier beginnende Text in Anführungszeichen wird nie geschlossen</translation>
    </message>
    <message>
        <source>unknown key; did you mean &apos;%1&apos;?</source>
        <translation>unbekannter Schlüssel; meinten Sie &apos;%1&apos;?</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 oder %2</translation>
    </message>
    <message>
        <source>the tokens of one training are unknown: %1</source>
        <translation>die Tokens eines Trainings sind unbekannt: %1</translation>
    </message>
    <message>
        <source>the reference&apos;s cost per accepted training is unknown: %1</source>
        <translation>die Kosten der Referenz je abgenommenem Training sind unbekannt: %1</translation>
    </message>
    <message>
        <source>the pilot&apos;s cost per accepted training is unknown: %1</source>
        <translation>die Kosten des Pilots je abgenommenem Training sind unbekannt: %1</translation>
    </message>
    <message>
        <source>the cost of a fallback run is unknown: %1</source>
        <translation>die Kosten eines Rückfalllaufs sind unbekannt: %1</translation>
    </message>
    <message>
        <source>no training is planned: there is no cost per accepted training</source>
        <translation>kein Training geplant: es gibt keine Kosten je abgenommenem Training</translation>
    </message>
    <message>
        <source>a figure of the path is beyond %1: an input is not plausible</source>
        <translation>eine Zahl des Wegs liegt über %1: eine Eingabe ist nicht plausibel</translation>
    </message>
    <message>
        <source>the projection has no cost per training</source>
        <translation>die Hochrechnung hat keine Kosten je Training</translation>
    </message>
    <message>
        <source>no run of the role completed</source>
        <translation>kein Lauf der Rolle wurde abgeschlossen</translation>
    </message>
    <message numerus="yes">
        <source>none of the role&apos;s %n completed run(s) ended in an accepted training state</source>
        <translation>
            <numerusform>keiner der %n abgeschlossenen Läufe der Rolle endete in einem abgenommenen Trainingsstand</numerusform>
            <numerusform>keiner der %n abgeschlossenen Läufe der Rolle endete in einem abgenommenen Trainingsstand</numerusform>
        </translation>
    </message>
    <message>
        <source>the accepted states of %1 are unknown</source>
        <translation>die angenommenen Stände von %1 sind unbekannt</translation>
    </message>
    <message>
        <source>no fallback run is measured yet (Fall Back to GPU on the Checkpoints stage runs one)</source>
        <translation>noch kein Rückfalllauf gemessen (Auf GPU zurückfallen in der Phase Checkpoints startet einen)</translation>
    </message>
    <message>
        <source>the task profile has no training_steps</source>
        <translation>das Aufgabenprofil hat keine training_steps</translation>
    </message>
    <message>
        <source>the reference job&apos;s tokens per step are unknown (its job.json names no micro_batch, grad_accum and seq_len)</source>
        <translation>die Tokens je Schritt des Referenzjobs sind unbekannt (seine job.json nennt kein micro_batch, grad_accum und seq_len)</translation>
    </message>
    <message>
        <source>the engineering rate is not set (the amortisation inputs&apos; engineer_rate, Plan stage)</source>
        <translation>der Ingenieurstundensatz ist nicht gesetzt (engineer_rate der Amortisationseingaben, Phase Planung)</translation>
    </message>
    <message>
        <source>cost_horizon.%1 is not set</source>
        <translation>cost_horizon.%1 ist nicht gesetzt</translation>
    </message>
    <message>
        <source>the figures are in more than one currency (%1): no total can add them</source>
        <translation>die Zahlen sind in mehr als einer Währung (%1): keine Summe kann sie addieren</translation>
    </message>
    <message>
        <source>the engineering rate has no currency (the amortisation inputs&apos; currency, Plan stage)</source>
        <translation>der Ingenieurstundensatz hat keine Währung (currency der Amortisationseingaben, Phase Planung)</translation>
    </message>
    <message>
        <source>give trainings_per_month or tokens_per_month, not both</source>
        <translation>trainings_per_month oder tokens_per_month angeben, nicht beides</translation>
    </message>
    <message>
        <source>the loaded plugin describes itself otherwise than its metadata</source>
        <translation>das geladene Plugin beschreibt sich anders als seine Metadaten</translation>
    </message>
    <message>
        <source>The export failed: %1</source>
        <translation>Der Export ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>pilot-trainer could not be started (%1): build it, or set PILOT_TRAINER to its path.</source>
        <translation>pilot-trainer konnte nicht gestartet werden (%1): Bauen Sie ihn, oder setzen Sie PILOT_TRAINER auf seinen Pfad.</translation>
    </message>
    <message>
        <source>more than %1 fragments</source>
        <translation>mehr als %1 Bausteine</translation>
    </message>
    <message>
        <source>fragment names are a lower-case letter, then lower-case letters, digits and &apos;_&apos;</source>
        <translation>Namen von Bausteinen sind ein Kleinbuchstabe, dann Kleinbuchstaben, Ziffern und &apos;_&apos;</translation>
    </message>
    <message>
        <source>a fragment cannot use another fragment</source>
        <translation>ein Baustein kann keinen anderen Baustein verwenden</translation>
    </message>
    <message>
        <source>no fragment named &apos;%1&apos; (the file defines none)</source>
        <translation>kein Baustein namens &apos;%1&apos; (die Datei legt keinen fest)</translation>
    </message>
    <message>
        <source>no fragment named &apos;%1&apos; (fragments: %2)</source>
        <translation>kein Baustein namens &apos;%1&apos; (Bausteine: %2)</translation>
    </message>
    <message>
        <source>the pattern with its fragments is longer than %1 characters</source>
        <translation>das Muster ist mit seinen Bausteinen länger als %1 Zeichen</translation>
    </message>
    <message>
        <source>%1, rule %2 by the frame at line %3 of its traceback (“%4”): “%5” — %6</source>
        <translation>%1, Regel %2 über den Frame in Zeile %3 seines Tracebacks („%4“): „%5“ — %6</translation>
    </message>
</context>
<context>
    <name>pilot::CoreTr::CoreTr</name>
    <message>
        <source>&apos;%1&apos; has a value of the wrong type</source>
        <translation>&apos;%1&apos; hat einen Wert des falschen Typs</translation>
    </message>
</context>
<context>
    <name>pilot::CostHorizon</name>
    <message>
        <source>Planning period (months)</source>
        <translation>Planungszeitraum (Monate)</translation>
    </message>
    <message>
        <source>How many months the decision is to hold; every path is costed over them.</source>
        <translation>Wie viele Monate die Entscheidung tragen soll; jeder Weg wird über diese Zeit gerechnet.</translation>
    </message>
    <message>
        <source>Trainings per month</source>
        <translation>Trainings je Monat</translation>
    </message>
    <message>
        <source>Planned trainings of the task profile a month, each ending in an accepted training state.</source>
        <translation>Geplante Trainings des Aufgabenprofils je Monat, jedes endet in einem abgenommenen Trainingsstand.</translation>
    </message>
    <message>
        <source>Planned tokens per month</source>
        <translation>Geplante Tokens je Monat</translation>
    </message>
    <message>
        <source>Instead of trainings: tokens trained a month; a training is the task profile&apos;s steps at the reference job&apos;s configured tokens per step.</source>
        <translation>Statt Trainings: trainierte Tokens je Monat; ein Training sind die Schritte des Aufgabenprofils mit den konfigurierten Tokens je Schritt des Referenzjobs.</translation>
    </message>
    <message>
        <source>Model upkeep (hours per month)</source>
        <translation>Modellpflege (Stunden je Monat)</translation>
    </message>
    <message>
        <source>Hours a month the team changes the shared model code, on whichever platform it runs.</source>
        <translation>Stunden je Monat, in denen das Team den gemeinsamen Modellcode ändert, gleich auf welcher Plattform er läuft.</translation>
    </message>
    <message>
        <source>Share of work needing hardware-specific kernels</source>
        <translation>Anteil der Arbeit mit hardwarespezifischen Kerneln</translation>
    </message>
    <message>
        <source>Between 0 and 1: that share of the model upkeep is done again for Trainium2 on both Trainium2 paths; the larger it is, the smaller their maintenance advantage.</source>
        <translation>Zwischen 0 und 1: Dieser Anteil der Modellpflege fällt auf beiden Trainium2-Wegen für Trainium2 noch einmal an; je größer er ist, desto kleiner ihr Vorteil bei der Wartung.</translation>
    </message>
    <message>
        <source>GPU only: one-time effort (hours)</source>
        <translation>Nur GPU: einmaliger Aufwand (Stunden)</translation>
    </message>
    <message>
        <source>Engineering hours before the GPU path runs the planned trainings (0 when it runs them today).</source>
        <translation>Ingenieurstunden, bis der GPU-Weg die geplanten Trainings ausführt (0, wenn er es heute schon tut).</translation>
    </message>
    <message>
        <source>GPU only: upkeep (hours per month)</source>
        <translation>Nur GPU: Wartung (Stunden je Monat)</translation>
    </message>
    <message>
        <source>Driver, CUDA and library upgrades of the GPU path, hours a month.</source>
        <translation>Treiber-, CUDA- und Bibliotheks-Upgrades des GPU-Wegs, Stunden je Monat.</translation>
    </message>
    <message>
        <source>Trainium2 only: porting (hours)</source>
        <translation>Nur Trainium2: Portierung (Stunden)</translation>
    </message>
    <message>
        <source>Engineering hours to port and validate the job on Trainium2, once.</source>
        <translation>Ingenieurstunden, um den Job einmalig auf Trainium2 zu portieren und zu validieren.</translation>
    </message>
    <message>
        <source>Trainium2 only: upkeep (hours per month)</source>
        <translation>Nur Trainium2: Wartung (Stunden je Monat)</translation>
    </message>
    <message>
        <source>Compiler and runtime upgrades, conversion work and the fallback responsibility of an own Trainium2 path, hours a month.</source>
        <translation>Compiler- und Runtime-Upgrades, Konvertierungsarbeit und die Rückfallverantwortung eines eigenen Trainium2-Wegs, Stunden je Monat.</translation>
    </message>
    <message>
        <source>Dual operation: porting (hours)</source>
        <translation>Dualbetrieb: Portierung (Stunden)</translation>
    </message>
    <message>
        <source>Engineering hours to port the job and set up the GPU fallback, once.</source>
        <translation>Ingenieurstunden, um den Job zu portieren und den GPU-Rückfall einzurichten, einmalig.</translation>
    </message>
    <message>
        <source>Dual operation: upkeep (hours per month)</source>
        <translation>Dualbetrieb: Wartung (Stunden je Monat)</translation>
    </message>
    <message>
        <source>Upgrades and conversion work on both platforms and keeping the fallback path tested, hours a month.</source>
        <translation>Upgrades und Konvertierungsarbeit auf beiden Plattformen und das Testen des Rückfallwegs, Stunden je Monat.</translation>
    </message>
    <message>
        <source>Dual operation: fallback re-checks (runs per month)</source>
        <translation>Dualbetrieb: Rückfall-Prüfläufe (Läufe je Monat)</translation>
    </message>
    <message>
        <source>Runs a month that keep the GPU fallback warm, each at the measured cost of a fallback run.</source>
        <translation>Läufe je Monat, die den GPU-Rückfall warm halten, jeder zu den gemessenen Kosten eines Rückfalllaufs.</translation>
    </message>
</context>
<context>
    <name>pilot::DecisionEngine</name>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>%1 is answered %2, but %3 (%4); the decision counts %5.</source>
        <translation>%1 ist mit %2 beantwortet, aber %3 (%4); die Entscheidung zählt %5.</translation>
    </message>
    <message>
        <source>Not in place yet for a Trainium2 pilot: %1 (see the do-first tasks).</source>
        <translation>Für einen Trainium2-Pilot fehlt noch: %1 (siehe die zuerst zu erledigenden Aufgaben).</translation>
    </message>
    <message>
        <source>The open answers that decide between the outcomes: %1.</source>
        <translation>Offene Antworten, die zwischen den Empfehlungen entscheiden: %1.</translation>
    </message>
    <message>
        <source>The memory calculator has no device chosen, so the parallelism check has no estimate yet.</source>
        <translation>Im Speicherrechner ist kein Gerät gewählt; die Parallelisierungsprüfung hat noch keine Schätzung.</translation>
    </message>
    <message>
        <source>%1 is answered %2: %3</source>
        <translation>%1 ist mit %2 beantwortet: %3</translation>
    </message>
    <message>
        <source>decision matrix</source>
        <translation>Entscheidungsmatrix</translation>
    </message>
</context>
<context>
    <name>pilot::DecisionFacts</name>
    <message>
        <source>listed runs</source>
        <translation>gelistete Läufe</translation>
    </message>
    <message>
        <source>amortisation calculator</source>
        <translation>Amortisationsrechner</translation>
    </message>
    <message>
        <source>memory calculator</source>
        <translation>Speicherrechner</translation>
    </message>
    <message>
        <source>cost horizon (measured runs and the team&apos;s assumptions)</source>
        <translation>Kostenhorizont (gemessene Läufe und Annahmen des Teams)</translation>
    </message>
    <message>
        <source>task profile</source>
        <translation>Aufgabenprofil</translation>
    </message>
    <message>
        <source>operator scan</source>
        <translation>Operator-Scan</translation>
    </message>
    <message>
        <source>the project lists the GPU reference run %1</source>
        <translation>das Projekt führt den GPU-Referenzlauf %1</translation>
    </message>
    <message>
        <source>net over the plan %1 (preparation %2; break-even at %3 of %4 planned GPU hours)</source>
        <translation>netto über den Plan %1 (Vorbereitung %2; Gewinnschwelle bei %3 von %4 geplanten GPU-Stunden)</translation>
    </message>
    <message>
        <source>net over the plan %1: the %4 planned GPU hours stay below the break-even at %3 GPU hours (preparation %2)</source>
        <translation>netto über den Plan %1: die %4 geplanten GPU-Stunden bleiben unter der Gewinnschwelle von %3 GPU-Stunden (Vorbereitung %2)</translation>
    </message>
    <message>
        <source>no break-even: an hour of reference work costs %1 on Trainium2 against %2 on GPU (preparation %3)</source>
        <translation>keine Gewinnschwelle: eine Stunde Referenzarbeit kostet auf Trainium2 %1, auf der GPU %2 (Vorbereitung %3)</translation>
    </message>
    <message>
        <source>the task profile&apos;s method is full fine-tuning</source>
        <translation>das Aufgabenprofil nennt Vollparametertraining als Verfahren</translation>
    </message>
    <message>
        <source>the task profile&apos;s method is LoRA</source>
        <translation>das Aufgabenprofil nennt LoRA als Verfahren</translation>
    </message>
    <message>
        <source>the memory calculator is set up for full fine-tuning</source>
        <translation>der Speicherrechner ist auf Vollparametertraining eingestellt</translation>
    </message>
    <message>
        <source>the memory calculator is set up for LoRA</source>
        <translation>der Speicherrechner ist auf LoRA eingestellt</translation>
    </message>
    <message>
        <source>the operator scan of %1 found %2 of %3 operators without a confirmed Neuron path</source>
        <translation>der Operator-Scan von %1 fand %2 von %3 Operatoren ohne bestätigten Neuron-Pfad</translation>
    </message>
    <message>
        <source>the operator scan of %1 found a confirmed Neuron path for all %2 operators</source>
        <translation>der Operator-Scan von %1 fand für alle %2 Operatoren einen bestätigten Neuron-Pfad</translation>
    </message>
    <message>
        <source>the run %1 reported %2 operators that fell back to the CPU</source>
        <translation>der Lauf %1 meldete %2 Operatoren, die auf die CPU auswichen</translation>
    </message>
    <message>
        <source>CPU fallbacks of a run</source>
        <translation>CPU-Ausweichungen eines Laufs</translation>
    </message>
    <message>
        <source>full fine-tuning</source>
        <translation>Vollparametertraining</translation>
    </message>
    <message>
        <source>LoRA r %1</source>
        <translation>LoRA r %1</translation>
    </message>
    <message>
        <source>Memory calculator: %1 fits on one %2 (%3 GiB of %4 GiB).</source>
        <translation>Speicherrechner: %1 passt auf ein Gerät %2 (%3 GiB von %4 GiB).</translation>
    </message>
    <message>
        <source>Memory calculator: %1 needs %2 × %3 (tensor %4, pipeline %5, data %6, ZeRO stage %7); one device alone would need %8 GiB of %9 GiB.</source>
        <translation>Speicherrechner: %1 braucht %2 × %3 (Tensor %4, Pipeline %5, Daten %6, ZeRO-Stufe %7); ein Gerät allein bräuchte %8 GiB von %9 GiB.</translation>
    </message>
    <message>
        <source>Memory calculator: %1 does not fit on the planned %2 × %3 with any parallelism; one device alone would need %4 GiB of %5 GiB.</source>
        <translation>Speicherrechner: %1 passt mit keiner Parallelisierung auf die geplanten %2 × %3; ein Gerät allein bräuchte %4 GiB von %5 GiB.</translation>
    </message>
</context>
<context>
    <name>pilot::FallbackSequence</name>
    <message>
        <source>The project has no pilot run to fall back from.</source>
        <translation>Das Projekt hat keinen Pilotlauf, von dem zurückgefallen werden könnte.</translation>
    </message>
    <message>
        <source>The pilot run lies outside the project folder; a fallback is built only from the project&apos;s own runs.</source>
        <translation>Der Pilotlauf liegt außerhalb des Projektordners; ein Fallback wird nur aus den eigenen Läufen des Projekts gebaut.</translation>
    </message>
    <message>
        <source>The fallback plan names no emergency profile yet: make one with “Create from Pilot Job” beside the profile field, or choose a job file with “Browse…”.</source>
        <translation>Der Fallback-Plan nennt noch kein Notfallprofil: Erstellen Sie eines mit „Aus Pilot-Job erstellen“ neben dem Profilfeld, oder wählen Sie eine Job-Datei mit „Durchsuchen…“.</translation>
    </message>
    <message>
        <source>The fallback plan&apos;s target: %1</source>
        <translation>Ziel des Fallback-Plans: %1</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>The pilot run has no accepted checkpoint to fall back to.</source>
        <translation>Der Pilotlauf hat keinen angenommenen Checkpoint, auf den zurückgefallen werden könnte.</translation>
    </message>
    <message>
        <source>fallback from %1 at step %2</source>
        <translation>Fallback von %1 bei Schritt %2</translation>
    </message>
    <message>
        <source>Exporting step %1 of the pilot for the GPU side …</source>
        <translation>Schritt %1 des Piloten wird für die GPU-Seite exportiert …</translation>
    </message>
    <message>
        <source>The fallback job could not be written: %1</source>
        <translation>Der Fallback-Job konnte nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <source>The fallback job cannot be read back: %1</source>
        <translation>Der Fallback-Job lässt sich nicht zurücklesen: %1</translation>
    </message>
</context>
<context>
    <name>pilot::HorizonText</name>
    <message>
        <source>GPU only</source>
        <translation>Nur GPU</translation>
    </message>
    <message>
        <source>Trainium2 only</source>
        <translation>Nur Trainium2</translation>
    </message>
    <message>
        <source>Dual operation with GPU fallback</source>
        <translation>Dualbetrieb mit GPU-Rückfall</translation>
    </message>
    <message>
        <source>Engineering rate (per hour)</source>
        <translation>Ingenieurstundensatz</translation>
    </message>
    <message>
        <source>GPU cost per accepted training (measured)</source>
        <translation>GPU-Kosten je abgenommenem Training (gemessen)</translation>
    </message>
    <message>
        <source>Trainium2 cost per accepted training (measured)</source>
        <translation>Trainium2-Kosten je abgenommenem Training (gemessen)</translation>
    </message>
    <message>
        <source>Cost of a fallback run (measured)</source>
        <translation>Kosten eines Rückfalllaufs (gemessen)</translation>
    </message>
    <message>
        <source>%1: %2 over %3 months, %4 per accepted training (one-time %5, then %6 a month).</source>
        <translation>%1: %2 über %3 Monate, %4 je abgenommenem Training (einmalig %5, dann %6 im Monat).</translation>
    </message>
    <message>
        <source>%1: unknown — %2.</source>
        <translation>%1: unbekannt — %2.</translation>
    </message>
    <message>
        <source>Over %1 months, %2 is the cheapest path: %3.</source>
        <translation>Über %1 Monate ist %2 der günstigste Weg: %3.</translation>
    </message>
    <message>
        <source>%1 against %2 for %3 (%4 % more)</source>
        <translation>%1 gegenüber %2 für %3 (%4 % mehr)</translation>
    </message>
    <message>
        <source>%1 breaks even with GPU only in month %2.</source>
        <translation>%1 erreicht die Gewinnschwelle gegenüber Nur GPU im Monat %2.</translation>
    </message>
    <message>
        <source>%1 would break even with GPU only in month %2, after the %3-month horizon.</source>
        <translation>%1 erreichte die Gewinnschwelle gegenüber Nur GPU erst im Monat %2, nach dem Zeitraum von %3 Monaten.</translation>
    </message>
    <message>
        <source>%1 costs no more than GPU only from the start.</source>
        <translation>%1 kostet von Anfang an nicht mehr als Nur GPU.</translation>
    </message>
    <message>
        <source>%1 never breaks even with GPU only: it costs as much every month and stays dearer by its one-time %2.</source>
        <translation>%1 erreicht gegenüber Nur GPU nie die Gewinnschwelle: Er kostet jeden Monat gleich viel und bleibt um seine einmaligen %2 teurer.</translation>
    </message>
    <message>
        <source>%1 costs less than GPU only at first, until month %2; after that it costs %3 more every month.</source>
        <translation>%1 kostet anfangs weniger als Nur GPU, bis Monat %2; danach kostet er jeden Monat %3 mehr.</translation>
    </message>
    <message>
        <source>%1 never breaks even with GPU only: it costs %2 more every month.</source>
        <translation>%1 erreicht gegenüber Nur GPU nie die Gewinnschwelle: Er kostet jeden Monat %2 mehr.</translation>
    </message>
    <message>
        <source>Closest to changing the verdict, each input alone: %1.</source>
        <translation>Am nächsten daran, das Ergebnis zu kippen, jede Eingabe für sich: %1.</translation>
    </message>
    <message>
        <source>No single input within its plausible range changes the verdict.</source>
        <translation>Keine einzelne Eingabe ändert das Ergebnis innerhalb ihres plausiblen Bereichs.</translation>
    </message>
    <message>
        <source>below %1: %2</source>
        <translation>unter %1: %2</translation>
    </message>
    <message>
        <source>above %1: %2</source>
        <translation>über %1: %2</translation>
    </message>
    <message>
        <source>%1 below %2 (now %3) makes %4 cheapest</source>
        <translation>%1 unter %2 (jetzt %3) macht %4 am günstigsten</translation>
    </message>
    <message>
        <source>%1 above %2 (now %3) makes %4 cheapest</source>
        <translation>%1 über %2 (jetzt %3) macht %4 am günstigsten</translation>
    </message>
    <message>
        <source>A kernel share of %1 adds %2 hours a month of kernel upkeep to each Trainium2 path (%3 a month, %4 over the horizon); the larger the share, the smaller their maintenance advantage.</source>
        <translation>Ein Kernel-Anteil von %1 fügt jedem Trainium2-Weg %2 Stunden Kernelpflege im Monat hinzu (%3 im Monat, %4 über den Zeitraum); je größer der Anteil, desto kleiner ihr Vorteil bei der Wartung.</translation>
    </message>
    <message>
        <source>No verdict over the horizon yet: %1.</source>
        <translation>Noch kein Ergebnis über den Zeitraum: %1.</translation>
    </message>
    <message>
        <source>%1 trainings a month from the planned tokens.</source>
        <translation>%1 Trainings im Monat aus den geplanten Tokens.</translation>
    </message>
</context>
<context>
    <name>pilot::ProjectFields</name>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>Sequenzlänge</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Methode</translation>
    </message>
    <message>
        <source>Training steps</source>
        <translation>Trainingsschritte</translation>
    </message>
    <message>
        <source>Checkpoint format</source>
        <translation>Checkpoint-Format</translation>
    </message>
    <message>
        <source>Expected experiments</source>
        <translation>Erwartete Experimente</translation>
    </message>
    <message>
        <source>Data volume</source>
        <translation>Datenmenge</translation>
    </message>
    <message>
        <source>Restart target (s)</source>
        <translation>Neustartziel (s)</translation>
    </message>
    <message>
        <source>Accepted validation deviation</source>
        <translation>Akzeptierte Validierungsabweichung</translation>
    </message>
    <message>
        <source>Loss deviation per effective step (absolute)</source>
        <translation>Loss-Abweichung je effektivem Schritt (absolut)</translation>
    </message>
    <message>
        <source>Loss deviation per effective step (relative)</source>
        <translation>Loss-Abweichung je effektivem Schritt (relativ)</translation>
    </message>
    <message>
        <source>Validation metric deviation</source>
        <translation>Abweichung der Validierungsmetrik</translation>
    </message>
    <message>
        <source>Restart time (s)</source>
        <translation>Neustartzeit (s)</translation>
    </message>
    <message>
        <source>Time to first usable checkpoint (s)</source>
        <translation>Zeit bis zum ersten nutzbaren Checkpoint (s)</translation>
    </message>
    <message>
        <source>Output quality threshold</source>
        <translation>Schwelle der Ausgabequalität</translation>
    </message>
</context>
<context>
    <name>pilot::Record</name>
    <message>
        <source>Decision record</source>
        <translation>Entscheidungsprotokoll</translation>
    </message>
    <message>
        <source>Authors</source>
        <translation>Autoren</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>Empfehlung</translation>
    </message>
    <message>
        <source>provisional: open questions could change it</source>
        <translation>vorläufig: offene Fragen könnten sie ändern</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Begründung</translation>
    </message>
    <message>
        <source>Decision matrix</source>
        <translation>Entscheidungsmatrix</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Antwort</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Begründung</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>Nachweise</translation>
    </message>
    <message>
        <source>Decided the outcome</source>
        <translation>Hat entschieden</translation>
    </message>
    <message>
        <source>Open questions</source>
        <translation>Offene Fragen</translation>
    </message>
    <message>
        <source>Left undecided by the open rows: %1.</source>
        <translation>Offen gelassen durch die offenen Zeilen: %1.</translation>
    </message>
    <message>
        <source>Conflicts between answers and the project&apos;s data</source>
        <translation>Widersprüche zwischen Antworten und den Daten des Projekts</translation>
    </message>
    <message>
        <source>%1 — answered %2, but %3 (%4); the decision counts %5.</source>
        <translation>%1 — beantwortet mit %2, aber %3 (%4); die Entscheidung zählt %5.</translation>
    </message>
    <message>
        <source>do first</source>
        <translation>zuerst erledigen</translation>
    </message>
    <message>
        <source>could change the recommendation</source>
        <translation>kann die Empfehlung ändern</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>Keine.</translation>
    </message>
    <message>
        <source>Advice</source>
        <translation>Hinweise</translation>
    </message>
    <message>
        <source>Task profile</source>
        <translation>Aufgabenprofil</translation>
    </message>
    <message>
        <source>Acceptance limits</source>
        <translation>Akzeptanzgrenzen</translation>
    </message>
    <message>
        <source>Pilot results</source>
        <translation>Pilotergebnisse</translation>
    </message>
    <message>
        <source>Training loss of the reference and the pilot per effective step, with the tolerance band around the reference; marks: the pilot outside the tolerance.</source>
        <translation>Trainings-Loss von Referenz und Pilot je effektivem Schritt, mit dem Toleranzband um die Referenz; Markierungen: der Pilot außerhalb der Toleranz.</translation>
    </message>
    <message>
        <source>Training loss of the reference and the pilot over the tokens trained (the runs put different numbers of tokens into a step), with the tolerance band around the reference; marks: the pilot outside the tolerance.</source>
        <translation>Trainings-Loss von Referenz und Pilot über die trainierten Tokens (die Läufe trainieren verschieden viele Tokens je Schritt), mit dem Toleranzband um die Referenz; Markierungen: der Pilot außerhalb der Toleranz.</translation>
    </message>
    <message>
        <source>No pilot results recorded yet; they are added here once reference and pilot runs have been compared.</source>
        <translation>Noch keine Pilotergebnisse erfasst; sie werden hier ergänzt, sobald Referenz- und Pilotlauf verglichen sind.</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>Reference: %1 · Pilot: %2</source>
        <translation>Referenz: %1 · Pilot: %2</translation>
    </message>
    <message>
        <source>Deviation: maximum %1 (%2 %), mean %3.</source>
        <translation>Abweichung: höchstens %1 (%2 %), im Mittel %3.</translation>
    </message>
    <message>
        <source>%1 points outside the tolerance, the first at %2.</source>
        <translation>%1 Punkte außerhalb der Toleranz, der erste bei %2.</translation>
    </message>
    <message>
        <source>Verdict: inside the acceptance limits.</source>
        <translation>Urteil: innerhalb der Abnahmegrenzen.</translation>
    </message>
    <message>
        <source>Verdict: outside the acceptance limits.</source>
        <translation>Urteil: außerhalb der Abnahmegrenzen.</translation>
    </message>
    <message>
        <source>Verdict: none, the loss limits are not set.</source>
        <translation>Urteil: keines, die Loss-Grenzen sind nicht festgelegt.</translation>
    </message>
    <message>
        <source>Verdict: none, the runs have no common points.</source>
        <translation>Urteil: keines, die Läufe haben keine gemeinsamen Punkte.</translation>
    </message>
    <message>
        <source>Training loss compared per effective step: %1 of %2 reference points, steps %3 to %4.</source>
        <translation>Trainings-Loss je effektivem Schritt verglichen: %1 von %2 Referenzpunkten, Schritte %3 bis %4.</translation>
    </message>
    <message>
        <source>Training loss compared per token consumed, because the global batches differ (reference %1, pilot %2 tokens per step): %3 of %4 reference points, tokens %5 to %6.</source>
        <translation>Trainings-Loss je verbrauchtem Token verglichen, weil sich die globalen Batches unterscheiden (Referenz %1, Pilot %2 Tokens je Schritt): %3 von %4 Referenzpunkten, Tokens %5 bis %6.</translation>
    </message>
    <message>
        <source>Training loss: none of the %1 reference points could be compared.</source>
        <translation>Trainings-Loss: Keiner der %1 Referenzpunkte ließ sich vergleichen.</translation>
    </message>
    <message>
        <source>The pilot&apos;s loss is NaN or infinite at %1 points, the first at %2.</source>
        <translation>Der Loss des Piloten ist an %1 Punkten NaN oder unendlich, zuerst bei %2.</translation>
    </message>
    <message>
        <source>The pilot has no value at %1 points the reference logged, the first at %2.</source>
        <translation>Dem Piloten fehlt an %1 Punkten, die die Referenz protokolliert hat, ein Wert, zuerst bei %2.</translation>
    </message>
    <message>
        <source>The pilot is still running: %1 reference points from %2 on are not reached yet.</source>
        <translation>Der Pilot läuft noch: %1 Referenzpunkte ab %2 sind noch nicht erreicht.</translation>
    </message>
    <message>
        <source>The pilot&apos;s data ends early (run state: %1): %2 reference points from %3 on are not reached.</source>
        <translation>Die Daten des Piloten enden zu früh (Laufzustand: %1): %2 Referenzpunkte ab %3 sind nicht erreicht.</translation>
    </message>
    <message>
        <source>The reference&apos;s own loss is NaN or infinite at %1 points; they are not judged.</source>
        <translation>Der Loss der Referenz selbst ist an %1 Punkten NaN oder unendlich; sie werden nicht beurteilt.</translation>
    </message>
    <message>
        <source>The reference has not completed (run state: %1), so it is not yet a yardstick.</source>
        <translation>Die Referenz ist nicht abgeschlossen (Laufzustand: %1) und taugt daher noch nicht als Maßstab.</translation>
    </message>
    <message>
        <source>Verdict: incomplete, not a pass until the pilot covers the whole reference.</source>
        <translation>Urteil: unvollständig, kein Bestehen, solange der Pilot nicht die ganze Referenz abdeckt.</translation>
    </message>
    <message>
        <source>Verdict: none, the loss limits are not finite numbers of at least 0.</source>
        <translation>Urteil: keines, die Loss-Grenzen sind keine endlichen Zahlen von mindestens 0.</translation>
    </message>
    <message>
        <source>Validation at every evaluation of the reference:</source>
        <translation>Validierung bei jeder Auswertung der Referenz:</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>Metrik</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>Referenz</translation>
    </message>
    <message>
        <source>Pilot</source>
        <translation>Pilot</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>running — provisional</source>
        <translation>läuft noch — vorläufig</translation>
    </message>
    <message>
        <source>Overall verdict, training loss and validation together: %1</source>
        <translation>Gesamturteil, Trainings-Loss und Validierung zusammen: %1</translation>
    </message>
    <message>
        <source>inside the acceptance limits</source>
        <translation>innerhalb der Abnahmegrenzen</translation>
    </message>
    <message>
        <source>outside the acceptance limits</source>
        <translation>außerhalb der Abnahmegrenzen</translation>
    </message>
    <message>
        <source>incomplete, not a pass</source>
        <translation>unvollständig, kein Bestehen</translation>
    </message>
    <message>
        <source>none, not every limit is set</source>
        <translation>keines, nicht alle Grenzen sind festgelegt</translation>
    </message>
    <message>
        <source>none, a limit is not a finite number of at least 0</source>
        <translation>keines, eine Grenze ist keine endliche Zahl von mindestens 0</translation>
    </message>
    <message>
        <source>none, nothing could be compared</source>
        <translation>keines, nichts ließ sich vergleichen</translation>
    </message>
    <message>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>completed</source>
        <translation>abgeschlossen</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>aborted</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <source>full fine-tuning</source>
        <translation>volles Fine-Tuning</translation>
    </message>
    <message>
        <source>Date of the decision</source>
        <translation>Datum der Entscheidung</translation>
    </message>
    <message>
        <source>Record written</source>
        <translation>Protokoll erstellt</translation>
    </message>
    <message>
        <source>no decision date recorded; set it with “Decision taken on” in the Report stage</source>
        <translation>kein Entscheidungsdatum erfasst; „Entschieden am“ in der Phase Bericht legt es fest</translation>
    </message>
    <message>
        <source>Decision rules</source>
        <translation>Entscheidungsregeln</translation>
    </message>
    <message>
        <source>built in</source>
        <translation>eingebaut</translation>
    </message>
    <message>
        <source>version %1</source>
        <translation>Version %1</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>nicht festgelegt</translation>
    </message>
    <message>
        <source>Locked on %1 by %2</source>
        <translation>Festgeschrieben am %1 von %2</translation>
    </message>
    <message>
        <source>Not locked yet: the limits are locked when the first pilot run starts.</source>
        <translation>Noch nicht festgeschrieben: Die Grenzen werden mit dem ersten Pilotlauf festgeschrieben.</translation>
    </message>
    <message>
        <source>Changes after the lock</source>
        <translation>Änderungen nach der Festschreibung</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>Annahmen</translation>
    </message>
    <message>
        <source>file</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <source>missing!</source>
        <translation>fehlt!</translation>
    </message>
    <message>
        <source>No assumptions recorded (the calculators of the Plan stage keep them).</source>
        <translation>Keine Annahmen erfasst (die Rechner der Planphase halten sie fest).</translation>
    </message>
    <message>
        <source>Porting and validation effort (hours)</source>
        <translation>Portierungs- und Validierungsaufwand (Stunden)</translation>
    </message>
    <message>
        <source>Cost of an engineering hour</source>
        <translation>Kosten einer Ingenieursstunde</translation>
    </message>
    <message>
        <source>Compile and cache warm-up (instance hours)</source>
        <translation>Kompilieren und Cache-Aufwärmen (Instanzstunden)</translation>
    </message>
    <message>
        <source>Pilot and comparison runs (instance hours)</source>
        <translation>Pilot- und Vergleichsläufe (Instanzstunden)</translation>
    </message>
    <message>
        <source>GPU instance price per hour</source>
        <translation>Preis einer GPU-Instanzstunde</translation>
    </message>
    <message>
        <source>Trainium2 instance price per hour</source>
        <translation>Preis einer Trainium2-Instanzstunde</translation>
    </message>
    <message>
        <source>Relative throughput Trainium2 / GPU</source>
        <translation>Relativer Durchsatz Trainium2 / GPU</translation>
    </message>
    <message>
        <source>Planned training (reference GPU hours)</source>
        <translation>Geplantes Training (Referenz-GPU-Stunden)</translation>
    </message>
    <message>
        <source>Break-even after %1 reference GPU hours of training; preparation %2, saving %3 per hour; net over the plan %4.</source>
        <translation>Amortisiert nach %1 Referenz-GPU-Stunden Training; Vorbereitung %2, Ersparnis %3 pro Stunde; netto über den Plan %4.</translation>
    </message>
    <message>
        <source>No break-even: Trainium2 saves nothing per hour of reference work under these assumptions (preparation %1).</source>
        <translation>Keine Amortisation: Unter diesen Annahmen spart Trainium2 pro Stunde Referenzarbeit nichts (Vorbereitung %1).</translation>
    </message>
    <message>
        <source>Incomplete, missing: %1</source>
        <translation>Unvollständig, es fehlen: %1</translation>
    </message>
    <message>
        <source>Memory (estimate, %1 on %2): %3 GiB per device without parallelism, %4 GiB available — %5</source>
        <translation>Speicher (Schätzung, %1 auf %2): %3 GiB je Gerät ohne Parallelisierung, %4 GiB verfügbar — %5</translation>
    </message>
    <message>
        <source>LoRA r %1</source>
        <translation>LoRA r %1</translation>
    </message>
    <message>
        <source>fits on one device</source>
        <translation>passt auf ein Gerät</translation>
    </message>
    <message>
        <source>fits on %1 devices with tensor %2, pipeline %3, data %4, ZeRO stage %5</source>
        <translation>passt auf %1 Geräte mit Tensor %2, Pipeline %3, Daten %4, ZeRO-Stufe %5</translation>
    </message>
    <message>
        <source>does not fit on %1 devices</source>
        <translation>passt nicht auf %1 Geräte</translation>
    </message>
    <message>
        <source>outside the project</source>
        <translation>außerhalb des Projekts</translation>
    </message>
    <message>
        <source>The reference run “%1” lies outside the project folder and is not read; the record compares only runs inside it.</source>
        <translation>Der Referenzlauf „%1“ liegt außerhalb des Projektordners und wird nicht gelesen; das Protokoll vergleicht nur Läufe darin.</translation>
    </message>
    <message>
        <source>The pilot run “%1” lies outside the project folder and is not read; the record compares only runs inside it.</source>
        <translation>Der Pilotlauf „%1“ liegt außerhalb des Projektordners und wird nicht gelesen; das Protokoll vergleicht nur Läufe darin.</translation>
    </message>
    <message>
        <source>The reference run “%1” was not found in the project folder.</source>
        <translation>Der Referenzlauf „%1“ wurde im Projektordner nicht gefunden.</translation>
    </message>
    <message>
        <source>The pilot run “%1” was not found in the project folder.</source>
        <translation>Der Pilotlauf „%1“ wurde im Projektordner nicht gefunden.</translation>
    </message>
    <message>
        <source>The reference run “%1” holds no metrics that could be read (pilotctl runs summarize or pilotctl import names the problem).</source>
        <translation>Der Referenzlauf „%1“ enthält keine lesbaren Metriken (pilotctl runs summarize oder pilotctl import nennen das Problem).</translation>
    </message>
    <message>
        <source>The pilot run “%1” holds no metrics that could be read (pilotctl runs summarize or pilotctl import names the problem).</source>
        <translation>Der Pilotlauf „%1“ enthält keine lesbaren Metriken (pilotctl runs summarize oder pilotctl import nennen das Problem).</translation>
    </message>
</context>
<context>
    <name>pilot::RecordCost</name>
    <message>
        <source>Cost per accepted training state</source>
        <translation>Kosten je angenommenem Trainingsstand</translation>
    </message>
    <message>
        <source>Every phase of every run, failed and repeated ones included, at the price the project maps it to; an accepted state is a checkpoint the verifier accepts, inside the reference&apos;s tolerance band, whose evaluation meets the agreed output quality.</source>
        <translation>Jede Phase jedes Laufs, fehlgeschlagene und wiederholte eingeschlossen, zu dem Preis, den das Projekt ihm zuordnet; ein angenommener Stand ist ein Checkpoint, den die Prüfung annimmt, im Toleranzband der Referenz, dessen Evaluierung die vereinbarte Ausgabequalität erreicht.</translation>
    </message>
    <message>
        <source>The project names no price table: the times are measured, the costs are unknown.</source>
        <translation>Das Projekt nennt keine Preistabelle: Die Zeiten sind gemessen, die Kosten unbekannt.</translation>
    </message>
    <message>
        <source>The price table cannot be read (pilotctl cost names the problems): the costs are unknown.</source>
        <translation>Die Preistabelle ist nicht lesbar (pilotctl cost nennt die Probleme): Die Kosten sind unbekannt.</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rolle</translation>
    </message>
    <message>
        <source>The whole bill over the cost horizon</source>
        <translation>Gesamtkosten über den Kostenhorizont</translation>
    </message>
    <message>
        <source>Cumulative cost of each path over the planning period (a projection)</source>
        <translation>Kumulierte Kosten jedes Wegs über den Planungszeitraum (eine Hochrechnung)</translation>
    </message>
    <message>
        <source>Assumption</source>
        <translation>Annahme</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Bezeichnung</translation>
    </message>
    <message>
        <source>Source and date</source>
        <translation>Quelle und Datum</translation>
    </message>
    <message>
        <source>unconfirmed assumption (no source or date)</source>
        <translation>unbestätigte Annahme (ohne Quelle oder Datum)</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <source>Billed time</source>
        <translation>Abgerechnete Zeit</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Accepted states</source>
        <translation>Angenommene Stände</translation>
    </message>
    <message>
        <source>Per accepted state</source>
        <translation>Je angenommenem Stand</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>reference</source>
        <translation>Referenz</translation>
    </message>
    <message>
        <source>pilot</source>
        <translation>Pilot</translation>
    </message>
    <message>
        <source>fallback</source>
        <translation>Fallback</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>environment</source>
        <translation>Umgebung</translation>
    </message>
    <message>
        <source>to the first step</source>
        <translation>bis zum ersten Schritt</translation>
    </message>
    <message>
        <source>compile</source>
        <translation>Kompilieren</translation>
    </message>
    <message>
        <source>training</source>
        <translation>Training</translation>
    </message>
    <message>
        <source>checkpoint writing</source>
        <translation>Checkpoint schreiben</translation>
    </message>
    <message>
        <source>restart</source>
        <translation>Neustart</translation>
    </message>
    <message>
        <source>lost or repeated</source>
        <translation>verloren oder wiederholt</translation>
    </message>
    <message>
        <source>validation</source>
        <translation>Validierung</translation>
    </message>
    <message>
        <source>other</source>
        <translation>Sonstiges</translation>
    </message>
    <message>
        <source>Unconfirmed assumptions (prices without source or date): %1.</source>
        <translation>Unbestätigte Annahmen (Preise ohne Quelle oder Datum): %1.</translation>
    </message>
    <message>
        <source>Projection, not a measurement: the planned training costs %1 on the reference platform and %2 on the pilot platform; preparation %3.</source>
        <translation>Hochrechnung, keine Messung: Das geplante Training kostet %1 auf der Referenzplattform und %2 auf der Pilotplattform; Vorbereitung %3.</translation>
    </message>
    <message>
        <source>Break-even after %1 trainings (%2 years).</source>
        <translation>Break-even nach %1 Trainings (%2 Jahren).</translation>
    </message>
    <message>
        <source>The time chain: every run and every role as one bar, stacked by phase; unknown phases add nothing to a bar.</source>
        <translation>Die Zeitkette: jeder Lauf und jede Rolle als ein Balken, nach Phasen gestapelt; unbekannte Phasen tragen nichts zum Balken bei.</translation>
    </message>
    <message>
        <source>Break-even, a projection: the cumulative cost over planned trainings on the reference platform, and on the pilot platform from its preparation cost on.</source>
        <translation>Break-even, eine Hochrechnung: die kumulierten Kosten über geplante Trainings auf der Referenzplattform und auf der Pilotplattform ab ihren Vorbereitungskosten.</translation>
    </message>
    <message>
        <source>Break-even: unknown (pilotctl cost says why).</source>
        <translation>Break-even: unbekannt (pilotctl cost nennt den Grund).</translation>
    </message>
    <message>
        <source>Left out of the reference&apos;s cost: %1: %2.</source>
        <translation>Aus den Kosten der Referenz herausgenommen: %1: %2.</translation>
    </message>
    <message>
        <source>Left out of the pilot&apos;s cost: %1: %2.</source>
        <translation>Aus den Kosten des Piloten herausgenommen: %1: %2.</translation>
    </message>
    <message>
        <source>Left out of the fallback&apos;s cost: %1: %2.</source>
        <translation>Aus den Kosten des Fallbacks herausgenommen: %1: %2.</translation>
    </message>
    <message>
        <source>%1 (%2, %3, %4 billed) moves the reference&apos;s projection: the planned training takes %5 with it, %6 without it.</source>
        <translation>%1 (%2, %3, %4 abgerechnet) verschiebt die Hochrechnung der Referenz: das geplante Training dauert mit ihm %5, ohne ihn %6.</translation>
    </message>
    <message>
        <source>%1 (%2, %3, %4 billed) moves the pilot&apos;s projection: the planned training takes %5 with it, %6 without it.</source>
        <translation>%1 (%2, %3, %4 abgerechnet) verschiebt die Hochrechnung des Piloten: das geplante Training dauert mit ihm %5, ohne ihn %6.</translation>
    </message>
</context>
<context>
    <name>pilot::RecordFallback</name>
    <message>
        <source>Fallback plan</source>
        <translation>Fallback-Plan</translation>
    </message>
    <message>
        <source>No fallback plan recorded. The decision guide asks for one before the pilot: a small GPU emergency profile, the last accepted state exported regularly, and a re-check of loss and output quality against the reference after a fallback (the Fallback tab of the Checkpoints stage).</source>
        <translation>Kein Fallback-Plan erfasst. Der Entscheidungsleitfaden verlangt ihn vor dem Piloten: ein kleines GPU-Notfallprofil, regelmäßiger Export des letzten akzeptierten Stands und nach einem Fallback eine erneute Prüfung von Loss und Ausgabequalität gegen die Referenz (Reiter Fallback der Phase Checkpoints).</translation>
    </message>
    <message>
        <source>Emergency profile</source>
        <translation>Notfallprofil</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Export of the last accepted state</source>
        <translation>Export des letzten akzeptierten Stands</translation>
    </message>
    <message>
        <source>every %1 hours</source>
        <translation>alle %1 Stunden</translation>
    </message>
    <message>
        <source>Re-check after a fallback</source>
        <translation>Erneute Prüfung nach einem Fallback</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>nicht festgelegt</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <source>outside the project, not read</source>
        <translation>außerhalb des Projekts, nicht gelesen</translation>
    </message>
    <message>
        <source>missing!</source>
        <translation>fehlt!</translation>
    </message>
    <message>
        <source>not a valid job (%1)</source>
        <translation>kein gültiger Job (%1)</translation>
    </message>
    <message>
        <source>not read for this record</source>
        <translation>für dieses Protokoll nicht gelesen</translation>
    </message>
    <message>
        <source>same training as the pilot (job hash): yes</source>
        <translation>dasselbe Training wie der Pilot (Job-Hash): ja</translation>
    </message>
    <message>
        <source>same training as the pilot (job hash): no, it differs in %1; it cannot resume the pilot&apos;s checkpoints</source>
        <translation>dasselbe Training wie der Pilot (Job-Hash): nein, es weicht ab in %1; es kann die Checkpoints des Piloten nicht fortsetzen</translation>
    </message>
    <message>
        <source>same training as the pilot: unknown (the pilot&apos;s job.json is not in the project)</source>
        <translation>dasselbe Training wie der Pilot: unbekannt (die job.json des Piloten liegt nicht im Projekt)</translation>
    </message>
    <message>
        <source>Rehearsed: no. No run of the project has the role fallback.</source>
        <translation>Geprobt: nein. Kein Lauf des Projekts hat die Rolle fallback.</translation>
    </message>
    <message>
        <source>Rehearsed: yes, %1 fallback run(s); each re-checked against the reference %2 on the steps after the one it resumed from (the steps before are the pilot&apos;s):</source>
        <translation>Geprobt: ja, %1 Fallback-Lauf/-Läufe; jeder erneut geprüft gegen die Referenz %2 auf den Schritten nach dem, ab dem er fortgesetzt wurde (die Schritte davor sind die des Piloten):</translation>
    </message>
    <message>
        <source>Rehearsed: %1 run(s) with the role fallback are listed; they were not read for this record.</source>
        <translation>Geprobt: %1 Lauf/Läufe mit der Rolle fallback sind eingetragen; sie wurden für dieses Protokoll nicht gelesen.</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <source>Resumed from step</source>
        <translation>Fortgesetzt ab Schritt</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Same training</source>
        <translation>Dasselbe Training</translation>
    </message>
    <message>
        <source>Re-check</source>
        <translation>Erneute Prüfung</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>nicht gefunden</translation>
    </message>
    <message>
        <source>no readable metrics</source>
        <translation>keine lesbaren Metriken</translation>
    </message>
    <message>
        <source>inside the acceptance limits</source>
        <translation>innerhalb der Abnahmegrenzen</translation>
    </message>
    <message>
        <source>outside the acceptance limits</source>
        <translation>außerhalb der Abnahmegrenzen</translation>
    </message>
    <message>
        <source>incomplete, not a pass</source>
        <translation>unvollständig, kein Bestehen</translation>
    </message>
    <message>
        <source>no verdict, the limits are not set</source>
        <translation>kein Urteil, die Grenzen sind nicht festgelegt</translation>
    </message>
    <message>
        <source>no verdict, a limit is not a finite number of at least 0</source>
        <translation>kein Urteil, eine Grenze ist keine endliche Zahl von mindestens 0</translation>
    </message>
    <message>
        <source>no verdict, nothing could be compared</source>
        <translation>kein Urteil, nichts ließ sich vergleichen</translation>
    </message>
    <message>
        <source>steps %1 to %2 compared (%3 of %4 reference points)</source>
        <translation>Schritte %1 bis %2 verglichen (%3 von %4 Referenzpunkten)</translation>
    </message>
    <message>
        <source>worst loss deviation %1 (%2 %)</source>
        <translation>größte Loss-Abweichung %1 (%2 %)</translation>
    </message>
    <message>
        <source>loss NaN or infinite</source>
        <translation>Loss NaN oder unendlich</translation>
    </message>
    <message>
        <source>%1 reference step(s) without a value</source>
        <translation>%1 Referenzschritt(e) ohne Wert</translation>
    </message>
    <message>
        <source>still running</source>
        <translation>läuft noch</translation>
    </message>
    <message>
        <source>ends before the reference&apos;s end</source>
        <translation>endet vor dem Ende der Referenz</translation>
    </message>
    <message>
        <source>the reference&apos;s loss is NaN or infinite in places</source>
        <translation>der Loss der Referenz ist stellenweise NaN oder unendlich</translation>
    </message>
    <message>
        <source>the reference has not completed</source>
        <translation>die Referenz ist nicht abgeschlossen</translation>
    </message>
    <message>
        <source>the project has no readable reference run</source>
        <translation>das Projekt hat keinen lesbaren Referenzlauf</translation>
    </message>
    <message>
        <source>where it resumed is not recorded (resume auto); compared from its first logged step</source>
        <translation>wo er fortgesetzt wurde, ist nicht festgehalten (resume auto); verglichen ab seinem ersten protokollierten Schritt</translation>
    </message>
    <message>
        <source>the fallback run has not completed</source>
        <translation>der Fallback-Lauf ist nicht abgeschlossen</translation>
    </message>
    <message>
        <source>%1 validation value(s) outside or missing</source>
        <translation>%1 Validierungswert(e) außerhalb oder fehlend</translation>
    </message>
</context>
<context>
    <name>pilot::RecordProvenance</name>
    <message>
        <source>Provenance of the runs</source>
        <translation>Herkunft der Läufe</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>Referenz</translation>
    </message>
    <message>
        <source>Pilot</source>
        <translation>Pilot</translation>
    </message>
    <message>
        <source>Launched by</source>
        <translation>Gestartet über</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>Process or Slurm job</source>
        <translation>Prozess oder Slurm-Job</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Gestartet</translation>
    </message>
    <message>
        <source>Backend (plugin version)</source>
        <translation>Backend (Plugin-Version)</translation>
    </message>
    <message>
        <source>Job hash (what is trained)</source>
        <translation>Job-Hash (was trainiert wird)</translation>
    </message>
    <message>
        <source>%1 (equal to the reference: the same training)</source>
        <translation>%1 (gleich der Referenz: dasselbe Training)</translation>
    </message>
    <message>
        <source>%1 (differs from the reference: not the same training)</source>
        <translation>%1 (anders als die Referenz: nicht dasselbe Training)</translation>
    </message>
    <message>
        <source>Reference and pilot train the same job: the same data, model, tokenizer and training settings, judged by the content of their files, wherever the runs kept them.</source>
        <translation>Referenz und Pilot trainieren denselben Job: dieselben Daten, dasselbe Modell, denselben Tokenizer und dieselben Trainingseinstellungen, beurteilt nach dem Inhalt ihrer Dateien, wo immer die Läufe sie hatten.</translation>
    </message>
    <message>
        <source>Reference and pilot train the same job: the same job file apart from where it runs (their job hash, of older versions, also covers the paths of its files).</source>
        <translation>Referenz und Pilot trainieren denselben Job: dieselbe Job-Datei bis auf den Ort der Ausführung (ihr Job-Hash älterer Versionen deckt auch die Pfade ihrer Dateien ab).</translation>
    </message>
    <message>
        <source>Reference and pilot do not train the same job. They differ in:</source>
        <translation>Referenz und Pilot trainieren nicht denselben Job. Sie unterscheiden sich in:</translation>
    </message>
    <message>
        <source>%1: reference %2, pilot %3</source>
        <translation>%1: Referenz %2, Pilot %3</translation>
    </message>
    <message>
        <source>absent</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>Whether reference and pilot train the same job is not known: %1</source>
        <translation>Ob Referenz und Pilot denselben Job trainieren, ist nicht bekannt: %1</translation>
    </message>
    <message>
        <source>the reference&apos;s run does not say what it trains (it has not started, or a version before the job hash ran it).</source>
        <translation>Der Referenzlauf sagt nicht, was er trainiert (er hat nicht begonnen, oder eine Version vor dem Job-Hash hat ihn ausgeführt).</translation>
    </message>
    <message>
        <source>the pilot&apos;s run does not say what it trains (it has not started, or a version before the job hash ran it).</source>
        <translation>Der Pilotlauf sagt nicht, was er trainiert (er hat nicht begonnen, oder eine Version vor dem Job-Hash hat ihn ausgeführt).</translation>
    </message>
    <message>
        <source>a run&apos;s job identity is not what its job hash is the hash of (the metrics file was edited).</source>
        <translation>Die Job-Identität eines Laufs ist nicht das, wovon sein Job-Hash gebildet ist (die Metrikdatei wurde bearbeitet).</translation>
    </message>
    <message>
        <source>both runs were made by older versions, whose job hash also covers the paths of the job&apos;s files; their hashes differ, which may be their paths alone.</source>
        <translation>Beide Läufe stammen von älteren Versionen, deren Job-Hash auch die Pfade der Dateien des Jobs abdeckt; ihre Hashes unterscheiden sich, was allein an den Pfaden liegen kann.</translation>
    </message>
    <message>
        <source>one run names its job by the content of its files, the other by the older rule that covers their paths.</source>
        <translation>Ein Lauf benennt seinen Job nach dem Inhalt seiner Dateien, der andere nach der älteren Regel, die ihre Pfade abdeckt.</translation>
    </message>
    <message>
        <source>Checksum of the file job.json (SHA-256; differs with run name, role, backend and device)</source>
        <translation>Prüfsumme der Datei job.json (SHA-256; unterscheidet sich mit Laufname, Rolle, Backend und Gerät)</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>Umgebung</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>Device (as the run reported at its start)</source>
        <translation>Gerät (wie der Lauf es bei seinem Start meldete)</translation>
    </message>
    <message>
        <source>Versions (as the run reported at its start)</source>
        <translation>Versionen (wie der Lauf sie bei seinem Start meldete)</translation>
    </message>
    <message>
        <source>Neuron compile cache</source>
        <translation>Neuron-Kompilier-Cache</translation>
    </message>
    <message>
        <source>Environment set by the backend</source>
        <translation>Vom Backend gesetzte Umgebung</translation>
    </message>
    <message>
        <source>Versions found at the launch</source>
        <translation>Beim Start gefundene Versionen</translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation>nicht erfasst</translation>
    </message>
    <message>
        <source>launch.json cannot be read</source>
        <translation>launch.json ist nicht lesbar</translation>
    </message>
    <message>
        <source>pid %1</source>
        <translation>PID %1</translation>
    </message>
    <message>
        <source>%1 (launched from %2)</source>
        <translation>%1 (gestartet von %2)</translation>
    </message>
    <message>
        <source>Slurm job %1</source>
        <translation>Slurm-Job %1</translation>
    </message>
</context>
<context>
    <name>pilot::RecordResilience</name>
    <message>
        <source>Checkpoints, restarts and failures</source>
        <translation>Checkpoints, Neustarts und Fehler</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>Referenz</translation>
    </message>
    <message>
        <source>Pilot</source>
        <translation>Pilot</translation>
    </message>
    <message>
        <source>Newest checkpoint</source>
        <translation>Neuester Checkpoint</translation>
    </message>
    <message>
        <source>step %1: accepted</source>
        <translation>Schritt %1: angenommen</translation>
    </message>
    <message>
        <source>step %1: refused (%2 reasons; pilotctl checkpoints verify lists them)</source>
        <translation>Schritt %1: abgelehnt (%2 Gründe; pilotctl checkpoints verify nennt sie)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>Checkpoints kept</source>
        <translation>Aufbewahrte Checkpoints</translation>
    </message>
    <message>
        <source>Kill-and-resume drill</source>
        <translation>Abbruch-und-Fortsetzungs-Drill</translation>
    </message>
    <message>
        <source>not made</source>
        <translation>nicht durchgeführt</translation>
    </message>
    <message>
        <source>drill.json cannot be read</source>
        <translation>drill.json ist nicht lesbar</translation>
    </message>
    <message>
        <source>jump check passed</source>
        <translation>Sprungprüfung bestanden</translation>
    </message>
    <message>
        <source>jump check failed</source>
        <translation>Sprungprüfung nicht bestanden</translation>
    </message>
    <message>
        <source>jump check incomplete</source>
        <translation>Sprungprüfung unvollständig</translation>
    </message>
    <message>
        <source>bit for bit</source>
        <translation>bitgenau</translation>
    </message>
    <message>
        <source>relative tolerance %1</source>
        <translation>relative Toleranz %1</translation>
    </message>
    <message>
        <source>%1 interruption(s) (%2)</source>
        <translation>%1 Unterbrechung(en) (%2)</translation>
    </message>
    <message>
        <source>restart %1–%2 s</source>
        <translation>Neustart %1–%2 s</translation>
    </message>
    <message>
        <source>%1 step(s) done again</source>
        <translation>%1 Schritt(e) wiederholt</translation>
    </message>
    <message>
        <source>Failure class</source>
        <translation>Fehlerklasse</translation>
    </message>
    <message>
        <source>none (the run did not fail, or no log line names a cause)</source>
        <translation>keine (der Lauf ist nicht fehlgeschlagen, oder keine Logzeile nennt eine Ursache)</translation>
    </message>
    <message>
        <source>not read</source>
        <translation>nicht gelesen</translation>
    </message>
    <message>
        <source>decided by %1, rule %2: “%3”</source>
        <translation>entschieden durch %1, Regel %2: „%3“</translation>
    </message>
    <message>
        <source>%1 (rank %2)</source>
        <translation>%1 (Rang %2)</translation>
    </message>
    <message>
        <source>only lines that usually follow a failure elsewhere were found</source>
        <translation>nur Zeilen gefunden, die meist auf einen Fehler anderswo folgen</translation>
    </message>
    <message>
        <source>%1 later line(s) taken as its consequence(s)</source>
        <translation>%1 weitere Zeile(n) als Folge gewertet</translation>
    </message>
    <message>
        <source>operator</source>
        <translation>Operator</translation>
    </message>
    <message>
        <source>compiler</source>
        <translation>Compiler</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>data pipeline</source>
        <translation>Datenpipeline</translation>
    </message>
    <message>
        <source>checkpoint restore</source>
        <translation>Checkpoint-Wiederherstellung</translation>
    </message>
    <message>
        <source>communication</source>
        <translation>Kommunikation</translation>
    </message>
    <message>
        <source>runtime, driver or hardware</source>
        <translation>Laufzeit, Treiber oder Hardware</translation>
    </message>
    <message>
        <source>its class from the frame at line %1 of its traceback: “%2”</source>
        <translation>Klasse aus dem Frame in Zeile %1 seines Tracebacks: „%2“</translation>
    </message>
</context>
<context>
    <name>pilot::RecordScaling</name>
    <message>
        <source>Scaling</source>
        <translation>Skalierung</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <source>World size</source>
        <translation>Prozesszahl</translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation>Tokens/s</translation>
    </message>
    <message>
        <source>Step time (median)</source>
        <translation>Schrittzeit (Median)</translation>
    </message>
    <message>
        <source>Scaling efficiency</source>
        <translation>Skalierungseffizienz</translation>
    </message>
    <message>
        <source>Communication share</source>
        <translation>Anteil Kommunikation</translation>
    </message>
    <message>
        <source>Data wait share</source>
        <translation>Anteil Warten auf Daten</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Scaling efficiency is throughput(N) / (N · throughput(1)) against the first run listed with one process (1 is perfect; unknown without such a run), and the first step of every attempt (compilation, warm-up) is left out.</source>
        <translation>Die Skalierungseffizienz ist Durchsatz(N) / (N · Durchsatz(1)) gegenüber dem ersten aufgeführten Lauf mit einem Prozess (1 ist perfekt; ohne einen solchen Lauf unbekannt), und der erste Schritt jedes Versuchs (Kompilieren, Aufwärmen) wird ausgelassen.</translation>
    </message>
    <message>
        <source>“%1” has no figures: %2.</source>
        <translation>„%1“ hat keine Kennzahlen: %2.</translation>
    </message>
    <message>
        <source>the run was not read (outside the project folder, not found, or without readable metrics)</source>
        <translation>der Lauf wurde nicht gelesen (außerhalb des Projektordners, nicht gefunden oder ohne lesbare Metriken)</translation>
    </message>
    <message>
        <source>no step beyond the first reports its step time (step_time_s)</source>
        <translation>kein Schritt nach dem ersten meldet seine Schrittzeit (step_time_s)</translation>
    </message>
</context>
<context>
    <name>pilot::RecordSummary</name>
    <message>
        <source>Summary</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>provisional: open answers could change it</source>
        <translation>vorläufig: offene Antworten können es ändern</translation>
    </message>
    <message>
        <source>Pilot verdict</source>
        <translation>Urteil des Piloten</translation>
    </message>
    <message>
        <source>not judged: no reference and pilot run compared yet</source>
        <translation>nicht beurteilt: noch keine Referenz- und Pilotläufe verglichen</translation>
    </message>
    <message>
        <source>not judged: the runs could not be read (see “Pilot results”)</source>
        <translation>nicht beurteilt: die Läufe sind nicht lesbar (siehe „Pilotergebnisse“)</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Cost per accepted training state, reference (GPU)</source>
        <translation>Kosten je angenommenem Trainingsstand, Referenz (GPU)</translation>
    </message>
    <message>
        <source>Cost per accepted training state, pilot (Trainium2)</source>
        <translation>Kosten je angenommenem Trainingsstand, Pilot (Trainium2)</translation>
    </message>
    <message>
        <source>unknown (see “Cost per accepted training state”)</source>
        <translation>unbekannt (siehe „Kosten je angenommenem Trainingsstand“)</translation>
    </message>
    <message>
        <source>Whole bill over the cost horizon</source>
        <translation>Gesamtkosten über den Kostenhorizont</translation>
    </message>
    <message>
        <source>no verdict yet (see “The whole bill over the cost horizon”)</source>
        <translation>noch kein Ergebnis (siehe „Gesamtkosten über den Kostenhorizont“)</translation>
    </message>
    <message>
        <source>not worked out: no runs compared</source>
        <translation>nicht ermittelt: keine Läufe verglichen</translation>
    </message>
    <message>
        <source>%1 (accepted states: %2; in all %3)</source>
        <translation>%1 (angenommene Stände: %2; insgesamt %3)</translation>
    </message>
    <message>
        <source>Open tasks</source>
        <translation>Offene Aufgaben</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>do first</source>
        <translation>zuerst erledigen</translation>
    </message>
    <message>
        <source>and %1 more (see “Open questions”)</source>
        <translation>und %1 weitere (siehe „Offene Fragen“)</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Punkt</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Stand</translation>
    </message>
</context>
<context>
    <name>pilot::RecordVerdict</name>
    <message>
        <source>Complete pilot verdict</source>
        <translation>Gesamturteil des Piloten</translation>
    </message>
    <message>
        <source>Criterion</source>
        <translation>Kriterium</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>Grenzwert</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Gemessen</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Loss curve against the reference</source>
        <translation>Loss-Kurve gegen die Referenz</translation>
    </message>
    <message>
        <source>Validation against the reference</source>
        <translation>Validierung gegen die Referenz</translation>
    </message>
    <message>
        <source>Output quality (exact match, last evaluation)</source>
        <translation>Ausgabequalität (Exact Match, letzte Evaluierung)</translation>
    </message>
    <message>
        <source>Restore: kill-and-resume drill, jump check</source>
        <translation>Wiederherstellung: Abbruch-und-Fortsetzungs-Drill, Sprungprüfung</translation>
    </message>
    <message>
        <source>Restart time (longest in the drill)</source>
        <translation>Neustartzeit (längste im Drill)</translation>
    </message>
    <message>
        <source>Time to the first checkpoint</source>
        <translation>Zeit bis zum ersten Checkpoint</translation>
    </message>
    <message>
        <source>Cost per accepted training state</source>
        <translation>Kosten je angenommenem Trainingsstand</translation>
    </message>
    <message>
        <source>at most the reference&apos;s, %1</source>
        <translation>höchstens die der Referenz, %1</translation>
    </message>
    <message>
        <source>incomplete: the cost per accepted state is not known for both</source>
        <translation>unvollständig: die Kosten je angenommenem Stand sind nicht für beide bekannt</translation>
    </message>
    <message>
        <source>incomplete: the prices are in different currencies</source>
        <translation>unvollständig: die Preise sind in verschiedenen Währungen</translation>
    </message>
    <message>
        <source>inside the tolerance band</source>
        <translation>innerhalb des Toleranzbands</translation>
    </message>
    <message>
        <source>largest relative deviation %1</source>
        <translation>größte relative Abweichung %1</translation>
    </message>
    <message>
        <source>at least %1</source>
        <translation>mindestens %1</translation>
    </message>
    <message>
        <source>at most %1 s</source>
        <translation>höchstens %1 s</translation>
    </message>
    <message>
        <source>deviation at most %1</source>
        <translation>Abweichung höchstens %1</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 at step %2</source>
        <translation>%1 bei Schritt %2</translation>
    </message>
    <message>
        <source>bit for bit</source>
        <translation>bitgenau</translation>
    </message>
    <message>
        <source>largest relative difference %1</source>
        <translation>größte relative Differenz %1</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>bestanden</translation>
    </message>
    <message>
        <source>fail</source>
        <translation>nicht bestanden</translation>
    </message>
    <message>
        <source>incomplete</source>
        <translation>unvollständig</translation>
    </message>
    <message>
        <source>incomplete: no kill-and-resume drill of the pilot</source>
        <translation>unvollständig: kein Abbruch-und-Fortsetzungs-Drill des Piloten</translation>
    </message>
    <message>
        <source>incomplete: the drill did not finish its check</source>
        <translation>unvollständig: der Drill hat seine Prüfung nicht abgeschlossen</translation>
    </message>
    <message>
        <source>incomplete: no evaluation of the pilot reports exact match</source>
        <translation>unvollständig: keine Evaluierung des Piloten meldet Exact Match</translation>
    </message>
    <message>
        <source>incomplete: the pilot has not completed</source>
        <translation>unvollständig: der Pilot ist nicht abgeschlossen</translation>
    </message>
    <message>
        <source>no checkpoint written</source>
        <translation>kein Checkpoint geschrieben</translation>
    </message>
    <message>
        <source>incomplete: a restart was not seen</source>
        <translation>unvollständig: ein Neustart wurde nicht beobachtet</translation>
    </message>
    <message>
        <source>incomplete: no limit set</source>
        <translation>unvollständig: kein Grenzwert gesetzt</translation>
    </message>
    <message>
        <source>incomplete: nothing to compare</source>
        <translation>unvollständig: nichts zu vergleichen</translation>
    </message>
    <message>
        <source>incomplete: a limit is invalid</source>
        <translation>unvollständig: ein Grenzwert ist ungültig</translation>
    </message>
    <message>
        <source>Complete verdict: %1</source>
        <translation>Gesamturteil: %1</translation>
    </message>
    <message>
        <source>the pilot passes on every criterion</source>
        <translation>der Pilot besteht jedes Kriterium</translation>
    </message>
    <message>
        <source>the pilot fails</source>
        <translation>der Pilot besteht nicht</translation>
    </message>
    <message>
        <source>incomplete — a pilot passes only on every criterion measured and inside its limit</source>
        <translation>unvollständig – ein Pilot besteht nur, wenn jedes Kriterium gemessen ist und seinen Grenzwert einhält</translation>
    </message>
</context>
<context>
    <name>pilot::RunStatusWord</name>
    <message>
        <source>completed</source>
        <translation>abgeschlossen</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>aborted</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <source>unverified</source>
        <translation>nicht überprüfbar</translation>
    </message>
    <message>
        <source>no events yet</source>
        <translation>noch ohne Ereignisse</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>importiert</translation>
    </message>
</context>
<context>
    <name>pilot::VerdictWords</name>
    <message>
        <source>no limit set</source>
        <translation>keine Grenze festgelegt</translation>
    </message>
    <message>
        <source>inside</source>
        <translation>innerhalb</translation>
    </message>
    <message>
        <source>outside</source>
        <translation>außerhalb</translation>
    </message>
    <message>
        <source>incomplete</source>
        <translation>unvollständig</translation>
    </message>
    <message>
        <source>invalid limit</source>
        <translation>ungültige Grenze</translation>
    </message>
    <message>
        <source>nothing to compare</source>
        <translation>nichts zu vergleichen</translation>
    </message>
    <message>
        <source>outside — the pilot is better</source>
        <translation>außerhalb — der Pilot ist besser</translation>
    </message>
    <message>
        <source>outside — the pilot is worse</source>
        <translation>außerhalb — der Pilot ist schlechter</translation>
    </message>
    <message>
        <source>validation loss</source>
        <translation>Validierungs-Loss</translation>
    </message>
    <message>
        <source>exact match</source>
        <translation>Exact Match</translation>
    </message>
</context>
<context>
    <name>pilot::app::BreakEvenChart</name>
    <message>
        <source>planned trainings</source>
        <translation>geplante Trainings</translation>
    </message>
    <message>
        <source>cumulative cost (%1)</source>
        <translation>kumulierte Kosten (%1)</translation>
    </message>
    <message>
        <source>Projection, not a measurement</source>
        <translation>Hochrechnung, keine Messung</translation>
    </message>
    <message>
        <source>reference</source>
        <translation>Referenz</translation>
    </message>
    <message>
        <source>pilot incl. preparation</source>
        <translation>Pilot inkl. Vorbereitung</translation>
    </message>
</context>
<context>
    <name>pilot::app::CalculatorPanel</name>
    <message>
        <source>Memory per device</source>
        <translation>Speicher je Gerät</translation>
    </message>
    <message>
        <source>Amortisation</source>
        <translation>Amortisation</translation>
    </message>
    <message>
        <source>Vocabulary</source>
        <translation>Vokabular</translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation>Hidden Size</translation>
    </message>
    <message>
        <source>Intermediate size</source>
        <translation>Intermediate Size</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Schichten</translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation>Attention-Heads</translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation>KV-Heads</translation>
    </message>
    <message>
        <source>LoRA rank (q_proj, v_proj)</source>
        <translation>LoRA-Rang (q_proj, v_proj)</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>Sequenzlänge</translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation>Micro-Batch</translation>
    </message>
    <message>
        <source>Devices available</source>
        <translation>Verfügbare Geräte</translation>
    </message>
    <message>
        <source>Tied embeddings</source>
        <translation>Gekoppelte Embeddings</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Methode</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <source>Recompute activations</source>
        <translation>Aktivierungen neu berechnen</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Währung</translation>
    </message>
    <message>
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <source>Full fine-tuning</source>
        <translation>Volles Fine-Tuning</translation>
    </message>
    <message>
        <source>bf16 with fp32 master weights</source>
        <translation>bf16 mit fp32-Master-Gewichten</translation>
    </message>
    <message>
        <source>fp32</source>
        <translation>fp32</translation>
    </message>
    <message>
        <source>not entered</source>
        <translation>nicht eingetragen</translation>
    </message>
    <message>
        <source>where the figure comes from</source>
        <translation>woher die Zahl stammt</translation>
    </message>
    <message>
        <source>Change Memory Calculator</source>
        <translation>Speicherrechner ändern</translation>
    </message>
    <message>
        <source>Change Amortisation</source>
        <translation>Amortisation ändern</translation>
    </message>
    <message>
        <source>Device figure: %1</source>
        <translation>Quelle der Gerätezahl: %1</translation>
    </message>
    <message numerus="yes">
        <source>Enter every assumption to see the break-even (%n missing).</source>
        <translation>
            <numerusform>Tragen Sie jede Annahme ein, um die Amortisation zu sehen (%n fehlt).</numerusform>
            <numerusform>Tragen Sie jede Annahme ein, um die Amortisation zu sehen (%n fehlen).</numerusform>
        </translation>
    </message>
    <message>
        <source>Formulas (per device; t, p, d: tensor, pipeline, data parallelism; z: ZeRO stage)
weights = all weights × bytes / (t·p), / d when z ≥ 3
gradients = trained weights × bytes / (t·p), / d when z ≥ 2
AdamW states = trained × 8 bytes / (t·p), / d when z ≥ 1; fp32 master copy trained × 4 bytes likewise
activations per layer = s·b·H·(10 + 24/t + 5·a·s/(H·t)) (16-bit), 2·s·b·H with recomputation, × layers/p; plus fp32 logits s·b·V·4/t
A tenth of the device memory is kept free. Estimates, not measurements (docs/calculators.md).</source>
        <translation>Formeln (je Gerät; t, p, d: Tensor-, Pipeline-, Datenparallelität; z: ZeRO-Stufe)
Gewichte = alle Gewichte × Bytes / (t·p), / d bei z ≥ 3
Gradienten = trainierte Gewichte × Bytes / (t·p), / d bei z ≥ 2
AdamW-Zustände = trainierte × 8 Bytes / (t·p), / d bei z ≥ 1; fp32-Masterkopie trainierte × 4 Bytes ebenso
Aktivierungen je Schicht = s·b·H·(10 + 24/t + 5·a·s/(H·t)) (16 Bit), 2·s·b·H mit Neuberechnung, × Schichten/p; dazu fp32-Logits s·b·V·4/t
Ein Zehntel des Gerätespeichers bleibt frei. Schätzungen, keine Messungen (docs/calculators.md).</translation>
    </message>
    <message>
        <source>Formulas
preparation = porting hours × engineering rate + (compile + pilot run hours) × Trainium2 price
Trainium2 cost per hour of reference work = Trainium2 price / relative throughput
saving per hour = GPU price − Trainium2 cost per hour of reference work
break-even = preparation / saving per hour (none when nothing is saved)
net over the plan = saving per hour × planned GPU hours − preparation
Every figure is your assumption; the program carries no vendor figures.</source>
        <translation>Formeln
Vorbereitung = Portierungsstunden × Stundensatz + (Kompilier- + Pilotlaufstunden) × Trainium2-Preis
Trainium2-Kosten je Stunde Referenzarbeit = Trainium2-Preis / relativer Durchsatz
Ersparnis je Stunde = GPU-Preis − Trainium2-Kosten je Stunde Referenzarbeit
Amortisation = Vorbereitung / Ersparnis je Stunde (keine, wenn nichts gespart wird)
Netto über den Plan = Ersparnis je Stunde × geplante GPU-Stunden − Vorbereitung
Jede Zahl ist Ihre Annahme; das Programm enthält keine Herstellerangaben.</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>Trained</source>
        <translation>Trainiert</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>Gradienten</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>Optimierer-Zustände</translation>
    </message>
    <message>
        <source>Master weights</source>
        <translation>Master-Gewichte</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Aktivierungen</translation>
    </message>
    <message>
        <source>Total on one device</source>
        <translation>Gesamt auf einem Gerät</translation>
    </message>
    <message>
        <source>Checkpoint</source>
        <translation>Checkpoint</translation>
    </message>
    <message>
        <source>Fits on one %1 (%2 GiB).</source>
        <translation>Passt auf ein Gerät %1 (%2 GiB).</translation>
    </message>
    <message>
        <source>Needs %1 devices of %2: tensor %3, pipeline %4, data %5, ZeRO stage %6.</source>
        <translation>Braucht %1 Geräte %2: Tensor %3, Pipeline %4, Daten %5, ZeRO-Stufe %6.</translation>
    </message>
    <message>
        <source>Does not fit on %1 × %2 with any parallelism tried.</source>
        <translation>Passt nicht auf %1 × %2, mit keiner der versuchten Parallelisierungen.</translation>
    </message>
    <message>
        <source>Preparation: %1</source>
        <translation>Vorbereitung: %1</translation>
    </message>
    <message>
        <source>Cost per hour of reference work: GPU %1, Trainium2 %2</source>
        <translation>Kosten je Stunde Referenzarbeit: GPU %1, Trainium2 %2</translation>
    </message>
    <message>
        <source>Saving per hour: %1</source>
        <translation>Ersparnis je Stunde: %1</translation>
    </message>
    <message>
        <source>Break-even after %1 reference GPU hours of training; net over the plan: %2.</source>
        <translation>Amortisiert nach %1 Referenz-GPU-Stunden Training; netto über den Plan: %2.</translation>
    </message>
    <message>
        <source>No break-even: under these assumptions Trainium2 saves nothing per hour.</source>
        <translation>Keine Amortisation: Unter diesen Annahmen spart Trainium2 pro Stunde nichts.</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <source>Data parallel (gradients)</source>
        <translation>Datenparallel (Gradienten)</translation>
    </message>
    <message>
        <source>(d−1)/d · (T + 2·W) · bytes/(t·p), ZeRO 3</source>
        <translation>(d−1)/d · (T + 2·W) · Bytes/(t·p), ZeRO 3</translation>
    </message>
    <message>
        <source>2·(d−1)/d · T · bytes/(t·p), ring all-reduce</source>
        <translation>2·(d−1)/d · T · Bytes/(t·p), Ring-All-Reduce</translation>
    </message>
    <message>
        <source>Tensor parallel (activations)</source>
        <translation>Tensorparallel (Aktivierungen)</translation>
    </message>
    <message>
        <source>6 · L/p · 2·(t−1)/t · s·b·H · bytes, with recomputation</source>
        <translation>6 · L/p · 2·(t−1)/t · s·b·H · Bytes, mit Neuberechnung</translation>
    </message>
    <message>
        <source>4 · L/p · 2·(t−1)/t · s·b·H · bytes</source>
        <translation>4 · L/p · 2·(t−1)/t · s·b·H · Bytes</translation>
    </message>
    <message>
        <source>Pipeline parallel (activations)</source>
        <translation>Pipelineparallel (Aktivierungen)</translation>
    </message>
    <message>
        <source>2 · s·b·H · bytes when p &gt; 1</source>
        <translation>2 · s·b·H · Bytes, wenn p &gt; 1</translation>
    </message>
    <message>
        <source>Sent per device and step</source>
        <translation>Gesendet je Gerät und Schritt</translation>
    </message>
    <message>
        <source>One micro-batch per step; each further micro-batch adds the tensor and pipeline parts again. Each device receives about as much as it sends. T trained and W all weights, bytes per value of the training precision; estimates from the formulas (docs/calculators.md), not measurements.</source>
        <translation>Ein Micro-Batch je Schritt; jeder weitere Micro-Batch kommt mit dem Tensor- und dem Pipeline-Anteil noch einmal hinzu. Jedes Gerät empfängt etwa so viel, wie es sendet. T trainierte und W alle Gewichte, Bytes je Wert der Trainingsgenauigkeit; Schätzungen aus den Formeln (docs/calculators.md), keine Messungen.</translation>
    </message>
    <message>
        <source>Communication with this parallelism</source>
        <translation>Kommunikation bei dieser Parallelisierung</translation>
    </message>
    <message>
        <source>Communication when the %1 planned devices train data-parallel</source>
        <translation>Kommunikation, wenn die %1 geplanten Geräte datenparallel trainieren</translation>
    </message>
    <message>
        <source>Price table</source>
        <translation>Preistabelle</translation>
    </message>
    <message>
        <source>Take the price from an entry of the project&apos;s price table (priced per instance hour), or enter it here</source>
        <translation>Den Preis aus einem Eintrag der Preistabelle des Projekts nehmen (je Instanzstunde bepreist) oder hier eintragen</translation>
    </message>
    <message>
        <source>P&amp;rices…</source>
        <translation>Prei&amp;se…</translation>
    </message>
    <message>
        <source>e.g. EUR</source>
        <translation>z. B. EUR</translation>
    </message>
    <message>
        <source>entered here</source>
        <translation>hier eingetragen</translation>
    </message>
    <message>
        <source>%1 (not in the price table)</source>
        <translation>%1 (nicht in der Preistabelle)</translation>
    </message>
    <message>
        <source>The project has no price table: enter the prices below, or create one with Prices… to keep every price in one place.</source>
        <translation>Das Projekt hat keine Preistabelle: Tragen Sie die Preise unten ein, oder legen Sie mit Preise… eine an, damit jeder Preis an einer Stelle steht.</translation>
    </message>
    <message>
        <source>The price table could not be read: %1</source>
        <translation>Die Preistabelle ist nicht lesbar: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n price(s) in %1: pick an entry for the GPU and Trainium2 prices, or enter them here.</source>
        <translation>
            <numerusform>%n Preis in %1: Wählen Sie einen Eintrag für den GPU- und den Trainium2-Preis, oder tragen Sie sie hier ein.</numerusform>
            <numerusform>%n Preise in %1: Wählen Sie einen Eintrag für den GPU- und den Trainium2-Preis, oder tragen Sie sie hier ein.</numerusform>
        </translation>
    </message>
    <message>
        <source>The pilot runs this: full fine-tuning sharded with FSDP over %1 processes (runtime.neuron: processes: %1, sharding: fsdp).</source>
        <translation>Das kann der Pilot ausführen: volles Fine-Tuning, mit FSDP über %1 Prozesse verteilt (runtime.neuron: processes: %1, sharding: fsdp).</translation>
    </message>
    <message>
        <source>The pilot shards full fine-tuning over data-parallel processes only (FSDP); it does not run this layout.</source>
        <translation>Der Pilot verteilt nur volles Fine-Tuning über datenparallele Prozesse (FSDP); diese Aufteilung führt er nicht aus.</translation>
    </message>
</context>
<context>
    <name>pilot::app::CheckpointExport</name>
    <message>
        <source>Export the checkpoint into an empty folder</source>
        <translation>Checkpoint in einen leeren Ordner exportieren</translation>
    </message>
    <message>
        <source>Exporting %1 …</source>
        <translation>%1 wird exportiert …</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>Nach %1 exportiert.</translation>
    </message>
    <message>
        <source>Writes the selected checkpoint as a folder Transformers or PEFT loads, with a manifest (Ctrl+Shift+E)</source>
        <translation>Schreibt den gewählten Checkpoint als Ordner, den Transformers oder PEFT laden, mit einem Manifest (Strg+Umschalt+E)</translation>
    </message>
    <message>
        <source>&amp;Merge LoRA into the weights</source>
        <translation>LoRA in die Ge&amp;wichte einrechnen</translation>
    </message>
    <message>
        <source>Ex&amp;port…</source>
        <translation>Exp&amp;ortieren …</translation>
    </message>
</context>
<context>
    <name>pilot::app::CheckpointsPage</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>not checked (cancelled)</source>
        <translation>nicht geprüft (abgebrochen)</translation>
    </message>
    <message>
        <source>accepted</source>
        <translation>angenommen</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>abgelehnt</translation>
    </message>
    <message>
        <source>The project lists no run yet.</source>
        <translation>Das Projekt nennt noch keinen Lauf.</translation>
    </message>
    <message>
        <source>This run has no checkpoint.</source>
        <translation>Dieser Lauf hat keinen Checkpoint.</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <source>No failure recorded for this run.</source>
        <translation>Für diesen Lauf ist kein Fehler verzeichnet.</translation>
    </message>
    <message>
        <source>%1 is accepted.</source>
        <translation>%1 ist angenommen.</translation>
    </message>
    <message>
        <source>%1 is refused:</source>
        <translation>%1 ist abgelehnt:</translation>
    </message>
    <message>
        <source>&amp;Run:</source>
        <translation>&amp;Lauf:</translation>
    </message>
    <message>
        <source>Check &amp;again</source>
        <translation>E&amp;rneut prüfen</translation>
    </message>
    <message>
        <source>Reads and checksums every checkpoint of the run again (F5)</source>
        <translation>Liest alle Checkpoints des Laufs erneut und bildet ihre Prüfsummen (F5)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Written</source>
        <translation>Geschrieben</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <source>%1 · drill</source>
        <translation>%1 · Drill</translation>
    </message>
    <message>
        <source>Add Drilled Run</source>
        <translation>Gedrillten Lauf hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Checkpoint</source>
        <translation>&amp;Checkpoint</translation>
    </message>
    <message>
        <source>&amp;Kill-and-resume drill</source>
        <translation>Abbruch-und-Fortset&amp;zungs-Drill</translation>
    </message>
    <message>
        <source>Fallback p&amp;lan</source>
        <translation>Fallback-&amp;Plan</translation>
    </message>
    <message>
        <source>Checkpoints of the run</source>
        <translation>Checkpoints des Laufs</translation>
    </message>
    <message>
        <source>Fa&amp;ilure class</source>
        <translation>&amp;Fehlerklasse</translation>
    </message>
</context>
<context>
    <name>pilot::app::ComparePage</name>
    <message>
        <source>Smoothing %1</source>
        <translation>Glättung %1</translation>
    </message>
    <message>
        <source>Add a Run Folder</source>
        <translation>Laufordner hinzufügen</translation>
    </message>
    <message>
        <source>Export Chart</source>
        <translation>Diagramm exportieren</translation>
    </message>
    <message>
        <source>Export Curves</source>
        <translation>Kurven exportieren</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>&amp;Reference</source>
        <translation>&amp;Referenz</translation>
    </message>
    <message>
        <source>&amp;Pilot</source>
        <translation>&amp;Pilot</translation>
    </message>
    <message>
        <source>&amp;Curve</source>
        <translation>&amp;Kurve</translation>
    </message>
    <message>
        <source>&amp;Log scale</source>
        <translation>&amp;Logarithmisch</translation>
    </message>
    <message>
        <source>Training loss</source>
        <translation>Trainings-Loss</translation>
    </message>
    <message>
        <source>Validation loss</source>
        <translation>Validierungs-Loss</translation>
    </message>
    <message>
        <source>Learning rate</source>
        <translation>Lernrate</translation>
    </message>
    <message>
        <source>Gradient norm</source>
        <translation>Gradientennorm</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>Metrik</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>Referenz</translation>
    </message>
    <message>
        <source>Pilot</source>
        <translation>Pilot</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <source>Add runs to the project (Runs stage) or with Add Run… to compare them.</source>
        <translation>Fügen Sie dem Projekt Läufe hinzu (Phase Läufe) oder mit Lauf hinzufügen…, um sie zu vergleichen.</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>Effective step</source>
        <translation>Effektiver Schritt</translation>
    </message>
    <message>
        <source>C&amp;urves</source>
        <translation>K&amp;urven</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>PNG-Bild (*.png);;SVG-Zeichnung (*.svg);;PDF-Dokument (*.pdf)</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Vergleichen</translation>
    </message>
    <message>
        <source>&amp;X axis</source>
        <translation>&amp;X-Achse</translation>
    </message>
    <message>
        <source>aligned (step or tokens)</source>
        <translation>ausgerichtet (Schritt oder Tokens)</translation>
    </message>
    <message>
        <source>hours since each run&apos;s start</source>
        <translation>Stunden seit dem Start jedes Laufs</translation>
    </message>
    <message>
        <source>wall time (hours)</source>
        <translation>Uhrzeit (Stunden)</translation>
    </message>
    <message>
        <source>Hours since the run&apos;s start</source>
        <translation>Stunden seit dem Start des Laufs</translation>
    </message>
    <message>
        <source>Hours since the first run&apos;s start</source>
        <translation>Stunden seit dem Start des ersten Laufs</translation>
    </message>
    <message>
        <source>per s&amp;tep</source>
        <translation>&amp;je Schritt</translation>
    </message>
    <message>
        <source>Smooth by distance on the x axis, so runs that log at different intervals are smoothed alike (off: TensorBoard&apos;s per-point average)</source>
        <translation>Nach Abstand auf der x-Achse glätten, damit Läufe mit unterschiedlichem Log-Intervall gleich geglättet werden (aus: TensorBoards Mittel je Punkt)</translation>
    </message>
    <message>
        <source>Throughput (tokens/s)</source>
        <translation>Durchsatz (Tokens/s)</translation>
    </message>
    <message numerus="yes">
        <source>The pilot&apos;s loss is NaN or infinite at %n point(s), the first at %1.</source>
        <translation>
            <numerusform>Der Loss des Piloten ist an %n Punkt NaN oder unendlich, zuerst bei %1.</numerusform>
            <numerusform>Der Loss des Piloten ist an %n Punkten NaN oder unendlich, zuerst bei %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The pilot has no loss at %n point(s) the reference logged, the first at %1.</source>
        <translation>
            <numerusform>Dem Piloten fehlt der Loss an %n Punkt, den die Referenz protokolliert hat, zuerst bei %1.</numerusform>
            <numerusform>Dem Piloten fehlt der Loss an %n Punkten, die die Referenz protokolliert hat, zuerst bei %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The pilot is still running: %n reference point(s) from %1 on not reached yet.</source>
        <translation>
            <numerusform>Der Pilot läuft noch: %n Referenzpunkt ab %1 noch nicht erreicht.</numerusform>
            <numerusform>Der Pilot läuft noch: %n Referenzpunkte ab %1 noch nicht erreicht.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The pilot&apos;s data ends early: %n reference point(s) from %1 on not reached.</source>
        <translation>
            <numerusform>Die Daten des Piloten enden zu früh: %n Referenzpunkt ab %1 nicht erreicht.</numerusform>
            <numerusform>Die Daten des Piloten enden zu früh: %n Referenzpunkte ab %1 nicht erreicht.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The reference&apos;s own loss is NaN or infinite at %n point(s); they are not judged.</source>
        <translation>
            <numerusform>Der Loss der Referenz selbst ist an %n Punkt NaN oder unendlich; er wird nicht beurteilt.</numerusform>
            <numerusform>Der Loss der Referenz selbst ist an %n Punkten NaN oder unendlich; sie werden nicht beurteilt.</numerusform>
        </translation>
    </message>
    <message>
        <source>The reference has not completed, so it is not yet a yardstick.</source>
        <translation>Die Referenz ist nicht abgeschlossen und taugt daher noch nicht als Maßstab.</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>The chart could not be drawn for %1.</source>
        <translation>Das Diagramm ließ sich für %1 nicht zeichnen.</translation>
    </message>
    <message>
        <source>Validation at every evaluation of the reference: inside.</source>
        <translation>Validierung bei jeder Auswertung der Referenz: innerhalb.</translation>
    </message>
    <message>
        <source>Validation at every evaluation of the reference: outside.</source>
        <translation>Validierung bei jeder Auswertung der Referenz: außerhalb.</translation>
    </message>
    <message>
        <source>Validation at every evaluation of the reference: incomplete.</source>
        <translation>Validierung bei jeder Auswertung der Referenz: unvollständig.</translation>
    </message>
    <message>
        <source>Validation at every evaluation of the reference: invalid limit.</source>
        <translation>Validierung bei jeder Auswertung der Referenz: ungültige Grenze.</translation>
    </message>
    <message>
        <source>Validation at every evaluation of the reference: nothing to compare.</source>
        <translation>Validierung bei jeder Auswertung der Referenz: nichts zu vergleichen.</translation>
    </message>
    <message>
        <source>Validation at every evaluation of the reference: no limit set.</source>
        <translation>Validierung bei jeder Auswertung der Referenz: keine Grenze festgelegt.</translation>
    </message>
    <message>
        <source>Training loss: inside the tolerance.</source>
        <translation>Trainings-Loss: innerhalb der Toleranz.</translation>
    </message>
    <message>
        <source>Training loss: outside the tolerance.</source>
        <translation>Trainings-Loss: außerhalb der Toleranz.</translation>
    </message>
    <message>
        <source>Training loss: failed.</source>
        <translation>Trainings-Loss: nicht bestanden.</translation>
    </message>
    <message>
        <source>Training loss: incomplete, no verdict yet.</source>
        <translation>Trainings-Loss: unvollständig, noch kein Urteil.</translation>
    </message>
    <message>
        <source>Training loss: no verdict, the loss tolerance is not a finite number of at least 0.</source>
        <translation>Trainings-Loss: kein Urteil, die Loss-Toleranz ist keine endliche Zahl von mindestens 0.</translation>
    </message>
    <message>
        <source>Training loss: no tolerance set (acceptance limits of the Plan stage).</source>
        <translation>Trainings-Loss: keine Toleranz festgelegt (Abnahmegrenzen der Planphase).</translation>
    </message>
    <message>
        <source>Training loss: no common points.</source>
        <translation>Trainings-Loss: keine gemeinsamen Punkte.</translation>
    </message>
    <message>
        <source>%1 of %2 reference points compared per token consumed, because the global batches differ (reference %3, pilot %4 tokens per step).</source>
        <translation>%1 von %2 Referenzpunkten je verbrauchtem Token verglichen, weil sich die globalen Batches unterscheiden (Referenz %3, Pilot %4 Tokens je Schritt).</translation>
    </message>
    <message>
        <source>%1 of %2 reference points compared per effective step.</source>
        <translation>%1 von %2 Referenzpunkten je effektivem Schritt verglichen.</translation>
    </message>
    <message>
        <source>The compared points run from %1 to %2.</source>
        <translation>Die verglichenen Punkte reichen von %1 bis %2.</translation>
    </message>
    <message>
        <source>Deviation: max %1 (%2 %), mean %3.</source>
        <translation>Abweichung: max. %1 (%2 %), Mittel %3.</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) outside the tolerance, the first at %1.</source>
        <translation>
            <numerusform>%n Punkt außerhalb der Toleranz, der erste bei %1.</numerusform>
            <numerusform>%n Punkte außerhalb der Toleranz, der erste bei %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The reference and the pilot are the same run: choose another run as the pilot to compare.</source>
        <translation>Referenz und Pilot sind derselbe Lauf: Wählen Sie einen anderen Lauf als Pilot zum Vergleich.</translation>
    </message>
    <message>
        <source>Running — provisional.</source>
        <translation>Läuft noch — vorläufig.</translation>
    </message>
    <message numerus="yes">
        <source>Outside only because the pilot is better than the reference, at %n point(s): the runs do not train alike, but not to the pilot&apos;s harm.</source>
        <translation>
            <numerusform>Außerhalb nur, weil der Pilot an %n Punkt besser ist als die Referenz: Die Läufe trainieren nicht gleich, aber nicht zum Nachteil des Piloten.</numerusform>
            <numerusform>Außerhalb nur, weil der Pilot an %n Punkten besser ist als die Referenz: Die Läufe trainieren nicht gleich, aber nicht zum Nachteil des Piloten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Of the %n point(s) outside, %1 are the pilot being better.</source>
        <translation>
            <numerusform>Von %n Punkt außerhalb ist an %1 der Pilot besser.</numerusform>
            <numerusform>Von %n Punkten außerhalb ist an %1 der Pilot besser.</numerusform>
        </translation>
    </message>
    <message>
        <source>Smoothing</source>
        <translation>Glättung</translation>
    </message>
    <message>
        <source>A&amp;dd Run…</source>
        <translation>Lauf h&amp;inzufügen…</translation>
    </message>
    <message>
        <source>Export Ch&amp;art…</source>
        <translation>Diagra&amp;mm exportieren…</translation>
    </message>
    <message>
        <source>Exp&amp;ort CSV…</source>
        <translation>C&amp;SV exportieren…</translation>
    </message>
    <message>
        <source>Outputs Side &amp;by Side</source>
        <translation>Aus&amp;gaben nebeneinander</translation>
    </message>
    <message>
        <source>Scal&amp;ing</source>
        <translation>Skalieru&amp;ng</translation>
    </message>
    <message>
        <source>Reference and pilot train the same job: the same data, model, tokenizer and settings, by content.</source>
        <translation>Referenz und Pilot trainieren denselben Job: dieselben Daten, dasselbe Modell, denselben Tokenizer und dieselben Einstellungen, nach Inhalt.</translation>
    </message>
    <message>
        <source>the reference&apos;s run does not say what it trains.</source>
        <translation>Der Referenzlauf sagt nicht, was er trainiert.</translation>
    </message>
    <message>
        <source>the pilot&apos;s run does not say what it trains.</source>
        <translation>Der Pilotlauf sagt nicht, was er trainiert.</translation>
    </message>
    <message>
        <source>a run&apos;s job identity is not what its job hash is the hash of.</source>
        <translation>Die Job-Identität eines Laufs ist nicht das, wovon sein Job-Hash gebildet ist.</translation>
    </message>
    <message>
        <source>both runs come from older versions, whose job hash covers the paths of the files, and their hashes differ.</source>
        <translation>Beide Läufe stammen von älteren Versionen, deren Job-Hash die Pfade der Dateien abdeckt, und ihre Hashes unterscheiden sich.</translation>
    </message>
    <message>
        <source>one run names its job by content, the other by the older rule that covers paths.</source>
        <translation>Ein Lauf benennt seinen Job nach Inhalt, der andere nach der älteren Regel, die Pfade abdeckt.</translation>
    </message>
    <message>
        <source>Whether reference and pilot train the same job is not known: %1</source>
        <translation>Ob Referenz und Pilot denselben Job trainieren, ist nicht bekannt: %1</translation>
    </message>
    <message>
        <source>%1 (reference %2, pilot %3)</source>
        <translation>%1 (Referenz %2, Pilot %3)</translation>
    </message>
    <message>
        <source>absent</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>Reference and pilot do not train the same job; they differ in %1.</source>
        <translation>Referenz und Pilot trainieren nicht denselben Job; sie unterscheiden sich in %1.</translation>
    </message>
    <message>
        <source>Reference and pilot train the same job: the same job file apart from where it runs (older versions&apos; job hash, which also covers the paths of its files).</source>
        <translation>Referenz und Pilot trainieren denselben Job: dieselbe Job-Datei bis auf den Ort der Ausführung (Job-Hash älterer Versionen, der auch die Pfade ihrer Dateien abdeckt).</translation>
    </message>
</context>
<context>
    <name>pilot::app::CompareValidationTable</name>
    <message>
        <source>Validation metrics, reference against pilot</source>
        <translation>Validierungsmetriken, Referenz gegen Pilot</translation>
    </message>
</context>
<context>
    <name>pilot::app::CostPage</name>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>Cancelled: the figures below cover only what was read.</source>
        <translation>Abgebrochen: Die Zahlen unten umfassen nur, was gelesen wurde.</translation>
    </message>
    <message>
        <source>The price table cannot be used:</source>
        <translation>Die Preistabelle ist nicht verwendbar:</translation>
    </message>
    <message>
        <source>Unconfirmed assumptions (a price without source or date): %1</source>
        <translation>Unbestätigte Annahmen (ein Preis ohne Quelle oder Datum): %1</translation>
    </message>
    <message>
        <source>%1: some phases are unknown (%2); they add nothing to its bar.</source>
        <translation>%1: Einige Phasen sind unbekannt (%2); sie tragen nichts zu seinem Balken bei.</translation>
    </message>
    <message>
        <source>imported run</source>
        <translation>importierter Lauf</translation>
    </message>
    <message>
        <source>A projection, not a measurement: the planned training from the measured runs.</source>
        <translation>Eine Hochrechnung, keine Messung: das geplante Training aus den gemessenen Läufen.</translation>
    </message>
    <message>
        <source>%1: %2 per training, %3 per year.</source>
        <translation>%1: %2 je Training, %3 je Jahr.</translation>
    </message>
    <message>
        <source>Preparation cost: %1.</source>
        <translation>Vorbereitungskosten: %1.</translation>
    </message>
    <message>
        <source>Break-even after %1 trainings (%2 years).</source>
        <translation>Break-even nach %1 Trainings (%2 Jahre).</translation>
    </message>
    <message>
        <source>Break-even: unknown (%1).</source>
        <translation>Break-even: unbekannt (%1).</translation>
    </message>
    <message>
        <source>How the cost per accepted state of the %1 is reached:</source>
        <translation>So ergeben sich die Kosten je angenommenem Stand für %1:</translation>
    </message>
    <message>
        <source> (source: %1, %2)</source>
        <translation> (Quelle: %1, %2)</translation>
    </message>
    <message>
        <source> (unconfirmed assumption: no source or date)</source>
        <translation> (unbestätigte Annahme: keine Quelle oder kein Datum)</translation>
    </message>
    <message>
        <source>• %1 (%2): %3 billed, %4; %5; accepted states: %6.</source>
        <translation>• %1 (%2): %3 abgerechnet, %4; %5; angenommene Stände: %6.</translation>
    </message>
    <message>
        <source>unknown (%1)</source>
        <translation>unbekannt (%1)</translation>
    </message>
    <message numerus="yes">
        <source>Total %1 over %n accepted state(s) = %2.</source>
        <translation>
            <numerusform>Gesamt %1 über %n angenommenen Stand = %2.</numerusform>
            <numerusform>Gesamt %1 über %n angenommene Stände = %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export Cost Table</source>
        <translation>Kostentabelle exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Platforms are compared by the cost per accepted training state: every phase of every run, failed and repeated ones included, at the price the project maps it to.</source>
        <translation>Plattformen werden nach den Kosten je angenommenem Trainingsstand verglichen: jede Phase jedes Laufs, fehlgeschlagene und wiederholte eingeschlossen, zu dem Preis, den das Projekt ihm zuordnet.</translation>
    </message>
    <message>
        <source>Reads every run and checks every checkpoint again (F5)</source>
        <translation>Liest jeden Lauf und prüft jeden Checkpoint erneut (F5)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>E&amp;xport Table…</source>
        <translation>Tabelle e&amp;xportieren …</translation>
    </message>
    <message>
        <source>&amp;Time chain</source>
        <translation>&amp;Zeitkette</translation>
    </message>
    <message>
        <source>Pro&amp;jection and break-even</source>
        <translation>H&amp;ochrechnung und Break-even</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rolle</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <source>Billed time</source>
        <translation>Abgerechnete Zeit</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Accepted states</source>
        <translation>Angenommene Stände</translation>
    </message>
    <message>
        <source>Per accepted state</source>
        <translation>Je angenommenem Stand</translation>
    </message>
    <message>
        <source>If</source>
        <translation>Wenn</translation>
    </message>
    <message>
        <source>Pilot per training</source>
        <translation>Pilot je Training</translation>
    </message>
    <message>
        <source>Break-even (trainings)</source>
        <translation>Break-even (Trainings)</translation>
    </message>
    <message>
        <source>This tab shows no chart.</source>
        <translation>Dieser Reiter zeigt kein Diagramm.</translation>
    </message>
    <message>
        <source>Time chain</source>
        <translation>Zeitkette</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>Break-even</translation>
    </message>
    <message>
        <source>Export Chart</source>
        <translation>Diagramm exportieren</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>PNG-Bild (*.png);;SVG-Zeichnung (*.svg);;PDF-Dokument (*.pdf)</translation>
    </message>
    <message>
        <source>Saves the chart of the tab shown as PNG, SVG or PDF</source>
        <translation>Speichert das Diagramm des gezeigten Reiters als PNG, SVG oder PDF</translation>
    </message>
    <message>
        <source>Cost per accepted training state per role</source>
        <translation>Kosten je abgenommenem Trainingsstand und Rolle</translation>
    </message>
    <message>
        <source>Sensitivity of the cost</source>
        <translation>Empfindlichkeit der Kosten</translation>
    </message>
    <message>
        <source>Recalc&amp;ulate</source>
        <translation>&amp;Neu berechnen</translation>
    </message>
    <message>
        <source>Export Ch&amp;art…</source>
        <translation>Diagra&amp;mm exportieren …</translation>
    </message>
    <message>
        <source>&amp;Cost per accepted state</source>
        <translation>&amp;Kosten je angenommenem Stand</translation>
    </message>
    <message>
        <source>The project has no price table yet: times are measured, costs are unknown. Enter prices with Prices….</source>
        <translation>Das Projekt hat noch keine Preistabelle: Die Zeiten sind gemessen, die Kosten unbekannt. Preise tragen Sie unter Preise… ein.</translation>
    </message>
    <message>
        <source>&amp;Prices…</source>
        <translation>Pre&amp;ise…</translation>
    </message>
    <message>
        <source>Enter the prices you pay and who is charged which price (a price table of the project)</source>
        <translation>Die Preise eintragen, die Sie zahlen, und wem welcher Preis berechnet wird (eine Preistabelle des Projekts)</translation>
    </message>
    <message>
        <source>%1 at %2 %3</source>
        <translation>%1 zu %2 %3</translation>
    </message>
    <message>
        <source>%1 (%2 run, %3, %4 billed) moves the planned training to %5; without it %6. Leave it out with Runs in the Cost… if it is no part of the training.</source>
        <translation>%1 (Lauf der Rolle %2, %3, %4 abgerechnet) verschiebt das geplante Training auf %5; ohne ihn %6. Nehmen Sie ihn unter Läufe in den Kosten… heraus, wenn er nicht zum Training gehört.</translation>
    </message>
    <message>
        <source>%1 (%2 run) is left out of the cost: %3</source>
        <translation>%1 (Lauf der Rolle %2) ist aus den Kosten herausgenommen: %3</translation>
    </message>
    <message>
        <source>• %1: left out of the cost (%2).</source>
        <translation>• %1: aus den Kosten herausgenommen (%2).</translation>
    </message>
    <message>
        <source>Ru&amp;ns in the Cost…</source>
        <translation>&amp;Läufe in den Kosten…</translation>
    </message>
    <message>
        <source>Whole bill over the horizon</source>
        <translation>Gesamtkosten über den Horizont</translation>
    </message>
    <message>
        <source>Whole &amp;bill over the horizon</source>
        <translation>Gesamtkosten &amp;über den Horizont</translation>
    </message>
</context>
<context>
    <name>pilot::app::CostWords</name>
    <message>
        <source>seconds per run before training</source>
        <translation>Sekunden je Lauf vor dem Training</translation>
    </message>
    <message>
        <source>seconds per step</source>
        <translation>Sekunden je Schritt</translation>
    </message>
    <message>
        <source>overhead share of the training time</source>
        <translation>Zusatzanteil an der Trainingszeit</translation>
    </message>
    <message>
        <source>lost and repeated share of the training time</source>
        <translation>verlorener und wiederholter Anteil an der Trainingszeit</translation>
    </message>
    <message>
        <source>price per hour</source>
        <translation>Preis je Stunde</translation>
    </message>
    <message>
        <source>units priced</source>
        <translation>bepreiste Einheiten</translation>
    </message>
    <message>
        <source>runs left out</source>
        <translation>ausgelassene Läufe</translation>
    </message>
    <message>
        <source>other prices of the role&apos;s runs</source>
        <translation>andere Preise der Läufe der Rolle</translation>
    </message>
    <message>
        <source>compile seconds per run</source>
        <translation>Kompiliersekunden je Lauf</translation>
    </message>
    <message>
        <source>failure rate factor</source>
        <translation>Faktor der Ausfallrate</translation>
    </message>
    <message>
        <source>on demand</source>
        <translation>On-Demand</translation>
    </message>
    <message>
        <source>reserved</source>
        <translation>reserviert</translation>
    </message>
    <message>
        <source>savings plan</source>
        <translation>Savings Plan</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>Spot</translation>
    </message>
    <message>
        <source>internal rate</source>
        <translation>interner Satz</translation>
    </message>
    <message>
        <source>per instance and hour</source>
        <translation>je Instanz und Stunde</translation>
    </message>
    <message>
        <source>per chip and hour</source>
        <translation>je Chip und Stunde</translation>
    </message>
    <message>
        <source>per device and hour</source>
        <translation>je Gerät und Stunde</translation>
    </message>
</context>
<context>
    <name>pilot::app::CurveChart</name>
    <message>
        <source>Tolerance band</source>
        <translation>Toleranzband</translation>
    </message>
    <message>
        <source>Outside the tolerance</source>
        <translation>Außerhalb der Toleranz</translation>
    </message>
</context>
<context>
    <name>pilot::app::DrillDialog</name>
    <message>
        <source>Kill-and-Resume Drill</source>
        <translation>Abbruch-und-Fortsetzungs-Drill</translation>
    </message>
    <message>
        <source>Runs the job of “%1” again, interrupts it at the steps below and resumes it from its newest checkpoint each time; then compares the resumed losses with an uninterrupted run, step by step.</source>
        <translation>Startet den Job von „%1“ erneut, unterbricht ihn an den unten genannten Schritten und setzt ihn jedes Mal vom neuesten Checkpoint fort; danach vergleicht er die Loss-Werte der fortgesetzten Läufe Schritt für Schritt mit einem ununterbrochenen Lauf.</translation>
    </message>
    <message>
        <source>Whole steps between 1 and %1, rising, separated by commas</source>
        <translation>Ganze Schritte zwischen 1 und %1, aufsteigend, durch Kommas getrennt</translation>
    </message>
    <message>
        <source>Crash (SIGKILL): nothing more is written</source>
        <translation>Absturz (SIGKILL): nichts wird mehr geschrieben</translation>
    </message>
    <message>
        <source>Planned abort (SIGTERM, scancel): checkpoint, then stop</source>
        <translation>Geplanter Abbruch (SIGTERM, scancel): Checkpoint, dann Ende</translation>
    </message>
    <message>
        <source>Compare with this run instead of running the job once more uninterrupted</source>
        <translation>Mit diesem Lauf vergleichen, statt den Job noch einmal ununterbrochen laufen zu lassen</translation>
    </message>
    <message>
        <source>Only a completed run can be compared with.</source>
        <translation>Verglichen werden kann nur mit einem abgeschlossenen Lauf.</translation>
    </message>
    <message>
        <source>&amp;Start Drill</source>
        <translation>Drill &amp;starten</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>&amp;Interrupt at steps:</source>
        <translation>&amp;Unterbrechen bei Schritt:</translation>
    </message>
    <message>
        <source>&amp;Kind of interruption:</source>
        <translation>&amp;Art der Unterbrechung:</translation>
    </message>
    <message>
        <source>&amp;Target:</source>
        <translation>&amp;Ziel:</translation>
    </message>
    <message>
        <source>Name at least one step to interrupt at.</source>
        <translation>Nennen Sie mindestens einen Schritt, an dem unterbrochen wird.</translation>
    </message>
    <message>
        <source>“%1” is not a whole step.</source>
        <translation>„%1“ ist kein ganzer Schritt.</translation>
    </message>
    <message>
        <source>Step %1 is outside 1 to %2 (the job trains %3 steps, and the last one cannot be interrupted).</source>
        <translation>Schritt %1 liegt außerhalb von 1 bis %2 (der Job trainiert %3 Schritte, und der letzte kann nicht unterbrochen werden).</translation>
    </message>
    <message>
        <source>The steps must rise: %1 comes after %2.</source>
        <translation>Die Schritte müssen aufsteigen: %1 folgt auf %2.</translation>
    </message>
    <message>
        <source>The job writes no checkpoints (checkpoint.every_steps), so it cannot resume.</source>
        <translation>Der Job schreibt keine Checkpoints (checkpoint.every_steps) und kann daher nicht fortgesetzt werden.</translation>
    </message>
    <message>
        <source>The target cannot be used yet (see above).</source>
        <translation>Das Ziel ist noch nicht nutzbar (siehe oben).</translation>
    </message>
</context>
<context>
    <name>pilot::app::DrillPanel</name>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>not seen</source>
        <translation>nicht gesehen</translation>
    </message>
    <message>
        <source>The chart shows only runs inside the project folder that can be read.</source>
        <translation>Das Diagramm zeigt nur lesbare Läufe innerhalb des Projektordners.</translation>
    </message>
    <message>
        <source>Save the project first: a drill&apos;s runs go into its runs folder.</source>
        <translation>Speichern Sie zuerst das Projekt: Die Läufe eines Drills kommen in seinen Ordner runs.</translation>
    </message>
    <message>
        <source>This run has no job.json to drill.</source>
        <translation>Dieser Lauf hat keine job.json, die gedrillt werden könnte.</translation>
    </message>
    <message>
        <source>Runs this run&apos;s job again, interrupts and resumes it, and checks that the curve continues without a jump (Ctrl+Shift+D)</source>
        <translation>Startet den Job dieses Laufs erneut, unterbricht ihn, setzt ihn fort und prüft, dass die Kurve ohne Sprung weitergeht (Strg+Umschalt+D)</translation>
    </message>
    <message>
        <source>Starting …</source>
        <translation>Start …</translation>
    </message>
    <message>
        <source>The drill has ended.</source>
        <translation>Der Drill ist beendet.</translation>
    </message>
    <message>
        <source>The drill stopped short: %1</source>
        <translation>Der Drill endete vorzeitig: %1</translation>
    </message>
    <message>
        <source>%1 — step %2 of %3</source>
        <translation>%1 – Schritt %2 von %3</translation>
    </message>
    <message>
        <source>, about %1 left</source>
        <translation>, noch etwa %1</translation>
    </message>
    <message>
        <source>Cancelling: the run going is aborted …</source>
        <translation>Abbruch: Der laufende Lauf wird abgebrochen …</translation>
    </message>
    <message>
        <source>No kill-and-resume drill of this run yet: Drill… makes one.</source>
        <translation>Noch kein Abbruch-und-Fortsetzungs-Drill dieses Laufs: Drill… führt einen durch.</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Loss</translation>
    </message>
    <message numerus="yes">
        <source>SIG%1 at step %2: resumed from step %3, %n step(s) done again, first new step after %4, first checkpoint after %5.</source>
        <translation>
            <numerusform>SIG%1 bei Schritt %2: fortgesetzt ab Schritt %3, %n Schritt wiederholt, erster neuer Schritt nach %4, erster Checkpoint nach %5.</numerusform>
            <numerusform>SIG%1 bei Schritt %2: fortgesetzt ab Schritt %3, %n Schritte wiederholt, erster neuer Schritt nach %4, erster Checkpoint nach %5.</numerusform>
        </translation>
    </message>
    <message>
        <source>passed</source>
        <translation>bestanden</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>nicht bestanden</translation>
    </message>
    <message>
        <source>incomplete</source>
        <translation>unvollständig</translation>
    </message>
    <message>
        <source>Jump check: %1. %2</source>
        <translation>Sprungprüfung: %1. %2</translation>
    </message>
    <message>
        <source>uninterrupted</source>
        <translation>ununterbrochen</translation>
    </message>
    <message>
        <source>interrupted and resumed</source>
        <translation>unterbrochen und fortgesetzt</translation>
    </message>
    <message>
        <source>interruptions</source>
        <translation>Unterbrechungen</translation>
    </message>
    <message>
        <source>&amp;Drill…</source>
        <translation>Dr&amp;ill…</translation>
    </message>
    <message>
        <source>Cancel Drill</source>
        <translation>Drill abbrechen</translation>
    </message>
</context>
<context>
    <name>pilot::app::FallbackPanel</name>
    <message>
        <source>completed</source>
        <translation>abgeschlossen</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>aborted</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <source>not read</source>
        <translation>nicht gelesen</translation>
    </message>
    <message>
        <source>The fallback run “%1” goes to the Run stage.</source>
        <translation>Der Fallback-Lauf „%1“ geht an die Stufe Läufe.</translation>
    </message>
    <message>
        <source>Export every: “%1” is not a number of hours above 0.</source>
        <translation>Export alle: „%1“ ist keine Stundenzahl über 0.</translation>
    </message>
    <message>
        <source>Edit Fallback Plan</source>
        <translation>Fallback-Plan bearbeiten</translation>
    </message>
    <message>
        <source>Emergency Profile</source>
        <translation>Notfallprofil</translation>
    </message>
    <message>
        <source>Job files (*.json)</source>
        <translation>Job-Dateien (*.json)</translation>
    </message>
    <message>
        <source>The emergency profile must lie inside the project folder.</source>
        <translation>Das Notfallprofil muss im Projektordner liegen.</translation>
    </message>
    <message>
        <source>Save the project first: the profile goes into its jobs folder.</source>
        <translation>Speichern Sie zuerst das Projekt: Das Profil kommt in seinen Ordner jobs.</translation>
    </message>
    <message>
        <source>The project has no pilot run whose job could be the profile&apos;s.</source>
        <translation>Das Projekt hat keinen Pilotlauf, dessen Job der des Profils sein könnte.</translation>
    </message>
    <message>
        <source>%1 was made from the pilot&apos;s job: the same training on libtorch with CUDA. Adjust where it runs, not what it trains, or it cannot resume the pilot&apos;s checkpoints.</source>
        <translation>%1 wurde aus dem Job des Piloten erstellt: dasselbe Training auf libtorch mit CUDA. Ändern Sie, wo es läuft, nicht was es trainiert, sonst kann es nicht von den Checkpoints des Piloten fortsetzen.</translation>
    </message>
    <message>
        <source>No emergency profile yet: the guide asks for a fallback plan before the pilot.</source>
        <translation>Noch kein Notfallprofil: Der Leitfaden verlangt einen Fallback-Plan vor dem Piloten.</translation>
    </message>
    <message>
        <source>The emergency profile %1 cannot be read.</source>
        <translation>Das Notfallprofil %1 ist nicht lesbar.</translation>
    </message>
    <message>
        <source>The emergency profile %1 is not a valid job (fields: %2).</source>
        <translation>Das Notfallprofil %1 ist kein gültiger Job (Felder: %2).</translation>
    </message>
    <message>
        <source>Emergency profile: %1 on %2.</source>
        <translation>Notfallprofil: %1 auf %2.</translation>
    </message>
    <message>
        <source>Whether it trains the pilot&apos;s job is unknown (the pilot&apos;s job.json cannot be read).</source>
        <translation>Ob es den Job des Piloten trainiert, ist unbekannt (die job.json des Piloten ist nicht lesbar).</translation>
    </message>
    <message>
        <source>It trains the pilot&apos;s job: it can resume the pilot&apos;s checkpoints.</source>
        <translation>Es trainiert den Job des Piloten: Es kann von dessen Checkpoints fortsetzen.</translation>
    </message>
    <message>
        <source>It trains another job than the pilot (%1): it cannot resume the pilot&apos;s checkpoints.</source>
        <translation>Es trainiert einen anderen Job als der Pilot (%1): Es kann nicht von dessen Checkpoints fortsetzen.</translation>
    </message>
    <message>
        <source>Not rehearsed: the project has no run in the role fallback.</source>
        <translation>Nicht geprobt: Das Projekt hat keinen Lauf in der Rolle Fallback.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>Rehearsed: %1 (%2), resumed from step %3 — re-check against the reference: %4.</source>
        <translation>Geprobt: %1 (%2), fortgesetzt ab Schritt %3 – Nachprüfung gegen die Referenz: %4.</translation>
    </message>
    <message>
        <source>Checking the pilot&apos;s checkpoints and building the fallback job …</source>
        <translation>Die Checkpoints des Piloten werden geprüft und der Fallback-Job gebaut …</translation>
    </message>
    <message>
        <source>Resume the pilot “%1” from its last accepted checkpoint, step %2, with the emergency profile on %3?

The checkpoint is exported for the GPU side to %4, the job written to %5, and the run “%6” (role fallback) starts in the Run stage; compare it with the reference afterwards.</source>
        <translation>Den Piloten „%1“ von seinem letzten angenommenen Checkpoint, Schritt %2, mit dem Notfallprofil auf %3 fortsetzen?

Der Checkpoint wird für die GPU-Seite nach %4 exportiert, der Job nach %5 geschrieben, und der Lauf „%6“ (Rolle Fallback) startet in der Stufe Läufe; vergleichen Sie ihn danach mit der Referenz.</translation>
    </message>
    <message numerus="yes">
        <source>%n newer checkpoint(s) were not accepted and are passed over.</source>
        <translation>
            <numerusform>%n neuerer Checkpoint wurde nicht angenommen und wird übergangen.</numerusform>
            <numerusform>%n neuere Checkpoints wurden nicht angenommen und werden übergangen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Fall Back to GPU</source>
        <translation>Auf GPU zurückfallen</translation>
    </message>
    <message>
        <source>&amp;Fall Back</source>
        <translation>&amp;Zurückfallen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>What the team does when the pilot platform fails it: a small GPU emergency profile that resumes the pilot&apos;s last accepted checkpoint, where it runs, how often that state is exported, and what is checked again against the reference.</source>
        <translation>Was das Team tut, wenn die Pilotplattform versagt: ein kleines GPU-Notfallprofil, das vom letzten angenommenen Checkpoint des Piloten fortsetzt, wo es läuft, wie oft dieser Stand exportiert wird und was danach erneut gegen die Referenz geprüft wird.</translation>
    </message>
    <message>
        <source>Emergency &amp;profile:</source>
        <translation>&amp;Notfallprofil:</translation>
    </message>
    <message>
        <source>Runs &amp;on:</source>
        <translation>Läuft a&amp;uf:</translation>
    </message>
    <message>
        <source>E&amp;xport every (hours):</source>
        <translation>E&amp;xport alle (Stunden):</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>Durch&amp;suchen …</translation>
    </message>
    <message>
        <source>Create from Pilot &amp;Job</source>
        <translation>Aus Pilot-&amp;Job erstellen</translation>
    </message>
    <message>
        <source>Writes jobs/gpu-emergency.json: the pilot&apos;s job on libtorch with CUDA, so it resumes the pilot&apos;s checkpoints</source>
        <translation>Schreibt jobs/gpu-emergency.json: den Job des Piloten auf libtorch mit CUDA, damit es von den Checkpoints des Piloten fortsetzt</translation>
    </message>
    <message>
        <source>Fall Back to &amp;GPU…</source>
        <translation>Auf &amp;GPU zurückfallen …</translation>
    </message>
    <message>
        <source>Builds the fallback job from the emergency profile and the pilot&apos;s last accepted checkpoint, exports that checkpoint and starts the run in the role fallback</source>
        <translation>Baut den Fallback-Job aus dem Notfallprofil und dem letzten angenommenen Checkpoint des Piloten, exportiert diesen Checkpoint und startet den Lauf in der Rolle Fallback</translation>
    </message>
    <message>
        <source>Re-check af&amp;ter a fallback:</source>
        <translation>Nachprüfung nach de&amp;m Fallback:</translation>
    </message>
    <message>
        <source>Whether it trains the pilot&apos;s job is unknown: its inputs cannot be read on this machine (%1).</source>
        <translation>Ob es den Job des Piloten trainiert, ist unbekannt: Seine Eingaben sind auf diesem Rechner nicht lesbar (%1).</translation>
    </message>
</context>
<context>
    <name>pilot::app::GuidedFlow</name>
    <message>
        <source>Change Answer</source>
        <translation>Antwort ändern</translation>
    </message>
    <message>
        <source>&amp;Reason</source>
        <translation>Begründ&amp;ung</translation>
    </message>
    <message>
        <source>&lt; &amp;Back</source>
        <translation>&lt; &amp;Zurück</translation>
    </message>
    <message>
        <source>Edit Reason and Evidence</source>
        <translation>Begründung und Nachweis bearbeiten</translation>
    </message>
    <message>
        <source>Question %1 of %2</source>
        <translation>Frage %1 von %2</translation>
    </message>
    <message>
        <source>If you do not know yet: %1</source>
        <translation>Falls noch unbekannt: %1</translation>
    </message>
    <message>
        <source>&amp;Next &gt;</source>
        <translation>&amp;Weiter &gt;</translation>
    </message>
    <message>
        <source>Attach a File as Evidence</source>
        <translation>Datei als Nachweis anhängen</translation>
    </message>
    <message>
        <source>Attach a Run Folder as Evidence</source>
        <translation>Laufordner als Nachweis anhängen</translation>
    </message>
    <message>
        <source>Attach R&amp;un…</source>
        <translation>&amp;Lauf anhängen…</translation>
    </message>
    <message>
        <source>Conflict: answered %1, but %2 (%3); the decision counts %4.</source>
        <translation>Widerspruch: beantwortet mit %1, aber %2 (%3); die Entscheidung zählt %4.</translation>
    </message>
    <message>
        <source>Evi&amp;dence (one per line: a link, a file or run of the project, a measurement)</source>
        <translation>&amp;Nachweis (einer pro Zeile: ein Link, eine Datei oder ein Lauf des Projekts, eine Messung)</translation>
    </message>
    <message>
        <source>A&amp;ttach File…</source>
        <translation>Da&amp;tei anhängen…</translation>
    </message>
    <message>
        <source>F&amp;inish: show the matrix</source>
        <translation>&amp;Fertig: Matrix zeigen</translation>
    </message>
</context>
<context>
    <name>pilot::app::HorizonChart</name>
    <message>
        <source>break-even</source>
        <translation>Break-even</translation>
    </message>
    <message>
        <source>months</source>
        <translation>Monate</translation>
    </message>
    <message>
        <source>cumulative cost (%1)</source>
        <translation>kumulierte Kosten (%1)</translation>
    </message>
    <message>
        <source>Projection over the planning period, not a measurement</source>
        <translation>Hochrechnung über den Planungszeitraum, keine Messung</translation>
    </message>
</context>
<context>
    <name>pilot::app::HorizonPanel</name>
    <message>
        <source>not set</source>
        <translation>nicht festgelegt</translation>
    </message>
    <message>
        <source>One rate for every engineering hour: set it with the amortisation inputs on the Plan stage.</source>
        <translation>Ein Satz für jede Ingenieurstunde: Sie setzen ihn mit den Amortisationseingaben in der Phase Planung.</translation>
    </message>
    <message>
        <source>measured: %1 of %2 completed reference runs ended in an accepted state</source>
        <translation>gemessen: %1 von %2 abgeschlossenen Referenzläufen endeten in einem angenommenen Stand</translation>
    </message>
    <message>
        <source>measured: %1 of %2 completed pilot runs ended in an accepted state</source>
        <translation>gemessen: %1 von %2 abgeschlossenen Pilotläufen endeten in einem angenommenen Stand</translation>
    </message>
    <message numerus="yes">
        <source>measured: %n fallback run(s)</source>
        <translation>
            <numerusform>gemessen: %n Rückfalllauf</numerusform>
            <numerusform>gemessen: %n Rückfallläufe</numerusform>
        </translation>
    </message>
    <message>
        <source>not calculated yet</source>
        <translation>noch nicht berechnet</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>a training of the task profile, from the projection</source>
        <translation>ein Training des Aufgabenprofils, aus der Hochrechnung</translation>
    </message>
    <message>
        <source>From the measured runs: recalculate (F5) after runs change.</source>
        <translation>Aus den gemessenen Läufen: nach Änderungen an Läufen neu berechnen (F5).</translation>
    </message>
    <message>
        <source>An unconfirmed assumption: give its source and the date it was taken.</source>
        <translation>Eine unbestätigte Annahme: Geben Sie ihre Quelle und das Datum an, an dem sie erhoben wurde.</translation>
    </message>
    <message>
        <source>Recalculate (F5) to cost the horizon.</source>
        <translation>Neu berechnen (F5), um den Horizont zu bewerten.</translation>
    </message>
    <message>
        <source>No cost horizon yet: enter the planning period, the trainings a month and each path&apos;s effort in the table below. Each path is then costed over the period from the measured runs.</source>
        <translation>Noch kein Kostenhorizont: Geben Sie in der Tabelle unten den Planungszeitraum, die Trainings je Monat und den Aufwand jedes Wegs ein. Jeder Weg wird dann aus den gemessenen Läufen über den Zeitraum gerechnet.</translation>
    </message>
    <message>
        <source>A projection, not a measurement: every path over the planning period, from the measured runs and the assumptions below.</source>
        <translation>Eine Hochrechnung, keine Messung: jeder Weg über den Planungszeitraum, aus den gemessenen Läufen und den Annahmen unten.</translation>
    </message>
    <message>
        <source>expected a number, found &apos;%1&apos;</source>
        <translation>eine Zahl erwartet, gefunden: „%1“</translation>
    </message>
    <message>
        <source>expected a date like 2026-11-30, found &apos;%1&apos;</source>
        <translation>ein Datum wie 2026-11-30 erwartet, gefunden: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>%1 ändern</translation>
    </message>
    <message>
        <source>Cost horizon assumptions</source>
        <translation>Annahmen des Kostenhorizonts</translation>
    </message>
    <message>
        <source>Cumulative cost of each path over the planning period</source>
        <translation>Kumulierte Kosten jedes Wegs über den Planungszeitraum</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Bezeichnung</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Date taken</source>
        <translation>Stand vom</translation>
    </message>
    <message>
        <source>Changes the verdict at</source>
        <translation>Ändert das Ergebnis bei</translation>
    </message>
    <message>
        <source>none in its range</source>
        <translation>keiner in ihrem Bereich</translation>
    </message>
    <message>
        <source>give the trainings or the tokens a month, not both: empty the other first</source>
        <translation>Trainings oder Tokens je Monat angeben, nicht beides: leeren Sie zuerst das andere Feld</translation>
    </message>
</context>
<context>
    <name>pilot::app::JobFieldsEditor</name>
    <message>
        <source>Steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>Sequenzlänge</translation>
    </message>
    <message>
        <source>Micro batch</source>
        <translation>Micro-Batch</translation>
    </message>
    <message>
        <source>Learning rate</source>
        <translation>Lernrate</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Präzision</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <source>Job settings</source>
        <translation>Job-Einstellungen</translation>
    </message>
    <message>
        <source>Settings in bold differ from the reference job (%1).</source>
        <translation>Fett gedruckte Einstellungen weichen vom Referenz-Job (%1) ab.</translation>
    </message>
    <message>
        <source>The project has no reference job to compare with yet.</source>
        <translation>Das Projekt hat noch keinen Referenz-Job zum Vergleichen.</translation>
    </message>
    <message>
        <source>Reference: %1</source>
        <translation>Referenz: %1</translation>
    </message>
    <message>
        <source>Gradient accumulation</source>
        <translation>Gradientenakkumulation</translation>
    </message>
    <message>
        <source>CPU threads</source>
        <translation>CPU-Threads</translation>
    </message>
    <message>
        <source>one per core</source>
        <translation>einer je Kern</translation>
    </message>
</context>
<context>
    <name>pilot::app::MainWindow</name>
    <message>
        <source>Migration Pilot</source>
        <translation>Migrationspilot</translation>
    </message>
    <message>
        <source>Untitled project</source>
        <translation>Unbenanntes Projekt</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>Liste &amp;leeren</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more problem(s)</source>
        <translation>
            <numerusform>… und %n weiteres Problem</numerusform>
            <numerusform>… und %n weitere Probleme</numerusform>
        </translation>
    </message>
    <message>
        <source>The project could not be opened:</source>
        <translation>Das Projekt konnte nicht geöffnet werden:</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>The project has unsaved changes. Save them first?</source>
        <translation>Das Projekt enthält ungespeicherte Änderungen. Möchten Sie diese zuerst speichern?</translation>
    </message>
    <message>
        <source>New migration decision</source>
        <translation>Neue Migrationsentscheidung</translation>
    </message>
    <message>
        <source>Open Project</source>
        <translation>Projekt öffnen</translation>
    </message>
    <message>
        <source>Migration Pilot projects (*.yaml *.yml);;All files (*)</source>
        <translation>Migrationspilot-Projekte (*.yaml *.yml);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Save Project As</source>
        <translation>Projekt speichern unter</translation>
    </message>
    <message>
        <source>Migration Pilot projects (*.yaml *.yml)</source>
        <translation>Migrationspilot-Projekte (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>About Migration Pilot</source>
        <translation>Über Migrationspilot</translation>
    </message>
    <message>
        <source>Migration Pilot %1</source>
        <translation>Migrationspilot %1</translation>
    </message>
    <message>
        <source>Decide whether to move fine-tuning of Llama-like models from GPUs to AWS Trainium2, and prove the decision with a reference run and a pilot run of the same job.</source>
        <translation>Entscheiden Sie, ob das Fine-Tuning Llama-ähnlicher Modelle von GPUs auf AWS Trainium2 verlagert werden soll, und belegen Sie die Entscheidung mit einem Referenzlauf und einem Pilotlauf desselben Jobs.</translation>
    </message>
    <message>
        <source>Built with Qt %1.</source>
        <translation>Erstellt mit Qt %1.</translation>
    </message>
    <message>
        <source>Queued Runs</source>
        <translation>Wartende Läufe</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) of this project wait in the queue for a free place on their target.</source>
        <translation>
            <numerusform>%n Lauf dieses Projekts wartet in der Warteschlange auf einen freien Platz auf seinem Ziel.</numerusform>
            <numerusform>%n Läufe dieses Projekts warten in der Warteschlange auf einen freien Platz auf ihrem Ziel.</numerusform>
        </translation>
    </message>
    <message>
        <source>They stay queued in the project&apos;s run folders and start when this project is opened again. Taken off the queue, they never start; their folders are kept.</source>
        <translation>Sie bleiben in den Lauf-Ordnern des Projekts in der Warteschlange und starten, wenn dieses Projekt wieder geöffnet wird. Aus der Warteschlange genommen, starten sie nie; ihre Ordner bleiben erhalten.</translation>
    </message>
    <message>
        <source>&amp;Keep Them Queued</source>
        <translation>In der Warteschlange &amp;belassen</translation>
    </message>
    <message>
        <source>&amp;Take Them Off the Queue</source>
        <translation>&amp;Aus der Warteschlange nehmen</translation>
    </message>
    <message>
        <source>Drill Running</source>
        <translation>Drill läuft</translation>
    </message>
    <message>
        <source>A kill-and-resume drill is running. Quitting cancels it and aborts the run it has going.</source>
        <translation>Ein Abbruch-und-Fortsetzungs-Drill läuft. Beenden bricht ihn ab, und mit ihm den Lauf, den er gerade laufen hat.</translation>
    </message>
    <message>
        <source>Cancel Drill and &amp;Quit</source>
        <translation>Drill abbrechen und &amp;beenden</translation>
    </message>
    <message>
        <source>Keep &amp;Drilling</source>
        <translation>&amp;Drill fortsetzen</translation>
    </message>
    <message>
        <source>Migration Pilot Demo</source>
        <translation>Migrationspilot-Demo</translation>
    </message>
    <message>
        <source>%1 exists already.</source>
        <translation>%1 gibt es schon.</translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>Der Ordner %1 lässt sich nicht anlegen.</translation>
    </message>
    <message>
        <source>Cannot copy %1 to %2.</source>
        <translation>%1 lässt sich nicht nach %2 kopieren.</translation>
    </message>
    <message>
        <source>Cannot move the copy to %1.</source>
        <translation>Die Kopie lässt sich nicht nach %1 verschieben.</translation>
    </message>
    <message>
        <source>This installation holds no demo project.</source>
        <translation>Diese Installation enthält kein Demoprojekt.</translation>
    </message>
    <message>
        <source>The demo project could not be copied: %1</source>
        <translation>Das Demoprojekt ließ sich nicht kopieren: %1</translation>
    </message>
    <message>
        <source>Locks and changes are recorded as %1.</source>
        <translation>Sperren und Änderungen werden als %1 festgehalten.</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Rückgängig: %1</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Wiederholen: %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>The project could not be read again:</source>
        <translation>Das Projekt konnte nicht erneut gelesen werden:</translation>
    </message>
</context>
<context>
    <name>pilot::app::NeuronFactsText</name>
    <message>
        <source>Compile cache: %1 hits, %2 misses, %3 failed compiles taken from the cache.</source>
        <translation>Compile-Cache: %1 Treffer, %2 Fehltreffer, %3 fehlgeschlagene Kompilierungen aus dem Cache übernommen.</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message numerus="yes">
        <source>CPU fallbacks: %n operator(s), %1 reports; the most frequent: %2.</source>
        <translation>
            <numerusform>CPU-Fallbacks: %n Operator, %1 Meldungen; am häufigsten: %2.</numerusform>
            <numerusform>CPU-Fallbacks: %n Operatoren, %1 Meldungen; am häufigsten: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>CPU fallbacks: %n operator(s), %1 reports: %2.</source>
        <translation>
            <numerusform>CPU-Fallbacks: %n Operator, %1 Meldungen: %2.</numerusform>
            <numerusform>CPU-Fallbacks: %n Operatoren, %1 Meldungen: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>Referenz</translation>
    </message>
    <message>
        <source>Pilot</source>
        <translation>Pilot</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Operators that fell back to the CPU ran on the host, not on the Neuron device: the pilot&apos;s speed and cost do not show the device alone.</source>
        <translation>Operatoren, die auf die CPU ausgewichen sind, liefen auf dem Host, nicht auf dem Neuron-Gerät: Geschwindigkeit und Kosten des Pilots zeigen nicht das Gerät allein.</translation>
    </message>
    <message>
        <source>It ran on device %1, not on a Neuron device.</source>
        <translation>Er lief auf dem Gerät %1, nicht auf einem Neuron-Gerät.</translation>
    </message>
    <message>
        <source>Its logs name no compile-cache event and no CPU fallback.</source>
        <translation>Seine Logs nennen kein Ereignis des Compile-Caches und keinen CPU-Fallback.</translation>
    </message>
    <message numerus="yes">
        <source>The NEFF cache could not be set up or written %n time(s): compiled graphs were not shared.</source>
        <translation>
            <numerusform>Der NEFF-Cache konnte %n Mal nicht eingerichtet oder geschrieben werden: Kompilierte Graphen wurden nicht geteilt.</numerusform>
            <numerusform>Der NEFF-Cache konnte %n Mal nicht eingerichtet oder geschrieben werden: Kompilierte Graphen wurden nicht geteilt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>neuron-monitor counted %n execution(s) that did not complete cleanly.</source>
        <translation>
            <numerusform>neuron-monitor zählte %n Ausführung, die nicht sauber abgeschlossen wurde.</numerusform>
            <numerusform>neuron-monitor zählte %n Ausführungen, die nicht sauber abgeschlossen wurden.</numerusform>
        </translation>
    </message>
    <message>
        <source>neuron-monitor reported hardware errors.</source>
        <translation>neuron-monitor meldete Hardwarefehler.</translation>
    </message>
</context>
<context>
    <name>pilot::app::NeuronRunView</name>
    <message>
        <source>Add to the Operator Row as Evidence</source>
        <translation>Der Operator-Zeile als Beleg hinzufügen</translation>
    </message>
    <message>
        <source>Adds an entry naming these operators to the evidence of the decision matrix&apos;s row “unconfirmed_operators” (Plan stage), where it counts as a fact for the answer yes.</source>
        <translation>Fügt den Belegen der Zeile „unconfirmed_operators“ der Entscheidungsmatrix (Plan-Phase) einen Eintrag mit diesen Operatoren hinzu; dort zählt er als Fakt für die Antwort „ja“.</translation>
    </message>
    <message>
        <source>Operator</source>
        <translation>Operator</translation>
    </message>
    <message>
        <source>Reports</source>
        <translation>Meldungen</translation>
    </message>
    <message>
        <source>Nothing read yet.</source>
        <translation>Noch nichts gelesen.</translation>
    </message>
    <message>
        <source>Compile phases</source>
        <translation>Kompilierphasen</translation>
    </message>
    <message>
        <source>none reported by the job</source>
        <translation>keine vom Job gemeldet</translation>
    </message>
    <message>
        <source>First step (from the job&apos;s start)</source>
        <translation>Erster Schritt (ab Start des Jobs)</translation>
    </message>
    <message>
        <source>Compile cache given to the run</source>
        <translation>Dem Lauf übergebener Compile-Cache</translation>
    </message>
    <message>
        <source>none in the logs</source>
        <translation>keiner in den Logs</translation>
    </message>
    <message>
        <source>The compiler named another cache than the one the project gives the run: its compiled graphs are not shared with the team&apos;s other runs.</source>
        <translation>Der Compiler nannte einen anderen Cache als den, den das Projekt dem Lauf übergibt: Seine kompilierten Graphen werden nicht mit den anderen Läufen des Teams geteilt.</translation>
    </message>
    <message>
        <source>Cache hits (graphs taken from the cache)</source>
        <translation>Cache-Treffer (Graphen aus dem Cache übernommen)</translation>
    </message>
    <message>
        <source>Cache misses (graphs compiled)</source>
        <translation>Cache-Fehltreffer (Graphen kompiliert)</translation>
    </message>
    <message>
        <source>Failed compiles taken from the cache</source>
        <translation>Fehlgeschlagene Kompilierungen aus dem Cache übernommen</translation>
    </message>
    <message>
        <source>Graphs extracted for parallel compilation</source>
        <translation>Für parallele Kompilierung extrahierte Graphen</translation>
    </message>
    <message>
        <source>not planned (the run is not on a Neuron device)</source>
        <translation>nicht geplant (der Lauf ist nicht auf einem Neuron-Gerät)</translation>
    </message>
    <message>
        <source>started beside the job</source>
        <translation>neben dem Job gestartet</translation>
    </message>
    <message numerus="yes">
        <source>%n report(s) read from the end of a long stream</source>
        <translation>
            <numerusform>%n Bericht vom Ende eines langen Datenstroms gelesen</numerusform>
            <numerusform>%n Berichte vom Ende eines langen Datenstroms gelesen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n report(s) read</source>
        <translation>
            <numerusform>%n Bericht gelesen</numerusform>
            <numerusform>%n Berichte gelesen</numerusform>
        </translation>
    </message>
    <message>
        <source>neuron-monitor</source>
        <translation>neuron-monitor</translation>
    </message>
    <message>
        <source>Mean NeuronCore utilisation</source>
        <translation>Mittlere NeuronCore-Auslastung</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>nicht gemeldet</translation>
    </message>
    <message>
        <source>Peak device memory</source>
        <translation>Maximaler Gerätespeicher</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>uncorrected ECC %1</source>
        <translation>nicht korrigierte ECC-Fehler: %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>neuron-monitor error</source>
        <translation>neuron-monitor-Fehler</translation>
    </message>
    <message>
        <source>Cannot read</source>
        <translation>Nicht lesbar</translation>
    </message>
    <message numerus="yes">
        <source>%n operator(s) fell back to the CPU (%1 reports): they ran on the host, not on the Neuron device.</source>
        <translation>
            <numerusform>%n Operator ist auf die CPU ausgewichen (%1 Meldungen): Er lief auf dem Host, nicht auf dem Neuron-Gerät.</numerusform>
            <numerusform>%n Operatoren sind auf die CPU ausgewichen (%1 Meldungen): Sie liefen auf dem Host, nicht auf dem Neuron-Gerät.</numerusform>
        </translation>
    </message>
    <message>
        <source>Counted from the run&apos;s log events and its logs (stderr.log, stdout.log); a message seen in both counts once. A report is one warning: backends often warn once per operator and process. The text TorchNeuron prints for a fallback is not verified, so the rules may miss some; none found is no proof of none.</source>
        <translation>Gezählt aus den Log-Ereignissen des Laufs und seinen Logs (stderr.log, stdout.log); eine Meldung, die in beiden steht, zählt einmal. Eine Meldung ist eine Warnung: Backends warnen oft einmal pro Operator und Prozess. Der Text, den TorchNeuron für einen Fallback ausgibt, ist nicht verifiziert, daher können die Regeln einige übersehen; dass keine gefunden wurden, beweist nicht, dass es keine gibt.</translation>
    </message>
    <message>
        <source>The logs are long: only their last part was read.</source>
        <translation>Die Logs sind lang: Nur ihr letzter Teil wurde gelesen.</translation>
    </message>
    <message>
        <source>The project&apos;s fallback rules are not in use: %1</source>
        <translation>Die Fallback-Regeln des Projekts werden nicht verwendet: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n span(s), %1 in all</source>
        <translation>
            <numerusform>%n Spanne, insgesamt %1</numerusform>
            <numerusform>%n Spannen, insgesamt %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 so far</source>
        <translation>bisher %1</translation>
    </message>
    <message>
        <source>none: TorchNeuron&apos;s default (the project names no compile_cache)</source>
        <translation>keiner: der Standard von TorchNeuron (das Projekt nennt kein compile_cache)</translation>
    </message>
    <message>
        <source>Compile cache named in the logs</source>
        <translation>In den Logs genannter Compile-Cache</translation>
    </message>
    <message>
        <source>Cache set-up or store failures</source>
        <translation>Fehler beim Einrichten oder Schreiben des Caches</translation>
    </message>
    <message>
        <source>TorchNeuron could not use or write its NEFF cache: graphs compiled in this run are not shared. Check that the compile_cache folder exists on the host and is writable.</source>
        <translation>TorchNeuron konnte seinen NEFF-Cache nicht nutzen oder nicht schreiben: In diesem Lauf kompilierte Graphen werden nicht geteilt. Prüfen Sie, ob der Ordner compile_cache auf dem Host existiert und beschreibbar ist.</translation>
    </message>
    <message>
        <source>Executions (neuron-monitor)</source>
        <translation>Ausführungen (neuron-monitor)</translation>
    </message>
    <message>
        <source>neuron-monitor reported executions that did not complete cleanly.</source>
        <translation>neuron-monitor meldete Ausführungen, die nicht sauber abgeschlossen wurden.</translation>
    </message>
    <message>
        <source>neuron-monitor reported hardware errors.</source>
        <translation>neuron-monitor meldete Hardwarefehler.</translation>
    </message>
    <message>
        <source>Error counts (neuron-monitor)</source>
        <translation>Fehlerzählungen (neuron-monitor)</translation>
    </message>
    <message>
        <source>%1 completed, %2 failed: %3</source>
        <translation>%1 abgeschlossen, %2 fehlgeschlagen: %3</translation>
    </message>
    <message>
        <source>%1 completed, none failed</source>
        <translation>%1 abgeschlossen, keine fehlgeschlagen</translation>
    </message>
</context>
<context>
    <name>pilot::app::NewRunDialog</name>
    <message>
        <source>&amp;Job:</source>
        <translation>&amp;Job:</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>R&amp;ole:</source>
        <translation>R&amp;olle:</translation>
    </message>
    <message>
        <source>&amp;Backend:</source>
        <translation>&amp;Backend:</translation>
    </message>
    <message>
        <source>&amp;Target:</source>
        <translation>&amp;Ziel:</translation>
    </message>
    <message>
        <source>Runs at once on this target:</source>
        <translation>Gleichzeitige Läufe auf diesem Ziel:</translation>
    </message>
    <message>
        <source>Run folder: %1</source>
        <translation>Lauf-Ordner: %1</translation>
    </message>
    <message>
        <source>Reading the project&apos;s jobs…</source>
        <translation>Die Jobs des Projekts werden gelesen…</translation>
    </message>
    <message>
        <source>New Run</source>
        <translation>Neuer Lauf</translation>
    </message>
    <message>
        <source>reference</source>
        <translation>Referenz</translation>
    </message>
    <message>
        <source>pilot</source>
        <translation>Pilot</translation>
    </message>
    <message>
        <source>fallback</source>
        <translation>Fallback</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>This project has no job files: put job.json files into the folder “jobs” beside the project file.</source>
        <translation>Dieses Projekt hat keine Job-Dateien: Legen Sie job.json-Dateien in den Ordner „jobs“ neben der Projektdatei.</translation>
    </message>
    <message>
        <source>%1 (not installed)</source>
        <translation>%1 (nicht installiert)</translation>
    </message>
    <message>
        <source>A job setting is not a number.</source>
        <translation>Eine Job-Einstellung ist keine Zahl.</translation>
    </message>
    <message>
        <source>Checking the job against its backend…</source>
        <translation>Der Job wird mit seinem Backend abgeglichen…</translation>
    </message>
    <message>
        <source>Version %1. Devices: %2. Precisions: %3. Methods: %4. Tokenizers: %5. Job interface %6.</source>
        <translation>Version %1. Geräte: %2. Präzisionen: %3. Methoden: %4. Tokenizer: %5. Job-Schnittstelle %6.</translation>
    </message>
    <message>
        <source>No capabilities: this backend is not installed.</source>
        <translation>Keine Fähigkeiten: Dieses Backend ist nicht installiert.</translation>
    </message>
    <message>
        <source>The backend accepts this job.</source>
        <translation>Das Backend akzeptiert diesen Job.</translation>
    </message>
    <message>
        <source>This job cannot start as it stands:</source>
        <translation>Dieser Job kann in seiner jetzigen Form nicht starten:</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The backends have not been found yet.</source>
        <translation>Die Backends wurden noch nicht gefunden.</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>Runtime settings of the project for %1 on %2: %3</source>
        <translation>Laufzeiteinstellungen des Projekts für %1 auf %2: %3</translation>
    </message>
    <message>
        <source>&amp;Variant of:</source>
        <translation>&amp;Variante von:</translation>
    </message>
    <message>
        <source>&amp;Processes:</source>
        <translation>&amp;Prozesse:</translation>
    </message>
    <message>
        <source>Proposed: the project&apos;s reference job (role reference, %1 like the task profile) — the project has no reference run yet.</source>
        <translation>Vorgeschlagen: der Referenz-Job des Projekts (Rolle Referenz, %1 wie im Aufgabenprofil) — das Projekt hat noch keinen Referenzlauf.</translation>
    </message>
    <message>
        <source>Proposed: a reference job (role reference) — the project has no reference run yet.</source>
        <translation>Vorgeschlagen: ein Referenz-Job (Rolle Referenz) — das Projekt hat noch keinen Referenzlauf.</translation>
    </message>
    <message>
        <source>Proposed: the pilot job of the reference run&apos;s task (role pilot, the same training and validation data).</source>
        <translation>Vorgeschlagen: der Pilot-Job zur Aufgabe des Referenzlaufs (Rolle Pilot, dieselben Trainings- und Validierungsdaten).</translation>
    </message>
    <message>
        <source>Proposed: a pilot job (role pilot); none trains the reference run&apos;s data.</source>
        <translation>Vorgeschlagen: ein Pilot-Job (Rolle Pilot); keiner trainiert die Daten des Referenzlaufs.</translation>
    </message>
</context>
<context>
    <name>pilot::app::OutputsView</name>
    <message>
        <source>all prompts</source>
        <translation>alle Prompts</translation>
    </message>
    <message>
        <source>only differing outputs</source>
        <translation>nur abweichende Ausgaben</translation>
    </message>
    <message>
        <source>pilot wrong, reference right</source>
        <translation>Pilot falsch, Referenz richtig</translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation>Prompt</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Erwartet</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>Referenz</translation>
    </message>
    <message>
        <source>Pilot</source>
        <translation>Pilot</translation>
    </message>
    <message>
        <source>Exact (ref / pilot)</source>
        <translation>Exakt (Ref. / Pilot)</translation>
    </message>
    <message>
        <source>Similarity</source>
        <translation>Ähnlichkeit</translation>
    </message>
    <message>
        <source>Neither run logged sample outputs. pilot-trainer writes them at every evaluation (eval.samples in the job).</source>
        <translation>Keiner der Läufe hat Beispielausgaben protokolliert. pilot-trainer schreibt sie bei jeder Evaluierung (eval.samples im Job).</translation>
    </message>
    <message>
        <source>no output</source>
        <translation>keine Ausgabe</translation>
    </message>
    <message>
        <source>Search prompts and outputs (Ctrl+F)</source>
        <translation>Prompts und Ausgaben durchsuchen (Strg+F)</translation>
    </message>
    <message>
        <source>Search prompts and outputs</source>
        <translation>Prompts und Ausgaben durchsuchen</translation>
    </message>
    <message>
        <source>Previous page (Ctrl+Page Up)</source>
        <translation>Vorherige Seite (Strg+Bild auf)</translation>
    </message>
    <message>
        <source>Next page (Ctrl+Page Down)</source>
        <translation>Nächste Seite (Strg+Bild ab)</translation>
    </message>
    <message>
        <source>Previous page</source>
        <translation>Vorherige Seite</translation>
    </message>
    <message>
        <source>Next page</source>
        <translation>Nächste Seite</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
    <message>
        <source>Outputs of reference and pilot side by side</source>
        <translation>Ausgaben von Referenz und Pilot nebeneinander</translation>
    </message>
    <message>
        <source>Evaluatio&amp;n step</source>
        <translation>Evaluierungsschri&amp;tt</translation>
    </message>
    <message>
        <source>Sho&amp;w</source>
        <translation>&amp;Zeigen</translation>
    </message>
    <message>
        <source>none matches the filter and search</source>
        <translation>keine passt zu Filter und Suche</translation>
    </message>
    <message>
        <source>%1 match the filter and search, %2 to %3 on this page</source>
        <translation>%1 passen zu Filter und Suche, %2 bis %3 auf dieser Seite</translation>
    </message>
    <message>
        <source>Exact match: reference %1 of %3, pilot %2 of %3; %4.</source>
        <translation>Exakte Übereinstimmung: Referenz %1 von %3, Pilot %2 von %3; %4.</translation>
    </message>
</context>
<context>
    <name>pilot::app::PlanPage</name>
    <message>
        <source>Decision matrix: every row is judged on its own, with a reason and evidence.</source>
        <translation>Entscheidungsmatrix: Jede Zeile wird einzeln bewertet, mit Begründung und Nachweisen.</translation>
    </message>
    <message>
        <source>&amp;Notes</source>
        <translation>&amp;Notizen</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Antwort</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Begründung</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>Nachweise</translation>
    </message>
    <message>
        <source>No project open</source>
        <translation>Kein Projekt geöffnet</translation>
    </message>
    <message>
        <source>Open a project with File &gt; Open, or start a new one with File &gt; New.</source>
        <translation>Öffnen Sie ein Projekt mit Datei &gt; Projekt öffnen oder beginnen Sie ein neues mit Datei &gt; Neues Projekt.</translation>
    </message>
    <message>
        <source>Authors: %1</source>
        <translation>Autoren: %1</translation>
    </message>
    <message>
        <source>Created: %1</source>
        <translation>Erstellt: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n decision row(s) answered</source>
        <translation>
            <numerusform>%n Zeile der Entscheidungsmatrix beantwortet</numerusform>
            <numerusform>%n Zeilen der Entscheidungsmatrix beantwortet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) still to find out.</source>
        <translation>
            <numerusform>%n Frage ist noch zu klären.</numerusform>
            <numerusform>%n Fragen sind noch zu klären.</numerusform>
        </translation>
    </message>
    <message>
        <source>Edit Reason</source>
        <translation>Begründung bearbeiten</translation>
    </message>
    <message>
        <source>Edit Evidence</source>
        <translation>Nachweise bearbeiten</translation>
    </message>
    <message>
        <source>Edit Notes</source>
        <translation>Notizen bearbeiten</translation>
    </message>
    <message>
        <source>Change Answer</source>
        <translation>Antwort ändern</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Wirkung</translation>
    </message>
    <message>
        <source>&amp;Guided</source>
        <translation>&amp;Geführt</translation>
    </message>
    <message>
        <source>&amp;Matrix</source>
        <translation>&amp;Matrix</translation>
    </message>
    <message>
        <source>Profile and &amp;Limits</source>
        <translation>&amp;Profil und Grenzen</translation>
    </message>
    <message>
        <source>&amp;Calculators</source>
        <translation>&amp;Rechner</translation>
    </message>
    <message>
        <source>decided it</source>
        <translation>entscheidend</translation>
    </message>
    <message>
        <source>to find out</source>
        <translation>zu klären</translation>
    </message>
    <message>
        <source>link</source>
        <translation>Link</translation>
    </message>
    <message>
        <source>file of the project</source>
        <translation>Datei des Projekts</translation>
    </message>
    <message>
        <source>run of the project</source>
        <translation>Lauf des Projekts</translation>
    </message>
    <message>
        <source>missing: nothing at %1</source>
        <translation>fehlt: nichts unter %1</translation>
    </message>
    <message>
        <source>text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>outside the project folder (not looked up)</source>
        <translation>außerhalb des Projektordners (nicht nachgesehen)</translation>
    </message>
    <message numerus="yes">
        <source>%n task(s) to do first.</source>
        <translation>
            <numerusform>%n Aufgabe, die zuerst zu erledigen ist.</numerusform>
            <numerusform>%n Aufgaben, die zuerst zu erledigen sind.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) contradicted by the project&apos;s data or another answer (marked in the matrix).</source>
        <translation>
            <numerusform>%n Antwort, der die Daten des Projekts oder eine andere Antwort widersprechen (in der Matrix markiert).</numerusform>
            <numerusform>%n Antworten, denen die Daten des Projekts oder eine andere Antwort widersprechen (in der Matrix markiert).</numerusform>
        </translation>
    </message>
    <message>
        <source>do first</source>
        <translation>zuerst erledigen</translation>
    </message>
    <message>
        <source>Do first: %1</source>
        <translation>Zuerst: %1</translation>
    </message>
    <message>
        <source>conflict</source>
        <translation>Widerspruch</translation>
    </message>
    <message>
        <source>Conflict: answered %1, but %2 (%3); the decision counts %4.</source>
        <translation>Widerspruch: beantwortet mit %1, aber %2 (%3); die Entscheidung zählt %4.</translation>
    </message>
    <message>
        <source>not counted</source>
        <translation>zählt nicht</translation>
    </message>
    <message>
        <source>Not a question of the decision guide: the row does not count in the decision. Did you mean &apos;%1&apos;?</source>
        <translation>Keine Frage des Entscheidungsleitfadens: Die Zeile zählt in der Entscheidung nicht. Ist &apos;%1&apos; gemeint?</translation>
    </message>
    <message>
        <source>Not a question of the decision guide: the row does not count in the decision.</source>
        <translation>Keine Frage des Entscheidungsleitfadens: Die Zeile zählt in der Entscheidung nicht.</translation>
    </message>
    <message>
        <source>being looked up</source>
        <translation>wird nachgesehen</translation>
    </message>
    <message>
        <source>Recommendation: %1 (provisional: open questions could change it)</source>
        <translation>Empfehlung: %1 (vorläufig: offene Fragen könnten sie ändern)</translation>
    </message>
    <message>
        <source>Recommendation: %1</source>
        <translation>Empfehlung: %1</translation>
    </message>
    <message>
        <source>Decision matrix</source>
        <translation>Entscheidungsmatrix</translation>
    </message>
    <message>
        <source>Cost stage, %1: %2</source>
        <translation>Phase Kosten, %1: %2</translation>
    </message>
    <message>
        <source>cost horizon</source>
        <translation>Kostenhorizont</translation>
    </message>
</context>
<context>
    <name>pilot::app::PricesDialog</name>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Trainium2</source>
        <translation>Trainium2</translation>
    </message>
    <message>
        <source>other</source>
        <translation>andere</translation>
    </message>
    <message>
        <source>%1 was changed since; it is left as it is.</source>
        <translation>%1 wurde seitdem geändert; die Datei bleibt, wie sie ist.</translation>
    </message>
    <message>
        <source>The price table was not changed back: %1</source>
        <translation>Die Preistabelle wurde nicht zurückgesetzt: %1</translation>
    </message>
    <message>
        <source>The project names a price table outside its folder (%1); it is not read. Attach one from the project&apos;s folder.</source>
        <translation>Das Projekt nennt eine Preistabelle außerhalb seines Ordners (%1); sie wird nicht gelesen. Hängen Sie eine aus dem Projektordner an.</translation>
    </message>
    <message>
        <source>The project&apos;s price table cannot be read, so it cannot be edited here: %1</source>
        <translation>Die Preistabelle des Projekts ist nicht lesbar und kann deshalb hier nicht bearbeitet werden: %1</translation>
    </message>
    <message>
        <source>Save the project first: its price table lies in its folder.</source>
        <translation>Speichern Sie zuerst das Projekt: Seine Preistabelle liegt in seinem Ordner.</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>Preise</translation>
    </message>
    <message>
        <source>&amp;Attach Existing Table…</source>
        <translation>Vorhandene Tabelle an&amp;hängen…</translation>
    </message>
    <message>
        <source>A&amp;dd Price</source>
        <translation>Preis hin&amp;zufügen</translation>
    </message>
    <message>
        <source>&amp;Remove Price</source>
        <translation>Preis &amp;entfernen</translation>
    </message>
    <message>
        <source>&amp;Prices</source>
        <translation>&amp;Preise</translation>
    </message>
    <message>
        <source>&amp;Who Is Charged Which Price</source>
        <translation>&amp;Wem welcher Preis berechnet wird</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Bezeichnung</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Kennung</translation>
    </message>
    <message>
        <source>Platform</source>
        <translation>Plattform</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <source>Price per hour</source>
        <translation>Preis pro Stunde</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Währung</translation>
    </message>
    <message>
        <source>Pricing</source>
        <translation>Preismodell</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Date taken</source>
        <translation>Stand vom</translation>
    </message>
    <message>
        <source>Run or target</source>
        <translation>Lauf oder Ziel</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Preis</translation>
    </message>
    <message>
        <source>Units held</source>
        <translation>Belegte Einheiten</translation>
    </message>
    <message>
        <source>Per unit and hour, in the currency beside it; empty while not known</source>
        <translation>Je Einheit und Stunde, in der Währung daneben; leer, solange unbekannt</translation>
    </message>
    <message>
        <source>When the figure was taken, e.g. 2026-11-30</source>
        <translation>Wann der Wert erhoben wurde, z. B. 2026-11-30</translation>
    </message>
    <message>
        <source>How many instances, chips or devices the run held; empty: one instance (not enough for a chip or device price)</source>
        <translation>Wie viele Instanzen, Chips oder Geräte der Lauf belegte; leer: eine Instanz (reicht für einen Chip- oder Gerätepreis nicht)</translation>
    </message>
    <message>
        <source>A new price table, made from the template: its prices are empty until you enter them. Save writes it to the project&apos;s folder.</source>
        <translation>Eine neue Preistabelle aus der Vorlage: Ihre Preise sind leer, bis Sie sie eintragen. Speichern schreibt sie in den Projektordner.</translation>
    </message>
    <message>
        <source>Price table: %1</source>
        <translation>Preistabelle: %1</translation>
    </message>
    <message>
        <source>run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <source>target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>its target&apos;s price</source>
        <translation>Preis seines Ziels</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>kein Preis</translation>
    </message>
    <message>
        <source>%1 (not in the table)</source>
        <translation>%1 (nicht in der Tabelle)</translation>
    </message>
    <message>
        <source>Row %1 (%2): %3</source>
        <translation>Zeile %1 (%2): %3</translation>
    </message>
    <message>
        <source>The run %1 is charged at %2, which the table does not list.</source>
        <translation>Dem Lauf %1 wird %2 berechnet, den die Tabelle nicht enthält.</translation>
    </message>
    <message>
        <source>The target %1 is charged at %2, which the table does not list.</source>
        <translation>Dem Ziel %1 wird %2 berechnet, den die Tabelle nicht enthält.</translation>
    </message>
    <message>
        <source>Row %1, price per hour: &apos;%2&apos; is not a price (a number from 0 on).</source>
        <translation>Zeile %1, Preis pro Stunde: „%2“ ist kein Preis (eine Zahl ab 0).</translation>
    </message>
    <message>
        <source>Row %1, date taken: &apos;%2&apos; is not a date like 2026-11-30.</source>
        <translation>Zeile %1, Stand vom: „%2“ ist kein Datum wie 2026-11-30.</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>%1 ändern</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number of units (more than 0).</source>
        <translation>„%1“ ist keine Anzahl von Einheiten (mehr als 0).</translation>
    </message>
    <message>
        <source>Charge %1</source>
        <translation>%1 einen Preis zuordnen</translation>
    </message>
    <message>
        <source>New price</source>
        <translation>Neuer Preis</translation>
    </message>
    <message>
        <source>Add Price</source>
        <translation>Preis hinzufügen</translation>
    </message>
    <message>
        <source>Remove Price</source>
        <translation>Preis entfernen</translation>
    </message>
    <message>
        <source>Attach a Price Table</source>
        <translation>Preistabelle anhängen</translation>
    </message>
    <message>
        <source>Price tables (*.yaml *.yml)</source>
        <translation>Preistabellen (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>%1 lies outside the project&apos;s folder. A project reads only files in its folder: copy the table there first.</source>
        <translation>%1 liegt außerhalb des Projektordners. Ein Projekt liest nur Dateien in seinem Ordner: Kopieren Sie die Tabelle zuerst dorthin.</translation>
    </message>
    <message>
        <source>Attach Price Table</source>
        <translation>Preistabelle anhängen</translation>
    </message>
    <message>
        <source>The price table %1 lies outside the project&apos;s folder.</source>
        <translation>Die Preistabelle %1 liegt außerhalb des Projektordners.</translation>
    </message>
    <message>
        <source>Change Prices</source>
        <translation>Preise ändern</translation>
    </message>
    <message>
        <source>Prices Not Saved</source>
        <translation>Preise nicht gespeichert</translation>
    </message>
</context>
<context>
    <name>pilot::app::ProfileLimitsPanel</name>
    <message>
        <source>Change Method</source>
        <translation>Methode ändern</translation>
    </message>
    <message>
        <source>locked by hand before the pilot</source>
        <translation>vor dem Pilot von Hand festgeschrieben</translation>
    </message>
    <message>
        <source>Lock Limits</source>
        <translation>Grenzen festschreiben</translation>
    </message>
    <message>
        <source>Task profile</source>
        <translation>Aufgabenprofil</translation>
    </message>
    <message>
        <source>Acceptance limits (fixed before any run)</source>
        <translation>Abnahmegrenzen (vor jedem Lauf festgelegt)</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Methode</translation>
    </message>
    <message>
        <source>Model type</source>
        <translation>Modelltyp</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>Sequence length (tokens)</source>
        <translation>Sequenzlänge (Tokens)</translation>
    </message>
    <message>
        <source>Training steps</source>
        <translation>Trainingsschritte</translation>
    </message>
    <message>
        <source>Checkpoint format</source>
        <translation>Checkpoint-Format</translation>
    </message>
    <message>
        <source>Expected experiments</source>
        <translation>Erwartete Experimente</translation>
    </message>
    <message>
        <source>Data volume</source>
        <translation>Datenmenge</translation>
    </message>
    <message>
        <source>Restart target (s)</source>
        <translation>Neustart-Ziel (s)</translation>
    </message>
    <message>
        <source>Accepted validation deviation</source>
        <translation>Akzeptierte Validierungsabweichung</translation>
    </message>
    <message>
        <source>Loss deviation per effective step (absolute)</source>
        <translation>Loss-Abweichung je effektivem Schritt (absolut)</translation>
    </message>
    <message>
        <source>Loss deviation per effective step (relative, 0.03 = 3 %)</source>
        <translation>Loss-Abweichung je effektivem Schritt (relativ, 0,03 = 3 %)</translation>
    </message>
    <message>
        <source>Validation metric deviation</source>
        <translation>Abweichung der Validierungsmetrik</translation>
    </message>
    <message>
        <source>Restart time (s)</source>
        <translation>Neustartzeit (s)</translation>
    </message>
    <message>
        <source>Time to first usable checkpoint (s)</source>
        <translation>Zeit bis zum ersten nutzbaren Checkpoint (s)</translation>
    </message>
    <message>
        <source>Output quality threshold (0–1)</source>
        <translation>Schwelle der Ausgabequalität (0–1)</translation>
    </message>
    <message>
        <source>Author of a change</source>
        <translation>Autor/in einer Änderung</translation>
    </message>
    <message>
        <source>Reason for a change</source>
        <translation>Begründung einer Änderung</translation>
    </message>
    <message>
        <source>needed once the limits are locked</source>
        <translation>nötig, sobald die Grenzen festgeschrieben sind</translation>
    </message>
    <message>
        <source>Changes after the lock</source>
        <translation>Änderungen nach der Festschreibung</translation>
    </message>
    <message>
        <source>Time (UTC)</source>
        <translation>Zeit (UTC)</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Autor/in</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>Grenze</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Auf</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Begründung</translation>
    </message>
    <message>
        <source>not decided</source>
        <translation>nicht entschieden</translation>
    </message>
    <message>
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <source>Full fine-tuning</source>
        <translation>Volles Fine-Tuning</translation>
    </message>
    <message>
        <source>Locked on %1 by %2: %3. A change needs an author and a reason and is logged.</source>
        <translation>Festgeschrieben am %1 von %2: %3. Eine Änderung braucht Autor/in und Begründung und wird protokolliert.</translation>
    </message>
    <message>
        <source>Not locked: the limits are locked when the first pilot run is added.</source>
        <translation>Nicht festgeschrieben: Die Grenzen werden festgeschrieben, sobald der erste Pilotlauf hinzukommt.</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>nicht festgelegt</translation>
    </message>
    <message>
        <source>Edit Task Profile</source>
        <translation>Aufgabenprofil bearbeiten</translation>
    </message>
    <message>
        <source>expected a number (empty for not set)</source>
        <translation>erwartet eine Zahl (leer für nicht festgelegt)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Change Locked Limit</source>
        <translation>Festgeschriebene Grenze ändern</translation>
    </message>
    <message>
        <source>Edit Limit</source>
        <translation>Grenze bearbeiten</translation>
    </message>
    <message>
        <source>Changes of the limits</source>
        <translation>Änderungen der Grenzen</translation>
    </message>
    <message>
        <source>Loc&amp;k Limits</source>
        <translation>Grenzen &amp;festschreiben</translation>
    </message>
</context>
<context>
    <name>pilot::app::ProjectDiffDialog</name>
    <message>
        <source>− only in %1    + only in %2</source>
        <translation>− nur in %1    + nur in %2</translation>
    </message>
    <message>
        <source>The two versions hold the same project.</source>
        <translation>Beide Fassungen enthalten dasselbe Projekt.</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) differ.</source>
        <translation>
            <numerusform>%n Zeile unterscheidet sich.</numerusform>
            <numerusform>%n Zeilen unterscheiden sich.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pilot::app::ProjectDocument</name>
    <message>
        <source>a pilot run was added to the project</source>
        <translation>ein Pilotlauf wurde dem Projekt hinzugefügt</translation>
    </message>
    <message>
        <source>The limits&apos; lock is saved and final: Undo no longer goes back to before it.</source>
        <translation>Die Sperre der Grenzwerte ist gespeichert und endgültig: Rückgängig geht nicht mehr hinter sie zurück.</translation>
    </message>
</context>
<context>
    <name>pilot::app::ProjectGuard</name>
    <message>
        <source>the unsaved project</source>
        <translation>das ungespeicherte Projekt</translation>
    </message>
    <message>
        <source>Project Open Elsewhere</source>
        <translation>Projekt anderswo geöffnet</translation>
    </message>
    <message>
        <source>“%1” is open in another Migration Pilot window (process %2 on %3).</source>
        <translation>„%1“ ist in einem anderen Fenster von Migration Pilot geöffnet (Prozess %2 auf %3).</translation>
    </message>
    <message>
        <source>Each window keeps its own edits. Saving in one window after the other has saved is refused, and then you choose which version to keep.</source>
        <translation>Jedes Fenster behält seine eigenen Änderungen. Speichern in einem Fenster, nachdem das andere gespeichert hat, wird verweigert; dann wählen Sie, welche Fassung bleibt.</translation>
    </message>
    <message>
        <source>&amp;Open Anyway</source>
        <translation>&amp;Trotzdem öffnen</translation>
    </message>
    <message>
        <source>The kept changes could not be read: %1</source>
        <translation>Die aufbewahrten Änderungen konnten nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Recover unsaved changes</source>
        <translation>Ungespeicherte Änderungen wiederherstellen</translation>
    </message>
    <message>
        <source>Recover Unsaved Changes</source>
        <translation>Ungespeicherte Änderungen wiederherstellen</translation>
    </message>
    <message>
        <source>Migration Pilot ended without saving the changes to “%1”. They were kept (%2).</source>
        <translation>Migration Pilot wurde beendet, ohne die Änderungen an „%1“ zu speichern. Sie wurden aufbewahrt (%2).</translation>
    </message>
    <message>
        <source>The file was changed since. Recovered, your changes replace that version in this window until you save; Undo returns to the file&apos;s version.</source>
        <translation>Die Datei wurde seitdem geändert. Wiederhergestellt ersetzen Ihre Änderungen diese Fassung in diesem Fenster, bis Sie speichern; Rückgängig kehrt zur Fassung der Datei zurück.</translation>
    </message>
    <message>
        <source>Recovered, they are unsaved changes in this window; Undo returns to the saved file.</source>
        <translation>Wiederhergestellt sind sie ungespeicherte Änderungen in diesem Fenster; Rückgängig kehrt zur gespeicherten Datei zurück.</translation>
    </message>
    <message>
        <source>&amp;Recover Changes</source>
        <translation>Änderungen &amp;wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Discard Them</source>
        <translation>&amp;Verwerfen</translation>
    </message>
    <message>
        <source>&amp;Compare…</source>
        <translation>&amp;Vergleichen …</translation>
    </message>
    <message>
        <source>Saved File and Kept Changes</source>
        <translation>Gespeicherte Datei und aufbewahrte Änderungen</translation>
    </message>
    <message>
        <source>the saved file</source>
        <translation>der gespeicherten Datei</translation>
    </message>
    <message>
        <source>the kept changes</source>
        <translation>den aufbewahrten Änderungen</translation>
    </message>
    <message>
        <source>The unsaved changes to %1 were recovered.</source>
        <translation>Die ungespeicherten Änderungen an %1 wurden wiederhergestellt.</translation>
    </message>
    <message>
        <source>Recover Unsaved Project</source>
        <translation>Ungespeichertes Projekt wiederherstellen</translation>
    </message>
    <message>
        <source>Migration Pilot ended without saving %1. Its content was kept (%2).</source>
        <translation>Migration Pilot wurde beendet, ohne %1 zu speichern. Sein Inhalt wurde aufbewahrt (%2).</translation>
    </message>
    <message>
        <source>a new project</source>
        <translation>ein neues Projekt</translation>
    </message>
    <message>
        <source>&amp;Recover Project</source>
        <translation>Projekt &amp;wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Discard It</source>
        <translation>&amp;Verwerfen</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>&amp;Später</translation>
    </message>
    <message>
        <source>%1 was changed by another program and was read again.</source>
        <translation>%1 wurde von einem anderen Programm geändert und neu eingelesen.</translation>
    </message>
    <message>
        <source>Project Changed on Disk</source>
        <translation>Projekt auf der Festplatte geändert</translation>
    </message>
    <message>
        <source>“%1” was changed by another program while it was open here.</source>
        <translation>„%1“ wurde von einem anderen Programm geändert, während es hier geöffnet war.</translation>
    </message>
    <message>
        <source>This window has unsaved changes. Reload the file and lose them, keep yours (saving then replaces the other program&apos;s version), or compare the two first.</source>
        <translation>Dieses Fenster hat ungespeicherte Änderungen. Laden Sie die Datei neu und verlieren Sie sie, behalten Sie Ihre (Speichern ersetzt dann die Fassung des anderen Programms), oder vergleichen Sie zuerst beide.</translation>
    </message>
    <message>
        <source>&amp;Reload File</source>
        <translation>Datei &amp;neu laden</translation>
    </message>
    <message>
        <source>&amp;Keep Mine</source>
        <translation>&amp;Meine behalten</translation>
    </message>
    <message>
        <source>File on Disk and This Window</source>
        <translation>Datei auf der Festplatte und dieses Fenster</translation>
    </message>
    <message>
        <source>the file on disk</source>
        <translation>der Datei auf der Festplatte</translation>
    </message>
    <message>
        <source>this window</source>
        <translation>diesem Fenster</translation>
    </message>
    <message>
        <source>Your version of %1 is kept; saving replaces the other program&apos;s.</source>
        <translation>Ihre Fassung von %1 bleibt; Speichern ersetzt die des anderen Programms.</translation>
    </message>
</context>
<context>
    <name>pilot::app::Questions</name>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
</context>
<context>
    <name>pilot::app::RecordFigures</name>
    <message>
        <source>Reference</source>
        <translation>Referenz</translation>
    </message>
    <message>
        <source>Pilot</source>
        <translation>Pilot</translation>
    </message>
    <message>
        <source>Effective step</source>
        <translation>Effektiver Schritt</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>Training loss</source>
        <translation>Trainings-Loss</translation>
    </message>
</context>
<context>
    <name>pilot::app::ReportPage</name>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>HTML (*.html)</source>
        <translation>HTML (*.html)</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The decision record of this project, in the language chosen on the right.</source>
        <translation>Das Entscheidungsprotokoll dieses Projekts, in der rechts gewählten Sprache.</translation>
    </message>
    <message>
        <source>Export &amp;Markdown…</source>
        <translation>Als &amp;Markdown exportieren…</translation>
    </message>
    <message>
        <source>Export &amp;PDF…</source>
        <translation>Als &amp;PDF exportieren…</translation>
    </message>
    <message>
        <source>Open a project to see its decision record.</source>
        <translation>Öffnen Sie ein Projekt, um sein Entscheidungsprotokoll zu sehen.</translation>
    </message>
    <message>
        <source>Export Decision Record</source>
        <translation>Entscheidungsprotokoll exportieren</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>The record could not be saved: %1</source>
        <translation>Das Protokoll konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>Decision taken on</source>
        <translation>Entschieden am</translation>
    </message>
    <message>
        <source>Set Decision Date</source>
        <translation>Entscheidungsdatum setzen</translation>
    </message>
    <message>
        <source>Preview of the decision record</source>
        <translation>Vorschau des Entscheidungsprotokolls</translation>
    </message>
    <message>
        <source>Export H&amp;TML…</source>
        <translation>Als H&amp;TML exportieren…</translation>
    </message>
    <message>
        <source>decision-record</source>
        <comment>the default name of an exported record, without suffix</comment>
        <translation>Entscheidungsprotokoll</translation>
    </message>
</context>
<context>
    <name>pilot::app::RunDetails</name>
    <message>
        <source>Loss curve</source>
        <translation>Loss-Kurve</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>Provenance</source>
        <translation>Herkunft</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Training loss</source>
        <translation>Trainings-Loss</translation>
    </message>
    <message>
        <source>(not there yet)</source>
        <translation>(noch nicht vorhanden)</translation>
    </message>
    <message>
        <source>(earlier lines left out)</source>
        <translation>(frühere Zeilen ausgelassen)</translation>
    </message>
    <message>
        <source>— Standard error (logs/stderr.log) —</source>
        <translation>— Standardfehlerausgabe (logs/stderr.log) —</translation>
    </message>
    <message>
        <source>— Standard output (logs/stdout.log) —</source>
        <translation>— Standardausgabe (logs/stdout.log) —</translation>
    </message>
    <message>
        <source>Launch</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>This run has no launch.json: it was not launched by Migration Pilot.</source>
        <translation>Dieser Lauf hat keine launch.json: Er wurde nicht von Migrationspilot gestartet.</translation>
    </message>
    <message>
        <source>Launcher</source>
        <translation>Starter</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>Run folder on the host</source>
        <translation>Lauf-Ordner auf dem Host</translation>
    </message>
    <message>
        <source>Process</source>
        <translation>Prozess</translation>
    </message>
    <message>
        <source>Slurm job</source>
        <translation>Slurm-Job</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>Backend</source>
        <translation>Backend</translation>
    </message>
    <message>
        <source>%1, version %2</source>
        <translation>%1, Version %2</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Gestartet</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>Umgebung</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Version of %1</source>
        <translation>Version von %1</translation>
    </message>
    <message>
        <source>Neuron</source>
        <translation>Neuron</translation>
    </message>
    <message>
        <source>NeuronCore utilisation</source>
        <translation>NeuronCore-Auslastung</translation>
    </message>
    <message>
        <source>Minutes since the monitor started</source>
        <translation>Minuten seit dem Start des Monitors</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>Device memory (GiB)</source>
        <translation>Gerätespeicher (GiB)</translation>
    </message>
    <message>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <source>Environment variable %1</source>
        <translation>Umgebungsvariable %1</translation>
    </message>
    <message>
        <source>Version of %1 (at the launch)</source>
        <translation>Version von %1 (beim Start)</translation>
    </message>
    <message>
        <source>Beside the job: %1</source>
        <translation>Neben dem Job: %1</translation>
    </message>
    <message>
        <source>started, writing %1</source>
        <translation>gestartet, schreibt %1</translation>
    </message>
    <message>
        <source>Checksum of job.json (SHA-256 of the file)</source>
        <translation>Prüfsumme von job.json (SHA-256 der Datei)</translation>
    </message>
    <message>
        <source>Job hash (what is trained)</source>
        <translation>Job-Hash (was trainiert wird)</translation>
    </message>
    <message>
        <source>Log of the run</source>
        <translation>Protokoll des Laufs</translation>
    </message>
    <message>
        <source>Provenance of the run</source>
        <translation>Herkunft des Laufs</translation>
    </message>
    <message>
        <source>(reading …)</source>
        <translation>(wird gelesen …)</translation>
    </message>
    <message>
        <source>(no log: the run wrote none)</source>
        <translation>(kein Protokoll: Der Lauf hat keines geschrieben)</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>(leer)</translation>
    </message>
    <message>
        <source>Failed executions or hardware errors</source>
        <translation>Fehlgeschlagene Ausführungen oder Hardwarefehler</translation>
    </message>
    <message>
        <source>Select a run to see its training loss.</source>
        <translation>Wählen Sie einen Lauf, um seinen Trainings-Loss zu sehen.</translation>
    </message>
    <message>
        <source>Reading the run…</source>
        <translation>Der Lauf wird gelesen …</translation>
    </message>
    <message>
        <source>The run has not started training yet. Its loss appears here with its first step.</source>
        <translation>Der Lauf hat noch nicht mit dem Training begonnen. Sein Loss erscheint hier mit seinem ersten Schritt.</translation>
    </message>
    <message>
        <source>No training step recorded yet. The loss appears here with the first step the run writes.</source>
        <translation>Noch kein Trainingsschritt aufgezeichnet. Der Loss erscheint hier mit dem ersten Schritt, den der Lauf schreibt.</translation>
    </message>
    <message>
        <source>The run ended without recording a training step.</source>
        <translation>Der Lauf endete, ohne einen Trainingsschritt aufzuzeichnen.</translation>
    </message>
    <message>
        <source>The run ended before its first training step. Its failure class in the table and the Log tab say why.</source>
        <translation>Der Lauf endete vor seinem ersten Trainingsschritt. Warum, sagen seine Fehlerklasse in der Tabelle und der Reiter „Protokoll“.</translation>
    </message>
    <message>
        <source>The run was aborted before its first training step.</source>
        <translation>Der Lauf wurde vor seinem ersten Trainingsschritt abgebrochen.</translation>
    </message>
</context>
<context>
    <name>pilot::app::RunLaunches</name>
    <message>
        <source>No free run folder for the name “%1” in %2.</source>
        <translation>Kein freier Lauf-Ordner für den Namen „%1“ in %2.</translation>
    </message>
    <message>
        <source>%1: the run folder cannot be created.</source>
        <translation>%1: Der Lauf-Ordner kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>%1 has no launch.json: the run was not launched by Migration Pilot, so it cannot be stopped from here.</source>
        <translation>%1 hat keine launch.json: Der Lauf wurde nicht von Migrationspilot gestartet und kann daher nicht von hier aus beendet werden.</translation>
    </message>
    <message>
        <source>This build cannot reach runs on %1.</source>
        <translation>Dieser Build kann Läufe auf %1 nicht erreichen.</translation>
    </message>
    <message>
        <source>Save the project first: its runs go into the folder “runs” beside the project file.</source>
        <translation>Speichern Sie zuerst das Projekt: Seine Läufe kommen in den Ordner „runs“ neben der Projektdatei.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The run cannot be queued: %1</source>
        <translation>Der Lauf kann nicht in die Warteschlange gestellt werden: %1</translation>
    </message>
    <message>
        <source>The settings of %1 cannot be used; change them with Target Settings… in the New Run dialog:</source>
        <translation>Die Einstellungen von %1 können nicht verwendet werden; sie lassen sich mit „Zieleinstellungen…“ im Dialog „Neuer Lauf“ ändern:</translation>
    </message>
</context>
<context>
    <name>pilot::app::RunTargetField</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>local, ssh://user@host:port or slurm:partition</source>
        <translation>local, ssh://user@host:port oder slurm:partition</translation>
    </message>
    <message>
        <source>Where the run goes: local (this machine), ssh://user@host:port (a host reached with ssh) or slurm:partition (the Slurm cluster this machine submits to).</source>
        <translation>Wohin der Lauf geht: local (dieser Rechner), ssh://user@host:port (ein per ssh erreichbarer Host) oder slurm:partition (der Slurm-Cluster, an den dieser Rechner Jobs übermittelt).</translation>
    </message>
    <message>
        <source>Target Settin&amp;gs…</source>
        <translation>Zieleinstellun&amp;gen…</translation>
    </message>
    <message>
        <source>How this computer reaches the target: SSH key files and the run folder on an SSH host, the shared folder of a Slurm cluster. Kept on this computer, not in the project.</source>
        <translation>Wie dieser Computer das Ziel erreicht: SSH-Schlüsseldateien und der Lauf-Ordner auf einem SSH-Host, der gemeinsame Ordner eines Slurm-Clusters. Wird auf diesem Computer gespeichert, nicht im Projekt.</translation>
    </message>
    <message>
        <source>Checking the target&apos;s settings…</source>
        <translation>Die Einstellungen des Ziels werden geprüft…</translation>
    </message>
    <message>
        <source>Target settings:</source>
        <translation>Zieleinstellungen:</translation>
    </message>
    <message>
        <source>Target settings: the defaults (your own SSH setup; run folders in ~/migration-pilot/runs on the host).</source>
        <translation>Zieleinstellungen: die Standardwerte (die eigene SSH-Einrichtung; Lauf-Ordner in ~/migration-pilot/runs auf dem Host).</translation>
    </message>
    <message>
        <source>Target settings: the defaults (run folders are not checked against a shared folder).</source>
        <translation>Zieleinstellungen: die Standardwerte (Lauf-Ordner werden nicht gegen einen gemeinsamen Ordner geprüft).</translation>
    </message>
    <message>
        <source>The settings of this target cannot be used (change them with Target Settings…):</source>
        <translation>Die Einstellungen dieses Ziels können nicht verwendet werden (mit „Zieleinstellungen…“ ändern):</translation>
    </message>
</context>
<context>
    <name>pilot::app::RunWords</name>
    <message>
        <source>reference</source>
        <translation>Referenz</translation>
    </message>
    <message>
        <source>pilot</source>
        <translation>Pilot</translation>
    </message>
    <message>
        <source>fallback</source>
        <translation>Fallback</translation>
    </message>
    <message>
        <source>completed</source>
        <translation>abgeschlossen</translation>
    </message>
    <message>
        <source>aborted</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>lost (ended without saying how)</source>
        <translation>verloren (ohne Angabe beendet)</translation>
    </message>
    <message>
        <source>no end recorded (cannot check from here)</source>
        <translation>kein Ende erfasst (von hier aus nicht prüfbar)</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>importiert</translation>
    </message>
    <message>
        <source>no events yet</source>
        <translation>noch keine Ereignisse</translation>
    </message>
</context>
<context>
    <name>pilot::app::RunsInCostDialog</name>
    <message>
        <source>Runs in the Cost</source>
        <translation>Läufe in den Kosten</translation>
    </message>
    <message>
        <source>Every run counts in its role&apos;s cost, failed and repeated ones included. A run that is no part of the training to be priced — a launch test aborted after seconds — can be left out, with the reason the decision record will name.</source>
        <translation>Jeder Lauf zählt in den Kosten seiner Rolle, fehlgeschlagene und wiederholte eingeschlossen. Ein Lauf, der nicht zum bepreisten Training gehört – ein nach Sekunden abgebrochener Starttest –, kann herausgenommen werden, mit dem Grund, den das Entscheidungsprotokoll nennt.</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rolle</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Billed</source>
        <translation>Abgerechnet</translation>
    </message>
    <message>
        <source>Moves the projection</source>
        <translation>Verschiebt die Hochrechnung</translation>
    </message>
    <message>
        <source>Counted</source>
        <translation>Gezählt</translation>
    </message>
    <message>
        <source>Reason for leaving it out</source>
        <translation>Grund für das Herausnehmen</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>%1 with it, %2 without</source>
        <translation>%1 mit ihm, %2 ohne</translation>
    </message>
    <message>
        <source>Say why %1 is left out: the record keeps the reason.</source>
        <translation>Sagen Sie, warum %1 herausgenommen wird: Das Protokoll hält den Grund fest.</translation>
    </message>
    <message>
        <source>Change Runs in the Cost</source>
        <translation>Läufe in den Kosten ändern</translation>
    </message>
</context>
<context>
    <name>pilot::app::RunsModel</name>
    <message>
        <source>reading…</source>
        <translation>wird gelesen…</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>nicht lesbar</translation>
    </message>
    <message>
        <source>completed</source>
        <translation>abgeschlossen</translation>
    </message>
    <message>
        <source>aborted</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rolle</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Bezeichnung</translation>
    </message>
    <message>
        <source>Directory</source>
        <translation>Verzeichnis</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Last step</source>
        <translation>Letzter Schritt</translation>
    </message>
    <message>
        <source>Last loss</source>
        <translation>Letzter Loss</translation>
    </message>
    <message>
        <source>Restarts</source>
        <translation>Neustarts</translation>
    </message>
    <message>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>lost (ended without run_end)</source>
        <translation>verloren (ohne run_end beendet)</translation>
    </message>
    <message>
        <source>queued</source>
        <translation>wartet</translation>
    </message>
    <message>
        <source>starting</source>
        <translation>startet</translation>
    </message>
    <message>
        <source>did not start</source>
        <translation>nicht gestartet</translation>
    </message>
    <message>
        <source>queued (%1 in line)</source>
        <translation>wartet (Platz %1 in der Warteschlange)</translation>
    </message>
    <message>
        <source>%1 (cannot check now)</source>
        <translation>%1 (derzeit nicht prüfbar)</translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation>Tokens/s</translation>
    </message>
    <message>
        <source>ETA</source>
        <translation>Restzeit</translation>
    </message>
    <message>
        <source>Elapsed</source>
        <translation>Verstrichen</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Failure class</source>
        <translation>Fehlerklasse</translation>
    </message>
    <message>
        <source>evaluating</source>
        <translation>evaluiert</translation>
    </message>
    <message>
        <source>writing a checkpoint</source>
        <translation>schreibt einen Checkpoint</translation>
    </message>
    <message>
        <source>compiling</source>
        <translation>kompiliert</translation>
    </message>
    <message>
        <source>restarting</source>
        <translation>startet neu</translation>
    </message>
    <message>
        <source>loading data</source>
        <translation>lädt Daten</translation>
    </message>
    <message>
        <source>setting up</source>
        <translation>richtet ein</translation>
    </message>
    <message>
        <source>%1 · training, step %2</source>
        <translation>%1 · trainiert, Schritt %2</translation>
    </message>
    <message>
        <source>%1 (rank %2)</source>
        <translation>%1 (Rang %2)</translation>
    </message>
</context>
<context>
    <name>pilot::app::RunsPage</name>
    <message>
        <source>%1 has no metrics.jsonl</source>
        <translation>%1 enthält keine metrics.jsonl</translation>
    </message>
    <message>
        <source>&amp;Add Run Directory…</source>
        <translation>&amp;Laufverzeichnis hinzufügen…</translation>
    </message>
    <message>
        <source>Add Run Directory</source>
        <translation>Laufverzeichnis hinzufügen</translation>
    </message>
    <message>
        <source>reference</source>
        <translation>Referenz</translation>
    </message>
    <message>
        <source>pilot</source>
        <translation>Pilot</translation>
    </message>
    <message>
        <source>fallback</source>
        <translation>Rückfall</translation>
    </message>
    <message>
        <source>Role of the Run</source>
        <translation>Rolle des Laufs</translation>
    </message>
    <message>
        <source>Role of this run in the project:</source>
        <translation>Rolle dieses Laufs im Projekt:</translation>
    </message>
    <message>
        <source>Remove Runs</source>
        <translation>Läufe entfernen</translation>
    </message>
    <message>
        <source>The run did not start:</source>
        <translation>Der Lauf wurde nicht gestartet:</translation>
    </message>
    <message>
        <source>The run in %1 was stopped.</source>
        <translation>Der Lauf in %1 wurde beendet.</translation>
    </message>
    <message>
        <source>The run in %1 could not be stopped: %2</source>
        <translation>Der Lauf in %1 konnte nicht beendet werden: %2</translation>
    </message>
    <message>
        <source>Runs of this project: launch a reference or pilot run from the project&apos;s jobs with &quot;New Run…&quot;, follow it here, abort it. Run directories made elsewhere can be added too.</source>
        <translation>Läufe dieses Projekts: Starten Sie mit „Neuer Lauf…“ einen Referenz- oder Pilotlauf aus den Jobs des Projekts, verfolgen Sie ihn hier, brechen Sie ihn ab. Anderswo erstellte Lauf-Ordner lassen sich ebenfalls hinzufügen.</translation>
    </message>
    <message>
        <source>This project lists no runs yet. Start one with &quot;New Run…&quot; or add the directory of a reference or pilot run with &quot;Add Run Directory…&quot;.</source>
        <translation>Dieses Projekt enthält noch keine Läufe. Starten Sie einen mit „Neuer Lauf…“, oder fügen Sie den Ordner eines Referenz- oder Pilotlaufs mit „Laufverzeichnis hinzufügen…“ hinzu.</translation>
    </message>
    <message>
        <source>&amp;New Run…</source>
        <translation>&amp;Neuer Lauf…</translation>
    </message>
    <message>
        <source>Start a run from one of the project&apos;s jobs (Ctrl+R).</source>
        <translation>Einen Lauf aus einem der Jobs des Projekts starten (Strg+R).</translation>
    </message>
    <message>
        <source>A&amp;bort</source>
        <translation>Abb&amp;rechen</translation>
    </message>
    <message>
        <source>Stop the selected run after it writes a checkpoint (Del or Ctrl+.).</source>
        <translation>Den ausgewählten Lauf beenden, nachdem er einen Checkpoint geschrieben hat (Entf oder Strg+.).</translation>
    </message>
    <message>
        <source>Abort Run</source>
        <translation>Lauf abbrechen</translation>
    </message>
    <message>
        <source>Start Run</source>
        <translation>Lauf starten</translation>
    </message>
    <message>
        <source>The run “%1” was started on %2.</source>
        <translation>Der Lauf „%1“ wurde auf %2 gestartet.</translation>
    </message>
    <message>
        <source>&amp;Abort Run</source>
        <translation>Lauf &amp;abbrechen</translation>
    </message>
    <message>
        <source>&amp;Keep Running</source>
        <translation>&amp;Weiterlaufen lassen</translation>
    </message>
    <message>
        <source>The run “%1” was taken off the queue before it started; its folder %2 is kept.</source>
        <translation>Der Lauf „%1“ wurde vor seinem Start aus der Warteschlange genommen; sein Ordner %2 bleibt erhalten.</translation>
    </message>
    <message>
        <source>The run “%1” left the queue, but its folder could not record that: %2</source>
        <translation>Der Lauf „%1“ hat die Warteschlange verlassen, aber sein Ordner konnte das nicht festhalten: %2</translation>
    </message>
    <message>
        <source>Add Fallbacks as Evidence</source>
        <translation>Fallbacks als Belege hinzufügen</translation>
    </message>
    <message>
        <source>The CPU fallbacks were added as evidence to the decision row “%1” (Plan stage).</source>
        <translation>Die CPU-Fallbacks wurden der Entscheidungszeile „%1“ (Plan-Phase) als Belege hinzugefügt.</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Runs of the project</source>
        <translation>Läufe des Projekts</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>En&amp;tfernen</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>A&amp;ktualisieren</translation>
    </message>
    <message>
        <source>Abort the run “%1”? It has not started: it leaves the queue, and its folder stays.</source>
        <translation>Den Lauf „%1“ abbrechen? Er hat noch nicht begonnen: Er verlässt die Warteschlange, sein Ordner bleibt.</translation>
    </message>
    <message>
        <source>Abort the run “%1”? It has not finished a training step yet, so no checkpoint is written: it stops, and a run started again begins from the start.</source>
        <translation>Den Lauf „%1“ abbrechen? Er hat noch keinen Trainingsschritt beendet, daher wird kein Checkpoint geschrieben: Er hält an, und ein neu gestarteter Lauf beginnt von vorn.</translation>
    </message>
    <message>
        <source>Abort the run “%1”? Its evaluation of step %2 stops unreported; it writes a checkpoint of step %2 and stops. Resumed, it evaluates step %2 first.</source>
        <translation>Den Lauf „%1“ abbrechen? Seine Evaluierung von Schritt %2 endet ohne Ergebnis; er schreibt einen Checkpoint von Schritt %2 und hält an. Fortgesetzt evaluiert er zuerst Schritt %2.</translation>
    </message>
    <message>
        <source>Abort the run “%1”? It finishes the step it is on (step %2 was the last one reported), writes a checkpoint and stops; it can be resumed from there.</source>
        <translation>Den Lauf „%1“ abbrechen? Er beendet den laufenden Schritt (zuletzt gemeldet: Schritt %2), schreibt einen Checkpoint und hält an; von dort kann er fortgesetzt werden.</translation>
    </message>
</context>
<context>
    <name>pilot::app::ScalingView</name>
    <message>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <source>World size</source>
        <translation>Prozesszahl</translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation>Tokens/s</translation>
    </message>
    <message>
        <source>Step time (median)</source>
        <translation>Schrittzeit (Median)</translation>
    </message>
    <message>
        <source>Scaling efficiency</source>
        <translation>Skalierungseffizienz</translation>
    </message>
    <message>
        <source>Communication share</source>
        <translation>Anteil Kommunikation</translation>
    </message>
    <message>
        <source>Data wait share</source>
        <translation>Anteil Warten auf Daten</translation>
    </message>
    <message>
        <source>Steps counted</source>
        <translation>Gezählte Schritte</translation>
    </message>
    <message>
        <source>Scaling efficiency is the throughput at N processes over N times the throughput of the run with one process: 1 is perfect. Without a run of one process among these it is unknown. The first step of every attempt (compilation, warm-up) is left out. Choose further runs on the Curves tab; their loss curves are there, per effective step.</source>
        <translation>Die Skalierungseffizienz ist der Durchsatz bei N Prozessen geteilt durch das N-fache des Durchsatzes des Laufs mit einem Prozess: 1 ist perfekt. Ohne einen Lauf mit einem Prozess unter diesen ist sie unbekannt. Der erste Schritt jedes Versuchs (Kompilieren, Aufwärmen) wird ausgelassen. Weitere Läufe wählen Sie im Reiter Kurven; dort stehen ihre Loss-Kurven je effektivem Schritt.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Scaling of the runs</source>
        <translation>Skalierung der Läufe</translation>
    </message>
</context>
<context>
    <name>pilot::app::Stages</name>
    <message>
        <source>Plan</source>
        <translation>Planen</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Vergleichen</translation>
    </message>
    <message>
        <source>Checkpoints</source>
        <translation>Checkpoints</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Bericht</translation>
    </message>
</context>
<context>
    <name>pilot::app::TargetSettingsDialog</name>
    <message>
        <source>Target Settings</source>
        <translation>Zieleinstellungen</translation>
    </message>
    <message>
        <source>Settings for %1. They are kept on this computer only, not in the project: they name your own key files.</source>
        <translation>Einstellungen für %1. Sie werden nur auf diesem Computer gespeichert, nicht im Projekt: Sie nennen die eigenen Schlüsseldateien.</translation>
    </message>
    <message>
        <source>An empty field uses the default. A host key is never accepted unseen: the host&apos;s key must already be in the known-hosts file (compare its fingerprint with the host&apos;s administrator, then add it, for example with ssh-keyscan).</source>
        <translation>Ein leeres Feld verwendet den Standardwert. Ein Host-Schlüssel wird nie ungesehen akzeptiert: Der Schlüssel des Hosts muss bereits in der Known-Hosts-Datei stehen (seinen Fingerabdruck mit dem Administrator des Hosts abgleichen und ihn dann hinzufügen, zum Beispiel mit ssh-keyscan).</translation>
    </message>
    <message>
        <source>Test &amp;Login</source>
        <translation>Anmeldung &amp;testen</translation>
    </message>
    <message>
        <source>Log in to the host with the settings as entered; nothing is changed there.</source>
        <translation>Mit den eingegebenen Einstellungen am Host anmelden; dort wird nichts verändert.</translation>
    </message>
    <message>
        <source>Settings for the Slurm cluster this computer submits to (every partition). They are kept on this computer only, not in the project.</source>
        <translation>Einstellungen für den Slurm-Cluster, an den dieser Computer Jobs übermittelt (alle Partitionen). Sie werden nur auf diesem Computer gespeichert, nicht im Projekt.</translation>
    </message>
    <message>
        <source>The compute nodes must see every run folder. With a shared folder set, a run whose folder lies outside it is refused before it is submitted. An empty field checks nothing.</source>
        <translation>Die Rechenknoten müssen jeden Lauf-Ordner sehen. Ist ein gemeinsamer Ordner festgelegt, wird ein Lauf, dessen Ordner außerhalb davon liegt, vor dem Übermitteln abgelehnt. Ein leeres Feld prüft nichts.</translation>
    </message>
    <message>
        <source>The compute nodes must see every run folder. With a shared folder set, a run whose folder lies outside it is refused before it is submitted; this project&apos;s run folders go into %1. An empty field checks nothing.</source>
        <translation>Die Rechenknoten müssen jeden Lauf-Ordner sehen. Ist ein gemeinsamer Ordner festgelegt, wird ein Lauf, dessen Ordner außerhalb davon liegt, vor dem Übermitteln abgelehnt; die Lauf-Ordner dieses Projekts werden in %1 angelegt. Ein leeres Feld prüft nichts.</translation>
    </message>
    <message>
        <source>SSH &amp;configuration file:</source>
        <translation>SSH-&amp;Konfigurationsdatei:</translation>
    </message>
    <message>
        <source>default: ~/.ssh/config</source>
        <translation>Standard: ~/.ssh/config</translation>
    </message>
    <message>
        <source>&amp;Identity file (private key):</source>
        <translation>Schlüssel&amp;datei (privater Schlüssel):</translation>
    </message>
    <message>
        <source>default: your SSH agent and configuration</source>
        <translation>Standard: eigener SSH-Agent und eigene Konfiguration</translation>
    </message>
    <message>
        <source>&amp;Known-hosts file:</source>
        <translation>K&amp;nown-Hosts-Datei:</translation>
    </message>
    <message>
        <source>default: ~/.ssh/known_hosts</source>
        <translation>Standard: ~/.ssh/known_hosts</translation>
    </message>
    <message>
        <source>Run folder on the &amp;host:</source>
        <translation>Lauf-Ordner auf dem &amp;Host:</translation>
    </message>
    <message>
        <source>default: ~/migration-pilot/runs</source>
        <translation>Standard: ~/migration-pilot/runs</translation>
    </message>
    <message>
        <source>An absolute path on the host, or one under ~/ (the home folder of the user logging in).</source>
        <translation>Ein absoluter Pfad auf dem Host oder ein Pfad unter ~/ (dem Home-Ordner des sich anmeldenden Benutzers).</translation>
    </message>
    <message>
        <source>default: not checked</source>
        <translation>Standard: nicht geprüft</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>Choose a folder</source>
        <translation>Ordner auswählen</translation>
    </message>
    <message>
        <source>Choose a file</source>
        <translation>Datei auswählen</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>These settings cannot be used:</source>
        <translation>Diese Einstellungen können nicht verwendet werden:</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Checking the settings…</source>
        <translation>Die Einstellungen werden geprüft…</translation>
    </message>
    <message>
        <source>Logging in to %1…</source>
        <translation>Anmeldung bei %1…</translation>
    </message>
    <message>
        <source>Logged in to %1: the host is “%2”, and run folders go to %3 there.</source>
        <translation>Bei %1 angemeldet: Der Host ist „%2“, und Lauf-Ordner werden dort in %3 angelegt.</translation>
    </message>
    <message>
        <source>The login failed: %1</source>
        <translation>Die Anmeldung ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Shared &amp;folder for runs:</source>
        <translation>&amp;Gemeinsamer Ordner für Läufe:</translation>
    </message>
</context>
<context>
    <name>pilot::app::TimeChainChart</name>
    <message>
        <source>environment</source>
        <translation>Umgebung</translation>
    </message>
    <message>
        <source>to the first step</source>
        <translation>bis zum ersten Schritt</translation>
    </message>
    <message>
        <source>compile</source>
        <translation>Kompilieren</translation>
    </message>
    <message>
        <source>training</source>
        <translation>Training</translation>
    </message>
    <message>
        <source>checkpoint writing</source>
        <translation>Checkpoint schreiben</translation>
    </message>
    <message>
        <source>restart</source>
        <translation>Neustart</translation>
    </message>
    <message>
        <source>lost or repeated</source>
        <translation>verloren oder wiederholt</translation>
    </message>
    <message>
        <source>validation</source>
        <translation>Validierung</translation>
    </message>
    <message>
        <source>other</source>
        <translation>Sonstiges</translation>
    </message>
    <message>
        <source>all reference runs</source>
        <translation>alle Referenzläufe</translation>
    </message>
    <message>
        <source>all pilot runs</source>
        <translation>alle Pilotläufe</translation>
    </message>
    <message>
        <source>all fallback runs</source>
        <translation>alle Fallback-Läufe</translation>
    </message>
    <message>
        <source>h</source>
        <translation>h</translation>
    </message>
    <message>
        <source>min</source>
        <translation>min</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>%1 — %2: %3 %4</source>
        <translation>%1 – %2: %3 %4</translation>
    </message>
    <message>
        <source>%1 — %2: unknown</source>
        <translation>%1 – %2: unbekannt</translation>
    </message>
    <message>
        <source>time (%1)</source>
        <translation>Zeit (%1)</translation>
    </message>
</context>
<context>
    <name>pilot::app::UnknownRowsBanner</name>
    <message>
        <source>Row &apos;%1&apos; is not a question of the decision guide and does not count — did you mean &apos;%2&apos;?</source>
        <translation>Die Zeile &apos;%1&apos; ist keine Frage des Entscheidungsleitfadens und zählt nicht – ist &apos;%2&apos; gemeint?</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is answered already, so the row is not renamed: merge the two rows by hand.</source>
        <translation>&apos;%1&apos; ist bereits beantwortet, daher wird die Zeile nicht umbenannt: Führen Sie die beiden Zeilen von Hand zusammen.</translation>
    </message>
    <message>
        <source>Rename to &apos;%1&apos;</source>
        <translation>In &apos;%1&apos; umbenennen</translation>
    </message>
    <message>
        <source>Rename Row</source>
        <translation>Zeile umbenennen</translation>
    </message>
    <message numerus="yes">
        <source>%n more row(s) with an id that looks misspelt; the matrix marks them.</source>
        <translation>
            <numerusform>%n weitere Zeile mit einer Kennung, die falsch geschrieben aussieht; die Matrix markiert sie.</numerusform>
            <numerusform>%n weitere Zeilen mit einer Kennung, die falsch geschrieben aussieht; die Matrix markiert sie.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pilot::app::UserIdentity</name>
    <message>
        <source>Your Name</source>
        <translation>Ihr Name</translation>
    </message>
    <message>
        <source>Locks and changes of the limits are recorded under your name. It is asked for once; Settings → Your Name… changes it.</source>
        <translation>Sperren und Änderungen der Grenzwerte werden unter Ihrem Namen festgehalten. Er wird einmal erfragt; Einstellungen → Ihr Name… ändert ihn.</translation>
    </message>
</context>
<context>
    <name>pilot::app::VariantField</name>
    <message>
        <source>— none: a run of its own —</source>
        <translation>— keiner: ein eigenständiger Lauf —</translation>
    </message>
    <message>
        <source>The run&apos;s job.json cannot be read: %1</source>
        <translation>Die job.json des Laufs ist nicht lesbar: %1</translation>
    </message>
    <message>
        <source>Comparing the files the two jobs name…</source>
        <translation>Die Dateien, die beide Jobs nennen, werden verglichen …</translation>
    </message>
</context>
<context>
    <name>pilot::app::WhatIfPanel</name>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>Nothing to change: the pilot has no measured seconds per step (%1).</source>
        <translation>Nichts zu ändern: Der Pilot hat keine gemessenen Sekunden je Schritt (%1).</translation>
    </message>
    <message>
        <source>Pilot per training: %1 (as measured: %2).</source>
        <translation>Pilot je Training: %1 (wie gemessen: %2).</translation>
    </message>
    <message>
        <source>Break-even after %1 trainings (%2 years).</source>
        <translation>Break-even nach %1 Trainings (%2 Jahren).</translation>
    </message>
    <message>
        <source>Break-even: unknown (%1).</source>
        <translation>Break-even: unbekannt (%1).</translation>
    </message>
    <message>
        <source>A what-if on the projection, not a measurement.</source>
        <translation>Ein Was-wäre-wenn auf der Hochrechnung, keine Messung.</translation>
    </message>
    <message>
        <source>What if</source>
        <translation>Was wäre, wenn</translation>
    </message>
    <message>
        <source>As &amp;Measured</source>
        <translation>Wie &amp;gemessen</translation>
    </message>
    <message>
        <source>The lost and repeated time of the pilot&apos;s runs as measured, times this factor</source>
        <translation>Die verlorene und wiederholte Zeit der Pilotläufe wie gemessen, mal diesem Faktor</translation>
    </message>
    <message>
        <source>as measured: %1</source>
        <translation>wie gemessen: %1</translation>
    </message>
    <message>
        <source>Fa&amp;ilure rate: × %1</source>
        <translation>Aus&amp;fallrate: × %1</translation>
    </message>
    <message>
        <source>C&amp;ompile cache warm (repeated runs compile nothing)</source>
        <translation>&amp;Compile-Cache warm (wiederholte Läufe kompilieren nichts)</translation>
    </message>
    <message>
        <source>P&amp;rice:</source>
        <translation>&amp;Preis:</translation>
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
        <translation>Hält den Lauf in RUN_DIR an: SIGTERM an die Prozessgruppe des Jobs (scancel unter Slurm); der Job schreibt einen
Checkpoint und run_end aborted. Ein lokaler Job, der nach der Schonfrist noch läuft, erhält SIGKILL; pilotctl
wartet, bis er beendet ist (höchstens die Schonfrist plus 5 s). `pilotctl run` auf demselben Ordner setzt ihn fort.
Ein Lauf, der noch in der Warteschlange der App wartet (queue.json), wird aus ihr genommen; sein Ordner bleibt.
Exit 0, wenn der Job angehalten ist (oder schon beendet war), 1, wenn er nicht angehalten werden konnte oder RUN_DIR
keine launch.json hat, 64 bei falscher Befehlszeile.</translation>
    </message>
    <message>
        <source>the run folder</source>
        <translation>der Lauf-Ordner</translation>
    </message>
    <message>
        <source>seconds the job has to write its checkpoint before SIGKILL (default %1)</source>
        <translation>Sekunden, die der Job hat, um seinen Checkpoint vor SIGKILL zu schreiben (Standard %1)</translation>
    </message>
    <message>
        <source>pilotctl abort: --grace must be a whole number of seconds from 0 to 86400</source>
        <translation>pilotctl abort: --grace muss eine ganze Zahl von Sekunden von 0 bis 86400 sein</translation>
    </message>
    <message>
        <source>pilotctl abort: %1: not a folder</source>
        <translation>pilotctl abort: %1: kein Ordner</translation>
    </message>
    <message>
        <source>%1: taken off the queue before it started (aborted); the folder is kept</source>
        <translation>%1: vor dem Start aus der Warteschlange genommen (abgebrochen); der Ordner bleibt erhalten</translation>
    </message>
    <message>
        <source>pilotctl abort: %1: no launch.json; this run was not started by pilotctl or the app</source>
        <translation>pilotctl abort: %1: keine launch.json; dieser Lauf wurde nicht von pilotctl oder der App gestartet</translation>
    </message>
    <message>
        <source>pilotctl abort: %1: launch.json: target: %2</source>
        <translation>pilotctl abort: %1: launch.json: Ziel: %2</translation>
    </message>
    <message>
        <source>pilotctl abort: this build cannot reach runs on %1</source>
        <translation>pilotctl abort: dieser Build kann Läufe auf %1 nicht erreichen</translation>
    </message>
    <message>
        <source>%1: already ended (%2)</source>
        <translation>%1: bereits beendet (%2)</translation>
    </message>
    <message>
        <source>%1: stopped (%2%3)</source>
        <translation>%1: angehalten (%2%3)</translation>
    </message>
    <message>
        <source>, last step %1</source>
        <translation>, letzter Schritt %1</translation>
    </message>
    <message>
        <source>Lists the backend plugins found in the folders of PILOT_BACKEND_PATH (colon-separated), then in the
program&apos;s plugin folder. A plugin that cannot be used is listed with the reason.
Exit code 0 when at least one backend is usable, 1 otherwise.</source>
        <translation>Listet die Backend-Plugins auf, die in den Ordnern von PILOT_BACKEND_PATH (durch Doppelpunkte getrennt) und dann
im Plugin-Ordner des Programms gefunden werden. Ein Plugin, das nicht nutzbar ist, wird mit dem Grund aufgeführt.
Exit-Code 0, wenn mindestens ein Backend nutzbar ist, sonst 1.</translation>
    </message>
    <message>
        <source>print a JSON object instead of text</source>
        <translation>ein JSON-Objekt statt Text ausgeben</translation>
    </message>
    <message>
        <source>No backend plugins found in: %1</source>
        <translation>Keine Backend-Plugins gefunden in: %1</translation>
    </message>
    <message>
        <source>%1 %2  devices: %3  precisions: %4  methods: %5  tokenizers: %6
    %7</source>
        <translation>%1 %2  Geräte: %3  Genauigkeiten: %4  Methoden: %5  Tokenizer: %6
    %7</translation>
    </message>
    <message>
        <source>%1  (not usable)
    %2
    error: %3</source>
        <translation>%1  (nicht nutzbar)
    %2
    Fehler: %3</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 Bytes</translation>
    </message>
    <message>
        <source>%1  %2  step %3  %4  (%5 files, %6)</source>
        <translation>%1  %2  Schritt %3  %4  (%5 Dateien, %6)</translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
    <message>
        <source>%1: checksums %2% (%3 of %4)</source>
        <translation>%1: Prüfsummen %2 % (%3 von %4)</translation>
    </message>
    <message>
        <source>Verifies checkpoints: ours (manifest, SHA-256, COMPLETE), Hugging Face Trainer checkpoint-N, PEFT adapters, Hugging Face model folders and NeuronX Distributed tags (docs/checkpoints.md).
PATH is a checkpoint, a folder of checkpoints or a run folder; every checkpoint is listed, newest last.
Exit 0 when the newest checkpoint is accepted, 2 when it is refused, 4 when there is none, 1 when PATH cannot be used.</source>
        <translation>Prüft Checkpoints: eigene (Manifest, SHA-256, COMPLETE), checkpoint-N des Hugging Face Trainer, PEFT-Adapter, Hugging-Face-Modellordner und NeuronX-Distributed-Tags (docs/checkpoints.md).
PATH ist ein Checkpoint, ein Ordner mit Checkpoints oder ein Lauf-Ordner; jeder Checkpoint wird aufgeführt, der neueste zuletzt.
Exit 0, wenn der neueste Checkpoint angenommen wird, 2, wenn er abgelehnt wird, 4, wenn es keinen gibt, 1, wenn PATH nicht verwendbar ist.</translation>
    </message>
    <message>
        <source>print the verdicts as JSON</source>
        <translation>die Urteile als JSON ausgeben</translation>
    </message>
    <message>
        <source>checkpoint, checkpoints folder or run folder</source>
        <translation>Checkpoint, Checkpoint-Ordner oder Lauf-Ordner</translation>
    </message>
    <message>
        <source>pilotctl checkpoints verify: the run&apos;s metrics cannot be read, so checkpoints are not compared with it: %1</source>
        <translation>pilotctl checkpoints verify: die Metriken des Laufs sind nicht lesbar, daher werden die Checkpoints nicht mit ihnen verglichen: %1</translation>
    </message>
    <message>
        <source>%1: no checkpoint found</source>
        <translation>%1: kein Checkpoint gefunden</translation>
    </message>
    <message>
        <source>newest: %1, %2</source>
        <translation>Neuester: %1, %2</translation>
    </message>
    <message>
        <source>Usage: pilotctl checkpoints verify [--json] PATH

Subcommands:
  verify  completeness, structure, shapes and trainer state of checkpoints</source>
        <translation>Aufruf: pilotctl checkpoints verify [--json] PATH

Unterbefehle:
  verify  Vollständigkeit, Struktur, Tensorformen und Trainer-Zustand von Checkpoints</translation>
    </message>
    <message>
        <source>pilotctl checkpoints: unknown subcommand &apos;%1&apos;
%2</source>
        <translation>pilotctl checkpoints: unbekannter Unterbefehl „%1“
%2</translation>
    </message>
    <message>
        <source>Classifies the failures in a log file or a run folder with the failure rules (docs/failure-classes.md):
each matched line with its line number, class, subclass, severity and advice. For a run folder: the
lines of logs/stderr.log, the log events of metrics.jsonl and logs/stdout.log, and a failed or lost
run&apos;s failure class. Exit 0, 1 when PATH cannot be read, 2 when the --rules file is invalid.</source>
        <translation>Klassifiziert die Fehler in einer Protokolldatei oder einem Lauf-Ordner mit den Fehlerregeln (docs/failure-classes.md):
jede erkannte Zeile mit Zeilennummer, Klasse, Unterklasse, Schweregrad und Rat. Bei einem Lauf-Ordner: die
Zeilen von logs/stderr.log, die Log-Ereignisse von metrics.jsonl und logs/stdout.log sowie die Fehlerklasse
eines fehlgeschlagenen oder verlorenen Laufs. Exit 0, 1, wenn PATH nicht lesbar ist, 2, wenn die --rules-Datei ungültig ist.</translation>
    </message>
    <message>
        <source>a log file or a run folder</source>
        <translation>eine Protokolldatei oder ein Lauf-Ordner</translation>
    </message>
    <message>
        <source>a rules file instead of the built-in one</source>
        <translation>eine Regeldatei statt der eingebauten</translation>
    </message>
    <message>
        <source>could not read %1</source>
        <translation>%1 konnte nicht gelesen werden</translation>
    </message>
    <message>
        <source>failure class: %1 (%2)</source>
        <translation>Fehlerklasse: %1 (%2)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n line(s) matched</source>
        <translation>
            <numerusform>%1 von %n Zeile erkannt</numerusform>
            <numerusform>%1 von %n Zeilen erkannt</numerusform>
        </translation>
    </message>
    <message>
        <source>language of the output: de or en (default: from LANG; LC_ALL or LC_MESSAGES first when set)</source>
        <translation>Sprache der Ausgabe: de oder en (Standard: aus LANG; zuvor LC_ALL oder LC_MESSAGES, wenn gesetzt)</translation>
    </message>
    <message>
        <source>pilotctl %1: --lang must be de or en</source>
        <translation>pilotctl %1: --lang muss de oder en sein</translation>
    </message>
    <message>
        <source>incomplete</source>
        <translation>unvollständig</translation>
    </message>
    <message>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>completed</source>
        <translation>abgeschlossen</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>aborted</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>state unknown</source>
        <translation>Zustand unbekannt</translation>
    </message>
    <message>
        <source>queued</source>
        <translation>wartet</translation>
    </message>
    <message>
        <source>starting</source>
        <translation>startet</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <source>no end recorded</source>
        <translation>kein Ende erfasst</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>importiert</translation>
    </message>
    <message>
        <source>no events yet</source>
        <translation>noch keine Ereignisse</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>storniert</translation>
    </message>
    <message>
        <source>refused at its start</source>
        <translation>beim Start abgelehnt</translation>
    </message>
    <message>
        <source>reference</source>
        <translation>Referenz</translation>
    </message>
    <message>
        <source>pilot</source>
        <translation>Pilot</translation>
    </message>
    <message>
        <source>fallback</source>
        <translation>Fallback</translation>
    </message>
    <message>
        <source>environment</source>
        <translation>Umgebung</translation>
    </message>
    <message>
        <source>to the first step</source>
        <translation>bis zum ersten Schritt</translation>
    </message>
    <message>
        <source>compile</source>
        <translation>Kompilieren</translation>
    </message>
    <message>
        <source>training</source>
        <translation>Training</translation>
    </message>
    <message>
        <source>checkpoint writing</source>
        <translation>Checkpoint schreiben</translation>
    </message>
    <message>
        <source>restart</source>
        <translation>Neustart</translation>
    </message>
    <message>
        <source>lost or repeated</source>
        <translation>verloren oder wiederholt</translation>
    </message>
    <message>
        <source>validation</source>
        <translation>Validierung</translation>
    </message>
    <message>
        <source>other</source>
        <translation>Sonstiges</translation>
    </message>
    <message>
        <source>data loading</source>
        <translation>Daten laden</translation>
    </message>
    <message>
        <source>waiting in the queue</source>
        <translation>Warten in der Warteschlange</translation>
    </message>
    <message>
        <source>accepted</source>
        <translation>angenommen</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>abgelehnt</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>bestanden</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <source>full fine-tuning</source>
        <translation>volles Fine-Tuning</translation>
    </message>
    <message>
        <source>step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>Tokens</translation>
    </message>
    <message numerus="yes">
        <source>the pilot&apos;s loss is NaN or infinite at %n point(s), the first at %1 %2</source>
        <translation>
            <numerusform>der Loss des Piloten ist an %n Punkt NaN oder unendlich, zuerst bei %2 %1</numerusform>
            <numerusform>der Loss des Piloten ist an %n Punkten NaN oder unendlich, zuerst bei %2 %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the pilot has no loss at %n point(s) the reference logged, the first at %1 %2</source>
        <translation>
            <numerusform>der Pilot hat an %n Punkt, den die Referenz protokolliert hat, keinen Loss, zuerst bei %2 %1</numerusform>
            <numerusform>der Pilot hat an %n Punkten, die die Referenz protokolliert hat, keinen Loss, zuerst bei %2 %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>incomplete: the pilot is still running (no run_end); %n reference point(s) from %1 %2 not reached yet</source>
        <translation>
            <numerusform>unvollständig: der Pilot läuft noch (kein run_end); %n Referenzpunkt ab %2 %1 noch nicht erreicht</numerusform>
            <numerusform>unvollständig: der Pilot läuft noch (kein run_end); %n Referenzpunkte ab %2 %1 noch nicht erreicht</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>incomplete: the pilot ended early (%1); %n reference point(s) from %2 %3 not reached</source>
        <translation>
            <numerusform>unvollständig: der Pilot endete vorzeitig (%1); %n Referenzpunkt ab %3 %2 nicht erreicht</numerusform>
            <numerusform>unvollständig: der Pilot endete vorzeitig (%1); %n Referenzpunkte ab %3 %2 nicht erreicht</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>incomplete: the reference&apos;s own loss is NaN or infinite at %n point(s)</source>
        <translation>
            <numerusform>unvollständig: der Loss der Referenz selbst ist an %n Punkt NaN oder unendlich</numerusform>
            <numerusform>unvollständig: der Loss der Referenz selbst ist an %n Punkten NaN oder unendlich</numerusform>
        </translation>
    </message>
    <message>
        <source>incomplete: the reference has not completed (%1)</source>
        <translation>unvollständig: die Referenz ist nicht abgeschlossen (%1)</translation>
    </message>
    <message>
        <source>aligned on</source>
        <translation>Ausgerichtet an</translation>
    </message>
    <message>
        <source>compared</source>
        <translation>Verglichen</translation>
    </message>
    <message>
        <source>tolerance</source>
        <translation>Toleranz</translation>
    </message>
    <message>
        <source>note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>loss verdict</source>
        <translation>Loss-Urteil</translation>
    </message>
    <message>
        <source>verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <source>tokens (global batches differ: reference %1, pilot %2 tokens per step)</source>
        <translation>Tokens (die globalen Batches unterscheiden sich: Referenz %1, Pilot %2 Tokens je Schritt)</translation>
    </message>
    <message>
        <source>effective step</source>
        <translation>effektiver Schritt</translation>
    </message>
    <message>
        <source>%1 of %2 reference points</source>
        <translation>%1 von %2 Referenzpunkten</translation>
    </message>
    <message>
        <source>(%1 %2 to %3)</source>
        <translation>(%1 %2 bis %3)</translation>
    </message>
    <message>
        <source>; reference %1, pilot %2</source>
        <translation>; Referenz %1, Pilot %2</translation>
    </message>
    <message>
        <source>loss deviation: max %1 (%2 %), mean %3 (%4 %)</source>
        <translation>Loss-Abweichung: max. %1 (%2 %), Mittel %3 (%4 %)</translation>
    </message>
    <message>
        <source>%1 + %2 x |reference|</source>
        <translation>%1 + %2 x |Referenz|</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>, first at %1 (%2)</source>
        <translation>, zuerst bei %1 (%2)</translation>
    </message>
    <message>
        <source>validation:</source>
        <translation>Validierung:</translation>
    </message>
    <message>
        <source>step %1, %2: reference %3, pilot %4, deviation %5 — %6</source>
        <translation>Schritt %1, %2: Referenz %3, Pilot %4, Abweichung %5 — %6</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>k. A.</translation>
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
        <translation>Stellt einen Pilotlauf neben seine Referenz: den Trainings-Loss je effektivem Schritt (je Token, wenn sich
die globalen Batches unterscheiden), seine Abweichung, den ersten Schritt außerhalb der Toleranz und ein Urteil
sowie die Validierungsmetriken der letzten gemeinsamen Evaluierung. Die Toleranz stammt aus den
Abnahmegrenzen des Projekts (--project) oder aus --abs/--rel. Das Urteil umfasst jeden Punkt der
Referenz: NaN, unendliche oder fehlende Werte des Piloten scheitern, ein Pilot, der das Ende der
Referenz nicht erreicht hat, ist unvollständig. Exit 0, wenn der Pilot innerhalb liegt (oder keine Toleranz
angegeben ist), 3, wenn er scheitert, 4, wenn der Vergleich unvollständig ist, 2, wenn die Grenzen
ungültig sind, 1, wenn ein Lauf nicht lesbar ist.</translation>
    </message>
    <message>
        <source>take the limits from this project file</source>
        <translation>die Grenzen aus dieser Projektdatei nehmen</translation>
    </message>
    <message>
        <source>absolute loss tolerance</source>
        <translation>absolute Loss-Toleranz</translation>
    </message>
    <message>
        <source>relative loss tolerance (0.03 = 3 %)</source>
        <translation>relative Loss-Toleranz (0.03 = 3 %)</translation>
    </message>
    <message>
        <source>print the comparison as JSON, with every aligned point</source>
        <translation>den Vergleich als JSON ausgeben, mit jedem ausgerichteten Punkt</translation>
    </message>
    <message>
        <source>reference run directory or metrics.jsonl</source>
        <translation>Lauf-Ordner der Referenz oder metrics.jsonl</translation>
    </message>
    <message>
        <source>pilot run directory or metrics.jsonl</source>
        <translation>Lauf-Ordner des Piloten oder metrics.jsonl</translation>
    </message>
    <message>
        <source>pilotctl compare: --abs and --rel take a finite number of at least 0</source>
        <translation>pilotctl compare: --abs und --rel nehmen eine endliche Zahl von mindestens 0</translation>
    </message>
    <message>
        <source>pilotctl compare: the reference and the pilot are the same run; give the pilot&apos;s run as the second</source>
        <translation>pilotctl compare: Referenz und Pilot sind derselbe Lauf; geben Sie als zweiten den Lauf des Piloten an</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n run(s))</source>
        <translation>
            <numerusform>%1 (%n Lauf)</numerusform>
            <numerusform>%1 (%n Läufe)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>accepted states</source>
        <translation>Angenommene Stände</translation>
    </message>
    <message>
        <source>cost per accepted state</source>
        <translation>Kosten je angenommenem Stand</translation>
    </message>
    <message>
        <source>projection (not a measurement):</source>
        <translation>Hochrechnung (keine Messung):</translation>
    </message>
    <message>
        <source>%1 per training</source>
        <translation>%1 je Training</translation>
    </message>
    <message>
        <source>break-even</source>
        <translation>Break-even</translation>
    </message>
    <message>
        <source>after %1 trainings</source>
        <translation>nach %1 Trainings</translation>
    </message>
    <message>
        <source>what if (the pilot&apos;s cost per training):</source>
        <translation>Was wäre, wenn (Kosten des Piloten je Training):</translation>
    </message>
    <message>
        <source>unconfirmed prices (no source or date): %1</source>
        <translation>Unbestätigte Preise (ohne Quelle oder Datum): %1</translation>
    </message>
    <message>
        <source>Cost per accepted training state per role (docs/cost.md): the phases of every run, priced by the project&apos;s price table, the accepted checkpoints, the projection to the planned training and the break-even.
Exit 0 when done, 1 when the project or the price table cannot be read, 2 when the project or the price table is invalid.</source>
        <translation>Kosten je angenommenem Trainingsstand je Rolle (docs/cost.md): die Phasen jedes Laufs, bepreist nach der Preistabelle des Projekts, die angenommenen Checkpoints, die Hochrechnung auf das geplante Training und der Break-even.
Exit 0, wenn fertig, 1, wenn das Projekt oder die Preistabelle nicht lesbar ist, 2, wenn das Projekt oder die Preistabelle ungültig ist.</translation>
    </message>
    <message>
        <source>project file</source>
        <translation>Projektdatei</translation>
    </message>
    <message>
        <source>Applies the decision rules to a project&apos;s answers and facts and prints the recommendation,
the rows that decided it, conflicts between answers and the project&apos;s data, what to do
first and a task for every unknown answer. Exit 0, 2 when the project or the rules are
invalid, 1 when a file cannot be read.</source>
        <translation>Wendet die Entscheidungsregeln auf die Antworten und Fakten eines Projekts an und gibt die Empfehlung aus,
die Zeilen, die sie entschieden haben, Widersprüche zwischen Antworten und den Daten des Projekts, was zuerst
zu erledigen ist, und eine Aufgabe für jede unbekannte Antwort. Exit 0, 2, wenn das Projekt oder die Regeln
ungültig sind, 1, wenn eine Datei nicht lesbar ist.</translation>
    </message>
    <message>
        <source>print the decision as JSON</source>
        <translation>die Entscheidung als JSON ausgeben</translation>
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
        <translation>Führt JOB.json in DIR/interrupted aus, unterbricht ihn, sobald er jeden --kill-at-step gemeldet hat (SIGKILL als Absturz
oder SIGTERM / scancel als geplanter Abbruch), setzt ihn jedes Mal fort (resume des Jobs muss auto sein) und führt den
Job noch einmal ohne Unterbrechung in DIR/uninterrupted aus (oder vergleicht mit --uninterrupted RUN_DIR, einem
abgeschlossenen Lauf mit demselben Job-Hash). Meldet je Unterbrechung die Neustartzeit (Signal bis zum ersten neuen
Schritt), die wiederholten Schritte und die Zeit bis zum ersten Checkpoint danach sowie die Sprungprüfung: die fortgesetzten
Loss-Werte gegen die ununterbrochenen, bitgenau auf cpu/fp32, sonst innerhalb von --tolerance. Schreibt DIR/drill.json.
Exit 0, wenn die Sprungprüfung bestanden ist, 3, wenn nicht, 4, wenn der Drill nicht zu Ende kam (der Job wurde abgelehnt oder
ist nicht fortsetzbar, ein Lauf schlug fehl oder endete vorzeitig; der Grund steht auf der Standardfehlerausgabe), 64 bei falscher Befehlszeile.</translation>
    </message>
    <message>
        <source>the job file (job.json)</source>
        <translation>die Job-Datei (job.json)</translation>
    </message>
    <message>
        <source>the drill&apos;s folder</source>
        <translation>der Ordner des Drills</translation>
    </message>
    <message>
        <source>where it runs: local (default), ssh://[user@]host[:port], slurm[:partition]</source>
        <translation>wo er läuft: local (Standard), ssh://[user@]host[:port], slurm[:partition]</translation>
    </message>
    <message>
        <source>interrupt once this step is reported (repeatable)</source>
        <translation>unterbrechen, sobald dieser Schritt gemeldet ist (wiederholbar)</translation>
    </message>
    <message>
        <source>KILL (a crash, the default) or TERM (a planned abort)</source>
        <translation>KILL (ein Absturz, Standard) oder TERM (ein geplanter Abbruch)</translation>
    </message>
    <message>
        <source>a completed run of the same job to compare with, instead of running one</source>
        <translation>ein abgeschlossener Lauf desselben Jobs zum Vergleich, statt einen auszuführen</translation>
    </message>
    <message>
        <source>relative tolerance where bit for bit cannot be expected (default 1e-5)</source>
        <translation>relative Toleranz, wo Bitgleichheit nicht zu erwarten ist (Standard 1e-5)</translation>
    </message>
    <message>
        <source>print drill.json instead of the summary</source>
        <translation>drill.json statt der Zusammenfassung ausgeben</translation>
    </message>
    <message>
        <source>pilotctl drill: --run-dir DIR and at least one --kill-at-step N are required</source>
        <translation>pilotctl drill: --run-dir DIR und mindestens ein --kill-at-step N sind nötig</translation>
    </message>
    <message>
        <source>pilotctl drill: --kill-at-step: &apos;%1&apos; is not a step number</source>
        <translation>pilotctl drill: --kill-at-step: „%1“ ist keine Schrittnummer</translation>
    </message>
    <message>
        <source>pilotctl drill: --signal must be KILL or TERM</source>
        <translation>pilotctl drill: --signal muss KILL oder TERM sein</translation>
    </message>
    <message>
        <source>pilotctl drill: --tolerance must be a number of at least 0</source>
        <translation>pilotctl drill: --tolerance muss eine Zahl von mindestens 0 sein</translation>
    </message>
    <message>
        <source>pilotctl drill: the project cannot be read; nothing was started</source>
        <translation>pilotctl drill: das Projekt ist nicht lesbar; nichts wurde gestartet</translation>
    </message>
    <message>
        <source>SIG%1 at step %2: last step %3 (%8), resumed from %4, %5 step(s) repeated, restart %6, first checkpoint %7</source>
        <translation>SIG%1 bei Schritt %2: letzter Schritt %3 (%8), fortgesetzt ab %4, %5 Schritt(e) wiederholt, Neustart %6, erster Checkpoint %7</translation>
    </message>
    <message>
        <source>no run_end</source>
        <translation>kein run_end</translation>
    </message>
    <message>
        <source>jump check: %1 — %2</source>
        <translation>Sprungprüfung: %1 — %2</translation>
    </message>
    <message>
        <source>Checks CHECKPOINT (a step-N folder of a run) against its manifest and writes OUT, a new or empty folder a
Transformers or PEFT user loads: the model folder of a full fine-tuning, or the PEFT adapter of a LoRA run
(adapter_config.json names the base model), each with a manifest.json of its files; --merge-lora writes the
LoRA merged into the base model&apos;s weights (fp32) as a model folder instead. Runs pilot-trainer export
(PILOT_TRAINER, or the one beside pilotctl). Exit 0 when OUT is written, 1 when the checkpoint is not
intact, OUT is in use or pilot-trainer is missing, 64 wrong command line.</source>
        <translation>Prüft CHECKPOINT (einen step-N-Ordner eines Laufs) gegen sein Manifest und schreibt OUT, einen neuen oder leeren Ordner,
den Transformers- oder PEFT-Nutzer laden: den Modellordner eines vollen Fine-Tunings oder den PEFT-Adapter eines LoRA-Laufs
(adapter_config.json nennt das Basismodell), jeweils mit einer manifest.json seiner Dateien; --merge-lora schreibt stattdessen
die LoRA in die Gewichte des Basismodells eingerechnet (fp32) als Modellordner. Führt pilot-trainer export aus
(PILOT_TRAINER oder den neben pilotctl). Exit 0, wenn OUT geschrieben ist, 1, wenn der Checkpoint nicht
intakt ist, OUT belegt ist oder pilot-trainer fehlt, 64 bei falscher Befehlszeile.</translation>
    </message>
    <message>
        <source>the checkpoint folder (checkpoints/step-N)</source>
        <translation>der Checkpoint-Ordner (checkpoints/step-N)</translation>
    </message>
    <message>
        <source>the folder to write (must not exist, or be empty)</source>
        <translation>der zu schreibende Ordner (darf nicht existieren oder muss leer sein)</translation>
    </message>
    <message>
        <source>merge a LoRA adapter into its base model&apos;s weights</source>
        <translation>einen LoRA-Adapter in die Gewichte seines Basismodells einrechnen</translation>
    </message>
    <message>
        <source>pilotctl export: --out DIR is needed</source>
        <translation>pilotctl export: --out DIR ist nötig</translation>
    </message>
    <message>
        <source>pilotctl export: pilot-trainer was not found at %1: build it (it needs libtorch), or set PILOT_TRAINER to its path</source>
        <translation>pilotctl export: pilot-trainer wurde unter %1 nicht gefunden: bauen Sie ihn (er braucht libtorch) oder setzen Sie PILOT_TRAINER auf seinen Pfad</translation>
    </message>
    <message>
        <source>outside the project, not read</source>
        <translation>außerhalb des Projekts, nicht gelesen</translation>
    </message>
    <message>
        <source>not a valid job</source>
        <translation>kein gültiger Job</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>nicht gefunden</translation>
    </message>
    <message>
        <source>no readable metrics</source>
        <translation>keine lesbaren Metriken</translation>
    </message>
    <message>
        <source>loss NaN or infinite</source>
        <translation>Loss NaN oder unendlich</translation>
    </message>
    <message>
        <source>reference steps without a value</source>
        <translation>Referenzschritte ohne Wert</translation>
    </message>
    <message>
        <source>still running</source>
        <translation>läuft noch</translation>
    </message>
    <message>
        <source>ends before the reference&apos;s end</source>
        <translation>endet vor dem Ende der Referenz</translation>
    </message>
    <message>
        <source>the reference&apos;s loss is NaN or infinite in places</source>
        <translation>der Loss der Referenz ist stellenweise NaN oder unendlich</translation>
    </message>
    <message>
        <source>the reference has not completed</source>
        <translation>die Referenz ist nicht abgeschlossen</translation>
    </message>
    <message>
        <source>the project has no readable reference run</source>
        <translation>das Projekt hat keinen lesbaren Referenzlauf</translation>
    </message>
    <message>
        <source>where it resumed is not recorded (resume auto)</source>
        <translation>wo er fortgesetzt wurde, ist nicht festgehalten (resume auto)</translation>
    </message>
    <message>
        <source>the fallback run has not completed</source>
        <translation>der Fallback-Lauf ist nicht abgeschlossen</translation>
    </message>
    <message>
        <source>rehearsed</source>
        <translation>Geprobt</translation>
    </message>
    <message>
        <source>no fallback plan (project key fallback; docs/fallback.md)</source>
        <translation>Kein Fallback-Plan (Projektschlüssel fallback; docs/fallback.md)</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>nicht festgelegt</translation>
    </message>
    <message>
        <source> (%1 on %2), same training as the pilot: %3</source>
        <translation> (%1 auf %2), dasselbe Training wie der Pilot: %3</translation>
    </message>
    <message>
        <source>differs in %1: pilot %2, profile %3</source>
        <translation>weicht ab in %1: Pilot %2, Profil %3</translation>
    </message>
    <message>
        <source>emergency profile</source>
        <translation>Notfallprofil</translation>
    </message>
    <message>
        <source>target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>export every</source>
        <translation>Export alle</translation>
    </message>
    <message>
        <source>%1 hours</source>
        <translation>%1 Stunden</translation>
    </message>
    <message>
        <source>re-check</source>
        <translation>Erneute Prüfung</translation>
    </message>
    <message>
        <source>%1, resumed from step %2, re-check %3 (%4 of %5 reference points)</source>
        <translation>%1, fortgesetzt ab Schritt %2, erneute Prüfung %3 (%4 von %5 Referenzpunkten)</translation>
    </message>
    <message>
        <source>pilotctl fallback: the project names no emergency profile (fallback.emergency_profile)</source>
        <translation>pilotctl fallback: das Projekt nennt kein Notfallprofil (fallback.emergency_profile)</translation>
    </message>
    <message>
        <source>pilotctl fallback: the project lists no pilot run to fall back from</source>
        <translation>pilotctl fallback: das Projekt führt keinen Pilotlauf auf, von dem aus zurückgefallen werden könnte</translation>
    </message>
    <message>
        <source>skipped %1: %2</source>
        <translation>%1 übersprungen: %2</translation>
    </message>
    <message>
        <source>the pilot has no accepted checkpoint</source>
        <translation>der Pilot hat keinen angenommenen Checkpoint</translation>
    </message>
    <message>
        <source>%1: resumes %2 (step %3), job hash %4</source>
        <translation>%1: setzt %2 fort (Schritt %3), Job-Hash %4</translation>
    </message>
    <message>
        <source>The project&apos;s fallback plan (docs/fallback.md): its emergency profile, target, export interval and re-check, and every fallback run re-checked against the reference.
With --build: the fallback job from the emergency profile and the pilot&apos;s last accepted checkpoint, written to --out.
Exit 0 when done, 2 when the project or the profile is invalid or trains another job, 4 when there is no profile, pilot or accepted checkpoint.</source>
        <translation>Der Fallback-Plan des Projekts (docs/fallback.md): Notfallprofil, Ziel, Exportintervall und erneute Prüfung sowie jeder Fallback-Lauf, erneut gegen die Referenz geprüft.
Mit --build: der Fallback-Job aus dem Notfallprofil und dem letzten angenommenen Checkpoint des Piloten, nach --out geschrieben.
Exit 0, wenn fertig, 2, wenn das Projekt oder das Profil ungültig ist oder einen anderen Job trainiert, 4, wenn es kein Profil, keinen Piloten oder keinen angenommenen Checkpoint gibt.</translation>
    </message>
    <message>
        <source>print the plan as JSON</source>
        <translation>den Plan als JSON ausgeben</translation>
    </message>
    <message>
        <source>build the fallback job</source>
        <translation>den Fallback-Job bauen</translation>
    </message>
    <message>
        <source>where --build writes the job</source>
        <translation>wohin --build den Job schreibt</translation>
    </message>
    <message>
        <source>the fallback job&apos;s name (default: the profile&apos;s)</source>
        <translation>der Name des Fallback-Jobs (Standard: der des Profils)</translation>
    </message>
    <message>
        <source>pilotctl fallback: --build needs --out JOB.json</source>
        <translation>pilotctl fallback: --build braucht --out JOB.json</translation>
    </message>
    <message>
        <source>auto (default) or one of: %1</source>
        <translation>auto (Standard) oder eines von: %1</translation>
    </message>
    <message>
        <source>write the run (several: one folder each below OUT) as run directories</source>
        <translation>den Lauf als Lauf-Ordner schreiben (mehrere: je ein Ordner unter OUT)</translation>
    </message>
    <message>
        <source>print the summary as JSON</source>
        <translation>die Zusammenfassung als JSON ausgeben</translation>
    </message>
    <message>
        <source>file or folder to import</source>
        <translation>zu importierende Datei oder zu importierender Ordner</translation>
    </message>
    <message>
        <source>pilotctl import: --format must be auto or one of %1</source>
        <translation>pilotctl import: --format muss auto oder eines von %1 sein</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n Schritt</numerusform>
            <numerusform>%n Schritte</numerusform>
        </translation>
    </message>
    <message>
        <source>(%1 to %2), loss %3 → %4</source>
        <translation>(%1 bis %2), Loss %3 → %4</translation>
    </message>
    <message numerus="yes">
        <source>%n evaluation(s)</source>
        <translation>
            <numerusform>%n Evaluierung</numerusform>
            <numerusform>%n Evaluierungen</numerusform>
        </translation>
    </message>
    <message>
        <source>written to: %1</source>
        <translation>Geschrieben nach: %1</translation>
    </message>
    <message>
        <source>ssh: the OpenSSH client configuration to use (ssh -F)</source>
        <translation>ssh: die zu verwendende Konfiguration des OpenSSH-Clients (ssh -F)</translation>
    </message>
    <message>
        <source>ssh: the private key to log in with (ssh -i)</source>
        <translation>ssh: der private Schlüssel für die Anmeldung (ssh -i)</translation>
    </message>
    <message>
        <source>ssh: the known-hosts file that holds the host&apos;s key</source>
        <translation>ssh: die known-hosts-Datei, die den Schlüssel des Hosts enthält</translation>
    </message>
    <message>
        <source>ssh: the folder on the host under which run folders go</source>
        <translation>ssh: der Ordner auf dem Host, unter dem Lauf-Ordner angelegt werden</translation>
    </message>
    <message>
        <source>slurm: the shared folder run folders must lie in</source>
        <translation>slurm: der gemeinsame Ordner, in dem Lauf-Ordner liegen müssen</translation>
    </message>
    <message>
        <source>%1: expected exactly one argument (see %1 --help)</source>
        <translation>%1: genau ein Argument erwartet (siehe %1 --help)</translation>
    </message>
    <message numerus="yes">
        <source>%1: expected %n argument(s) (see %1 --help)</source>
        <translation>
            <numerusform>%1: %n Argument erwartet (siehe %1 --help)</numerusform>
            <numerusform>%1: %n Argumente erwartet (siehe %1 --help)</numerusform>
        </translation>
    </message>
    <message>
        <source>check a project file (.yaml) or job file (.json); errors as file:line:col: message</source>
        <translation>eine Projektdatei (.yaml) oder Job-Datei (.json) prüfen; Fehler als Datei:Zeile:Spalte: Meldung</translation>
    </message>
    <message>
        <source>look at run directories: runs summarize RUN_DIR [--json]</source>
        <translation>Lauf-Ordner ansehen: runs summarize RUN_DIR [--json]</translation>
    </message>
    <message>
        <source>the recommendation of a project&apos;s decision matrix: decide PROJECT [--lang de|en] [--json]</source>
        <translation>die Empfehlung der Entscheidungsmatrix eines Projekts: decide PROJECT [--lang de|en] [--json]</translation>
    </message>
    <message>
        <source>the decision record as Markdown, HTML or PDF: report PROJECT --out FILE [--lang de|en]</source>
        <translation>das Entscheidungsprotokoll als Markdown, HTML oder PDF: report PROJECT --out FILE [--lang de|en]</translation>
    </message>
    <message>
        <source>a pilot run beside its reference, with a verdict: compare REF PILOT [--project P]</source>
        <translation>ein Pilotlauf neben seiner Referenz, mit Urteil: compare REF PILOT [--project P]</translation>
    </message>
    <message>
        <source>runs from other tools (HF, LLaMA-Factory, MLflow, CSV): import PATH [--out RUN_DIR]</source>
        <translation>Läufe aus anderen Werkzeugen (HF, LLaMA-Factory, MLflow, CSV): import PATH [--out RUN_DIR]</translation>
    </message>
    <message>
        <source>the backend plugins found, with their devices and why a broken one cannot be used: backends [--json]</source>
        <translation>die gefundenen Backend-Plugins mit ihren Geräten und warum ein defektes nicht nutzbar ist: backends [--json]</translation>
    </message>
    <message>
        <source>start a job through its backend: run JOB.json --run-dir DIR [--on local|ssh://…|slurm[:p]] [--wait]</source>
        <translation>einen Job über sein Backend starten: run JOB.json --run-dir DIR [--on local|ssh://…|slurm[:p]] [--wait]</translation>
    </message>
    <message>
        <source>the state of a launched run (queued … lost), step and loss: status RUN_DIR [--json]</source>
        <translation>der Zustand eines gestarteten Laufs (wartet … verloren), Schritt und Loss: status RUN_DIR [--json]</translation>
    </message>
    <message>
        <source>stop a launched run (checkpoint, then run_end aborted): abort RUN_DIR [--grace SECONDS]</source>
        <translation>einen gestarteten Lauf anhalten (Checkpoint, dann run_end aborted): abort RUN_DIR [--grace SECONDS]</translation>
    </message>
    <message>
        <source>the kill-and-resume drill and its jump check: drill JOB.json --run-dir DIR --kill-at-step N [--signal KILL|TERM]</source>
        <translation>der Abbruch-und-Fortsetzungs-Drill und seine Sprungprüfung: drill JOB.json --run-dir DIR --kill-at-step N [--signal KILL|TERM]</translation>
    </message>
    <message>
        <source>a checkpoint as an HF model or PEFT adapter folder: export CHECKPOINT --out DIR [--merge-lora]</source>
        <translation>ein Checkpoint als HF-Modell- oder PEFT-Adapter-Ordner: export CHECKPOINT --out DIR [--merge-lora]</translation>
    </message>
    <message>
        <source>failure classes of the lines of a log file or a run folder: classify PATH [--json] [--lang de|en]</source>
        <translation>Fehlerklassen der Zeilen einer Protokolldatei oder eines Lauf-Ordners: classify PATH [--json] [--lang de|en]</translation>
    </message>
    <message>
        <source>verify checkpoints of every layout, with every reason: checkpoints verify PATH [--json]</source>
        <translation>Checkpoints jedes Layouts prüfen, mit jedem Grund: checkpoints verify PATH [--json]</translation>
    </message>
    <message>
        <source>the fallback plan and its rehearsals, or the fallback job: fallback PROJECT [--json] [--build --out JOB.json]</source>
        <translation>der Fallback-Plan und seine Proben oder der Fallback-Job: fallback PROJECT [--json] [--build --out JOB.json]</translation>
    </message>
    <message>
        <source>cost per accepted training state per role, the projection and the break-even: cost PROJECT [--json] [--lang de|en]</source>
        <translation>Kosten je angenommenem Trainingsstand je Rolle, die Hochrechnung und der Break-even: cost PROJECT [--json] [--lang de|en]</translation>
    </message>
    <message>
        <source>operators of a TorchScript model against a Neuron list: ops-scan MODEL.pt --ops FILE</source>
        <translation>Operatoren eines TorchScript-Modells gegen eine Neuron-Liste: ops-scan MODEL.pt --ops FILE</translation>
    </message>
    <message>
        <source>Usage: pilotctl COMMAND [OPTIONS] [ARGS]
       pilotctl COMMAND --help

Migration Pilot command-line tool %1.

Commands:
</source>
        <translation>Aufruf: pilotctl BEFEHL [OPTIONEN] [ARGUMENTE]
        pilotctl BEFEHL --help

Migration Pilot, Kommandozeilenwerkzeug %1.

Befehle:
</translation>
    </message>
    <message>
        <source>pilotctl: unknown command &apos;%1&apos; (try pilotctl --help)</source>
        <translation>pilotctl: unbekannter Befehl „%1“ (siehe pilotctl --help)</translation>
    </message>
    <message>
        <source>pilotctl ops-scan: the operator scanner %1 does not exist. It is built only with libtorch (CMake option PILOT_WITH_TORCH); PILOT_OPSCAN may name one built elsewhere.</source>
        <translation>pilotctl ops-scan: der Operator-Scanner %1 existiert nicht. Er wird nur mit libtorch gebaut (CMake-Option PILOT_WITH_TORCH); PILOT_OPSCAN kann einen anderswo gebauten nennen.</translation>
    </message>
    <message>
        <source>pilotctl ops-scan: cannot start the scanner %1 (%2)</source>
        <translation>pilotctl ops-scan: der Scanner %1 lässt sich nicht starten (%2)</translation>
    </message>
    <message>
        <source>pilotctl ops-scan: the scanner did not finish within %1 s</source>
        <translation>pilotctl ops-scan: der Scanner ist nicht innerhalb von %1 s fertig geworden</translation>
    </message>
    <message>
        <source>pilotctl ops-scan: the scanner failed</source>
        <translation>pilotctl ops-scan: der Scanner ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>pilotctl ops-scan: the scanner&apos;s output is not the expected JSON (%1)</source>
        <translation>pilotctl ops-scan: die Ausgabe des Scanners ist nicht das erwartete JSON (%1)</translation>
    </message>
    <message>
        <source>confirmed</source>
        <translation>bestätigt</translation>
    </message>
    <message>
        <source>unsupported</source>
        <translation>nicht unterstützt</translation>
    </message>
    <message>
        <source>not listed</source>
        <translation>nicht gelistet</translation>
    </message>
    <message>
        <source>Lists the aten operators of a TorchScript model with their counts and marks each against an
imported list of operators with a confirmed Neuron path: the output of
&apos;neuronx-cc list-operators --framework XLA&apos; (give --source and --date) or a compatibility
table file (schema migration-pilot/operator-list@1, which carries both). With --project the
result becomes the answer, reason and evidence of the project&apos;s &apos;unconfirmed_operators&apos; row.
Exit 0, 2 when the model or the list is invalid, 1 when a file cannot be read.</source>
        <translation>Listet die aten-Operatoren eines TorchScript-Modells mit ihrer Anzahl auf und kennzeichnet jeden anhand einer
importierten Liste von Operatoren mit bestätigtem Neuron-Pfad: der Ausgabe von
&apos;neuronx-cc list-operators --framework XLA&apos; (mit --source und --date) oder einer Kompatibilitätstabelle
(Schema migration-pilot/operator-list@1, das beides enthält). Mit --project wird das Ergebnis
zu Antwort, Begründung und Nachweis der Zeile &apos;unconfirmed_operators&apos; des Projekts.
Exit 0, 2, wenn das Modell oder die Liste ungültig ist, 1, wenn eine Datei nicht lesbar ist.</translation>
    </message>
    <message>
        <source>the operator list or table</source>
        <translation>die Operatorliste oder -tabelle</translation>
    </message>
    <message>
        <source>where a raw list comes from, e.g. &apos;neuronx-cc 2.26.6360.0&apos;</source>
        <translation>woher eine Rohliste stammt, z. B. &apos;neuronx-cc 2.26.6360.0&apos;</translation>
    </message>
    <message>
        <source>when a raw list was taken (YYYY-MM-DD)</source>
        <translation>wann eine Rohliste erstellt wurde (JJJJ-MM-TT)</translation>
    </message>
    <message>
        <source>write the result into this project file</source>
        <translation>das Ergebnis in diese Projektdatei schreiben</translation>
    </message>
    <message>
        <source>print the result as JSON</source>
        <translation>das Ergebnis als JSON ausgeben</translation>
    </message>
    <message>
        <source>TorchScript model (.pt), e.g. from torch.jit.trace</source>
        <translation>TorchScript-Modell (.pt), z. B. aus torch.jit.trace</translation>
    </message>
    <message>
        <source>pilotctl ops-scan: --ops FILE is required (see pilotctl ops-scan --help)</source>
        <translation>pilotctl ops-scan: --ops FILE ist nötig (siehe pilotctl ops-scan --help)</translation>
    </message>
    <message numerus="yes">
        <source>%n operator(s), %1 without a confirmed path (list: %2, %3)</source>
        <translation>
            <numerusform>%n Operator, %1 ohne bestätigten Pfad (Liste: %2, %3)</numerusform>
            <numerusform>%n Operatoren, %1 ohne bestätigten Pfad (Liste: %2, %3)</numerusform>
        </translation>
    </message>
    <message>
        <source>a team&apos;s own rules file instead of the built-in one</source>
        <translation>die eigene Regeldatei eines Teams statt der eingebauten</translation>
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
        <translation>Schreibt das Entscheidungsprotokoll eines Projekts: Titel, Datum, Autoren, jede Zeile der Entscheidungsmatrix
mit Antwort, Begründung und Nachweis, die Empfehlung und warum, offene Fragen, Aufgabenprofil,
Abnahmegrenzen und den Abschnitt mit den Pilotergebnissen. Das Format folgt dem Dateinamen:
.md, .html oder .pdf (paginiertes A4). Die Datei wird erst ersetzt, wenn das ganze Protokoll
geschrieben ist; bei jedem Fehler bleibt die alte Datei, wie sie war. Das Protokoll beginnt mit einer
einseitigen Zusammenfassung; die Loss-Kurven mit ihrem Toleranzband, die Zeitkette und der Break-even werden
so gezeichnet wie in den Stufen, in HTML und PDF eingebettet und bei Markdown neben die Datei geschrieben
als FILE-loss.png, FILE-time-chain.png und FILE-break-even.png. Exit 0; 2 ungültiges Projekt;
1 Schreibfehler.</translation>
    </message>
    <message>
        <source>output file (.md, .html or .pdf)</source>
        <translation>Ausgabedatei (.md, .html oder .pdf)</translation>
    </message>
    <message>
        <source>pilotctl report: needs --out FILE.md|.html|.pdf (see --help)</source>
        <translation>pilotctl report: braucht --out FILE.md|.html|.pdf (siehe --help)</translation>
    </message>
    <message>
        <source>%1: written</source>
        <translation>%1: geschrieben</translation>
    </message>
    <message>
        <source>%1  step %2  loss %3  %4 tokens/s  ETA %5</source>
        <translation>%1  Schritt %2  Loss %3  %4 Tokens/s  Restzeit %5</translation>
    </message>
    <message>
        <source>Starts the job in JOB.json in the run folder DIR, with the backend its &quot;backend&quot; field names and the
launcher --on selects. The job is checked first: a job the backend cannot run is refused with every
reason, each naming its field, and nothing starts. The job runs detached; with --wait pilotctl follows it
(step, loss, tokens/s, ETA) until it ends. Ctrl-C stops following, not the job (pilotctl abort does).
Exit: 0 started (with --wait: completed), 1 not started (folder in use, launcher error), 2 job refused,
with --wait 5 failed, 6 aborted, 7 lost; 64 wrong command line.</source>
        <translation>Startet den Job in JOB.json im Lauf-Ordner DIR, mit dem Backend, das sein Feld &quot;backend&quot; nennt, und dem
Launcher, den --on wählt. Der Job wird zuerst geprüft: Ein Job, den das Backend nicht ausführen kann, wird mit jedem
Grund abgelehnt, jeder mit seinem Feld, und nichts startet. Der Job läuft losgelöst; mit --wait verfolgt pilotctl ihn
(Schritt, Loss, Tokens/s, Restzeit) bis zu seinem Ende. Strg-C beendet das Verfolgen, nicht den Job (das tut pilotctl abort).
Exit: 0 gestartet (mit --wait: abgeschlossen), 1 nicht gestartet (Ordner belegt, Launcher-Fehler), 2 Job abgelehnt,
mit --wait 5 fehlgeschlagen, 6 abgebrochen, 7 verloren; 64 falsche Befehlszeile.</translation>
    </message>
    <message>
        <source>the job file</source>
        <translation>die Job-Datei</translation>
    </message>
    <message>
        <source>the run folder (created when missing)</source>
        <translation>der Lauf-Ordner (wird angelegt, wenn er fehlt)</translation>
    </message>
    <message>
        <source>follow the run until it ends; the exit code says how</source>
        <translation>den Lauf bis zu seinem Ende verfolgen; der Exit-Code sagt, wie er endete</translation>
    </message>
    <message>
        <source>pilotctl run: --run-dir DIR is required (see pilotctl run --help)</source>
        <translation>pilotctl run: --run-dir DIR ist nötig (siehe pilotctl run --help)</translation>
    </message>
    <message>
        <source>pilotctl run: the project cannot be read; nothing was started</source>
        <translation>pilotctl run: das Projekt ist nicht lesbar; nichts wurde gestartet</translation>
    </message>
    <message>
        <source>pid %1</source>
        <translation>PID %1</translation>
    </message>
    <message>
        <source>job %1</source>
        <translation>Job %1</translation>
    </message>
    <message>
        <source>started %1 on %2 (%3 %4, %5)</source>
        <translation>%1 auf %2 gestartet (%3 %4, %5)</translation>
    </message>
    <message>
        <source>run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <source>status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>run id</source>
        <translation>Lauf-ID</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>last loss</source>
        <translation>Letzter Loss</translation>
    </message>
    <message>
        <source>evaluations</source>
        <translation>Evaluierungen</translation>
    </message>
    <message>
        <source>checkpoints</source>
        <translation>Checkpoints</translation>
    </message>
    <message>
        <source>wall time</source>
        <translation>Laufzeit</translation>
    </message>
    <message>
        <source>failure</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>lines</source>
        <translation>Zeilen</translation>
    </message>
    <message>
        <source>%1 (%2 on %3)</source>
        <translation>%1 (%2 auf %3)</translation>
    </message>
    <message>
        <source>%1 on record, last step %2, restarts %3</source>
        <translation>%1 erfasst, letzter Schritt %2, Neustarts %3</translation>
    </message>
    <message>
        <source>%1 (lr %2)</source>
        <translation>%1 (lr %2)</translation>
    </message>
    <message>
        <source>%1, samples %2</source>
        <translation>%1, Beispiele %2</translation>
    </message>
    <message>
        <source>%1 written, %2 still in the run folder, last at step %3</source>
        <translation>%1 geschrieben, %2 noch im Lauf-Ordner, letzter bei Schritt %3</translation>
    </message>
    <message>
        <source>%1 written, last at step %2</source>
        <translation>%1 geschrieben, letzter bei Schritt %2</translation>
    </message>
    <message>
        <source>phases (s):</source>
        <translation>Phasen (s):</translation>
    </message>
    <message>
        <source>(open)</source>
        <translation>(offen)</translation>
    </message>
    <message>
        <source>%1, problems %2, unknown event types %3</source>
        <translation>%1, Probleme %2, unbekannte Ereignistypen %3</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>Summarizes a run from its metrics.jsonl: status, steps, last loss, phase durations.
RUN_DIR is a run directory or a metrics.jsonl file. Exit 0, or 1 when it cannot be read.</source>
        <translation>Fasst einen Lauf aus seiner metrics.jsonl zusammen: Status, Schritte, letzter Loss, Phasendauern.
RUN_DIR ist ein Lauf-Ordner oder eine metrics.jsonl-Datei. Exit 0, oder 1, wenn er nicht lesbar ist.</translation>
    </message>
    <message>
        <source>run directory or metrics.jsonl</source>
        <translation>Lauf-Ordner oder metrics.jsonl</translation>
    </message>
    <message>
        <source>%1: no metrics.jsonl here</source>
        <translation>%1: hier gibt es keine metrics.jsonl</translation>
    </message>
    <message>
        <source>(%1 bytes of an unfinished last line are not counted yet)</source>
        <translation>(%1 Bytes einer unfertigen letzten Zeile sind noch nicht gezählt)</translation>
    </message>
    <message>
        <source>Usage: pilotctl runs summarize [--json] RUN_DIR

Subcommands:
  summarize  status, steps, last loss and phase durations of a run</source>
        <translation>Aufruf: pilotctl runs summarize [--json] RUN_DIR

Unterbefehle:
  summarize  Status, Schritte, letzter Loss und Phasendauern eines Laufs</translation>
    </message>
    <message>
        <source>pilotctl runs: unknown subcommand &apos;%1&apos;
%2</source>
        <translation>pilotctl runs: unbekannter Unterbefehl „%1“
%2</translation>
    </message>
    <message>
        <source>state</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>queue</source>
        <translation>Warteschlange</translation>
    </message>
    <message>
        <source>launcher</source>
        <translation>Launcher</translation>
    </message>
    <message>
        <source>pid</source>
        <translation>PID</translation>
    </message>
    <message>
        <source>job id</source>
        <translation>Job-ID</translation>
    </message>
    <message>
        <source>backend</source>
        <translation>Backend</translation>
    </message>
    <message>
        <source>started</source>
        <translation>Gestartet</translation>
    </message>
    <message>
        <source>last step</source>
        <translation>Letzter Schritt</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>Tokens/s</translation>
    </message>
    <message>
        <source>ETA</source>
        <translation>Restzeit</translation>
    </message>
    <message>
        <source>not synced</source>
        <translation>Nicht synchron</translation>
    </message>
    <message>
        <source>why</source>
        <translation>Warum</translation>
    </message>
    <message>
        <source>(not verified)</source>
        <translation>(nicht überprüft)</translation>
    </message>
    <message>
        <source>%1 for %2, as %3 &quot;%4&quot;, since %5 (queue.json, no launch.json)</source>
        <translation>%1 auf %2, als %3 „%4“, seit %5 (queue.json, keine launch.json)</translation>
    </message>
    <message>
        <source>- (no launch.json)</source>
        <translation>- (keine launch.json)</translation>
    </message>
    <message>
        <source>%1 (%2) on %3</source>
        <translation>%1 (%2) auf %3</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>(still waiting)</source>
        <translation>(wartet noch)</translation>
    </message>
    <message>
        <source>The state of a run: queued, starting, running, completed, failed, aborted or lost, decided from the run
folder&apos;s launch.json, the job&apos;s process and metrics.jsonl (a run waiting in the app&apos;s queue: from its
queue.json); with the launcher, pid or job id, last step and last loss. Exit 0, or 1 when RUN_DIR is
not a folder.</source>
        <translation>Der Zustand eines Laufs: wartet, startet, läuft, abgeschlossen, fehlgeschlagen, abgebrochen oder verloren, ermittelt aus
der launch.json des Lauf-Ordners, dem Prozess des Jobs und metrics.jsonl (ein Lauf in der Warteschlange der App: aus
seiner queue.json); mit Launcher, PID oder Job-ID, letztem Schritt und letztem Loss. Exit 0, oder 1, wenn RUN_DIR
kein Ordner ist.</translation>
    </message>
    <message>
        <source>pilotctl status: %1: not a folder</source>
        <translation>pilotctl status: %1: kein Ordner</translation>
    </message>
    <message>
        <source>ok (%1)</source>
        <translation>in Ordnung (%1)</translation>
    </message>
    <message>
        <source>Checks a project file (YAML) or a job file (job.json). Every problem is printed as
file:line:col: message (job files: file: field: message). Exit 0 when valid,
2 when invalid, 1 when the file cannot be read.</source>
        <translation>Prüft eine Projektdatei (YAML) oder eine Job-Datei (job.json). Jedes Problem wird ausgegeben als
Datei:Zeile:Spalte: Meldung (Job-Dateien: Datei: Feld: Meldung). Exit 0, wenn gültig,
2, wenn ungültig, 1, wenn die Datei nicht lesbar ist.</translation>
    </message>
    <message>
        <source>check the project&apos;s decision rows against a team&apos;s own rules file (its own questions are then known)</source>
        <translation>die Entscheidungszeilen des Projekts gegen die eigene Regeldatei eines Teams prüfen (deren eigene Fragen sind dann bekannt)</translation>
    </message>
    <message>
        <source>project .yaml/.yml or job .json</source>
        <translation>Projekt-.yaml/.yml oder Job-.json</translation>
    </message>
    <message>
        <source>job %1, backend %2, %3 steps</source>
        <translation>Job %1, Backend %2, %3 Schritte</translation>
    </message>
    <message numerus="yes">
        <source>%n decision row(s)</source>
        <translation>
            <numerusform>%n Entscheidungszeile</numerusform>
            <numerusform>%n Entscheidungszeilen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n Lauf</numerusform>
            <numerusform>%n Läufe</numerusform>
        </translation>
    </message>
    <message>
        <source>failed</source>
        <comment>the jump check (not passed), not a run&apos;s state</comment>
        <translation>nicht bestanden</translation>
    </message>
    <message>
        <source>queued</source>
        <comment>the time a run waited in the queue</comment>
        <translation>In Warteschlange</translation>
    </message>
    <message>
        <source>outside</source>
        <comment>label: the number of points outside the tolerance</comment>
        <translation>Außerhalb</translation>
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
        <translation>
Optionen:
  -h, --help     diese Hilfe anzeigen
  -V, --version  die Version anzeigen

Sprache: de oder en, aus --lang, wo ein Befehl es hat, sonst aus LC_ALL, LC_MESSAGES oder LANG
(die erste gesetzte); mit --json Englisch, damit das JSON in jeder Locale gleich ist.

Exit-Codes: 0 ok, 1 Fehler (unlesbare Eingabe, E/A), 2 ungültige Eingabe,
3 compare: der Pilot liegt außerhalb der Toleranz, 4 compare: unvollständig (checkpoints: keiner gefunden),
5/6/7 run --wait: der Lauf ist fehlgeschlagen / wurde abgebrochen / ging verloren, 64 falsche Befehlszeile.</translation>
    </message>
    <message>
        <source>Reads runs made elsewhere — Hugging Face trainer_state.json (or an output folder with its
checkpoints), LLaMA-Factory trainer_log.jsonl, MLflow file-store runs, TensorBoard and W&amp;B
CSV exports, Trainium console logs (also among other output, or a notebook&apos;s outputs; a
compile trial&apos;s steps are left out) — and prints what they hold; --out writes each as a run
directory with a metrics.jsonl of the job interface. Exit 0, 2 when the input is invalid, 1
when unreadable.</source>
        <translation>Liest anderswo entstandene Läufe — Hugging Face trainer_state.json (oder einen Ausgabeordner mit seinen
Checkpoints), LLaMA-Factory trainer_log.jsonl, MLflow-File-Store-Läufe, CSV-Exporte von TensorBoard und W&amp;B,
Konsolen-Logs von Trainium (auch zwischen anderen Ausgaben oder in den Ausgaben eines Notebooks; die Schritte
eines Kompilier-Probelaufs werden ausgelassen) — und gibt aus, was sie enthalten; --out schreibt jeden als
Lauf-Ordner mit einer metrics.jsonl der Job-Schnittstelle. Exit 0, 2, wenn die Eingabe ungültig ist, 1, wenn sie
nicht lesbar ist.</translation>
    </message>
    <message>
        <source>yes: the same data, model, tokenizer and settings, by content</source>
        <translation>ja: dieselben Daten, dasselbe Modell, derselbe Tokenizer und dieselben Einstellungen, nach Inhalt</translation>
    </message>
    <message>
        <source>the reference&apos;s run does not say what it trains</source>
        <translation>der Referenzlauf sagt nicht, was er trainiert</translation>
    </message>
    <message>
        <source>the pilot&apos;s run does not say what it trains</source>
        <translation>der Pilotlauf sagt nicht, was er trainiert</translation>
    </message>
    <message>
        <source>a run&apos;s job identity is not what its job hash is the hash of</source>
        <translation>die Job-Identität eines Laufs ist nicht das, wovon sein Job-Hash gebildet ist</translation>
    </message>
    <message>
        <source>both runs hash their job text with its paths (older versions), and the hashes differ</source>
        <translation>beide Läufe bilden den Hash ihres Jobtexts samt Pfaden (ältere Versionen), und die Hashes unterscheiden sich</translation>
    </message>
    <message>
        <source>one run names its job by content, the other by the older rule</source>
        <translation>ein Lauf benennt seinen Job nach Inhalt, der andere nach der älteren Regel</translation>
    </message>
    <message>
        <source>unknown: %1</source>
        <translation>unbekannt: %1</translation>
    </message>
    <message>
        <source>no, they differ in:</source>
        <translation>nein, sie unterscheiden sich in:</translation>
    </message>
    <message>
        <source>%1: reference %2, pilot %3</source>
        <translation>%1: Referenz %2, Pilot %3</translation>
    </message>
    <message>
        <source>absent</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>same job: %1</source>
        <translation>derselbe Job: %1</translation>
    </message>
    <message>
        <source>its inputs cannot be read here: %1</source>
        <translation>seine Eingaben sind hier nicht lesbar: %1</translation>
    </message>
    <message>
        <source>yes: the same job file apart from where it runs (older versions&apos; job hash, paths included)</source>
        <translation>ja: dieselbe Job-Datei bis auf den Ort der Ausführung (Job-Hash älterer Versionen, mit Pfaden)</translation>
    </message>
    <message>
        <source>the project whose runtime settings and paths the runs get</source>
        <translation>das Projekt, dessen Laufzeiteinstellungen und Pfade die Läufe erhalten</translation>
    </message>
    <message>
        <source>a project file whose runtime settings (runtime.&lt;backend&gt;, its targets) the job&apos;s backend starts it with, and whose paths map its inputs</source>
        <translation>eine Projektdatei, mit deren Laufzeiteinstellungen (runtime.&lt;backend&gt;, ihre Ziele) das Backend des Jobs ihn startet und deren Pfade seine Eingaben zuordnen</translation>
    </message>
    <message>
        <source>a neuron-monitor stream or neuron-ls JSON captured on a host: neuron monitor FILE [--tag T] [--json] | neuron ls FILE</source>
        <translation>einen auf einem Host aufgezeichneten neuron-monitor-Strom oder das JSON von neuron-ls: neuron monitor DATEI [--tag T] [--json] | neuron ls DATEI</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>nicht gemeldet</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>neuron-monitor: %1 report(s) over %2 s; runtimes: %3</source>
        <translation>neuron-monitor: %1 Bericht(e) über %2 s; Runtimes: %3</translation>
    </message>
    <message>
        <source>all</source>
        <translation>alle</translation>
    </message>
    <message>
        <source>tag %1</source>
        <translation>Tag %1</translation>
    </message>
    <message>
        <source>only the end of the file was read</source>
        <translation>nur das Ende der Datei wurde gelesen</translation>
    </message>
    <message>
        <source>%1 line(s) were not a report</source>
        <translation>%1 Zeile(n) waren kein Bericht</translation>
    </message>
    <message>
        <source>process %1 (tag %2): NeuronCores %3, mean utilisation %4, peak device memory %5, peak host memory %6, %7 report(s)</source>
        <translation>Prozess %1 (Tag %2): NeuronCores %3, mittlere Auslastung %4, Spitze Gerätespeicher %5, Spitze Hostspeicher %6, %7 Bericht(e)</translation>
    </message>
    <message>
        <source>none in use</source>
        <translation>keiner in Gebrauch</translation>
    </message>
    <message>
        <source>NeuronCores in use: at most %1; mean utilisation of those: %2</source>
        <translation>NeuronCores in Gebrauch: höchstens %1; deren mittlere Auslastung: %2</translation>
    </message>
    <message>
        <source>executions: %1 completed; not completed cleanly: %2</source>
        <translation>Ausführungen: %1 abgeschlossen; nicht sauber abgeschlossen: %2</translation>
    </message>
    <message>
        <source>error counts (each report&apos;s period, added up): %1</source>
        <translation>Fehlerzählungen (Zeitraum jedes Berichts, aufaddiert): %1</translation>
    </message>
    <message>
        <source>uncorrected ECC events (largest in one report): %1</source>
        <translation>nicht korrigierte ECC-Ereignisse (größte Zahl in einem Bericht): %1</translation>
    </message>
    <message>
        <source>neuron-monitor error: %1</source>
        <translation>Fehler von neuron-monitor: %1</translation>
    </message>
    <message>
        <source>Reads a neuron-monitor stream (one JSON report per line, as neuron-monitor writes to stdout) and says per process the NeuronCores it used, their utilisation and memory, the executions&apos; outcomes and the error counts, read as neuron-monitor&apos;s user guide gives them (docs/neuron-backend.md).
Exit 0 when reports were read, 1 when the file cannot be read, 2 when it holds no report.</source>
        <translation>Liest einen neuron-monitor-Strom (ein JSON-Bericht pro Zeile, wie neuron-monitor ihn auf stdout schreibt) und nennt je Prozess die genutzten NeuronCores, deren Auslastung und Speicher, die Ergebnisse der Ausführungen und die Fehlerzählungen, gelesen wie das Benutzerhandbuch von neuron-monitor sie angibt (docs/neuron-backend.md).
Exit 0, wenn Berichte gelesen wurden, 1, wenn die Datei nicht lesbar ist, 2, wenn sie keinen Bericht enthält.</translation>
    </message>
    <message>
        <source>print the reading as JSON</source>
        <translation>die Auswertung als JSON ausgeben</translation>
    </message>
    <message>
        <source>only the runtimes with this neuron_runtime_tag (NEURON_PROCESS_TAG)</source>
        <translation>nur die Runtimes mit diesem neuron_runtime_tag (NEURON_PROCESS_TAG)</translation>
    </message>
    <message>
        <source>neuron-monitor&apos;s output</source>
        <translation>Ausgabe von neuron-monitor</translation>
    </message>
    <message>
        <source>pilotctl neuron monitor: %1 holds no neuron-monitor report</source>
        <translation>pilotctl neuron monitor: %1 enthält keinen Bericht von neuron-monitor</translation>
    </message>
    <message>
        <source>Reads the JSON of neuron-ls (--json-output, or --output-format json from Neuron 2.34) and says the devices, their NeuronCores and the ids NEURON_RT_VISIBLE_CORES may name.
Exit 0 when read, 1 when the file cannot be read, 2 when it is not neuron-ls&apos;s JSON.</source>
        <translation>Liest das JSON von neuron-ls (--json-output oder ab Neuron 2.34 --output-format json) und nennt die Geräte, ihre NeuronCores und die IDs, die NEURON_RT_VISIBLE_CORES nennen darf.
Exit 0, wenn gelesen, 1, wenn die Datei nicht lesbar ist, 2, wenn sie nicht das JSON von neuron-ls ist.</translation>
    </message>
    <message>
        <source>neuron-ls&apos;s JSON output</source>
        <translation>JSON-Ausgabe von neuron-ls</translation>
    </message>
    <message>
        <source>instance type: %1</source>
        <translation>Instanztyp: %1</translation>
    </message>
    <message>
        <source>device %1: %2 NeuronCore(s), ids %3, %4 GiB, logical NeuronCore config %5, PCI %6, processes: %7</source>
        <translation>Gerät %1: %2 NeuronCore(s), IDs %3, %4 GiB, logische NeuronCore-Konfiguration %5, PCI %6, Prozesse: %7</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>nicht angegeben</translation>
    </message>
    <message>
        <source>NeuronCores in all: %1; NEURON_RT_VISIBLE_CORES may name %2</source>
        <translation>NeuronCores insgesamt: %1; NEURON_RT_VISIBLE_CORES darf %2 nennen</translation>
    </message>
    <message>
        <source>Usage: pilotctl neuron monitor [--tag TAG] [--json] FILE
       pilotctl neuron ls [--json] FILE

Subcommands:
  monitor  a neuron-monitor stream captured on a host: cores, utilisation, memory, executions, errors
  ls       the JSON of neuron-ls: devices, NeuronCores and their ids</source>
        <translation>Aufruf: pilotctl neuron monitor [--tag TAG] [--json] DATEI
       pilotctl neuron ls [--json] DATEI

Unterbefehle:
  monitor  ein auf einem Host aufgezeichneter neuron-monitor-Strom: Cores, Auslastung, Speicher, Ausführungen, Fehler
  ls       das JSON von neuron-ls: Geräte, NeuronCores und ihre IDs</translation>
    </message>
    <message>
        <source>pilotctl neuron: unknown subcommand &apos;%1&apos;
%2</source>
        <translation>pilotctl neuron: unbekannter Unterbefehl „%1“
%2</translation>
    </message>
    <message>
        <source>a log is larger than %1 GiB: only its start was classified</source>
        <translation>ein Log ist größer als %1 GiB: nur sein Anfang wurde klassifiziert</translation>
    </message>
    <message>
        <source>decisive line: %1</source>
        <translation>entscheidende Zeile: %1</translation>
    </message>
    <message>
        <source>%1 matched lines: only the first %2 are listed</source>
        <translation>%1 erkannte Zeilen: nur die ersten %2 sind aufgeführt</translation>
    </message>
    <message>
        <source>the file is larger than %1 GiB: only its start was classified</source>
        <translation>die Datei ist größer als %1 GiB: nur ihr Anfang wurde klassifiziert</translation>
    </message>
    <message>
        <source>the whole bill over the cost horizon (a projection):</source>
        <translation>Gesamtkosten über den Kostenhorizont (eine Hochrechnung):</translation>
    </message>
    <message>
        <source>%1:%2: %3/%4 (%5, rule %6)
  %7</source>
        <translation>%1:%2: %3/%4 (%5, Regel %6)
  %7</translation>
    </message>
    <message>
        <source>  by its traceback&apos;s frame at line %1: %2</source>
        <translation>  über den Frame seines Tracebacks in Zeile %1: %2</translation>
    </message>
    <message>
        <source>  advice: %1</source>
        <translation>  Rat: %1</translation>
    </message>
</context>
<context>
    <name>pilot::cli::DecideText</name>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>Recommendation: %1</source>
        <translation>Empfehlung: %1</translation>
    </message>
    <message>
        <source> (provisional)</source>
        <translation> (vorläufig)</translation>
    </message>
    <message>
        <source>Why: </source>
        <translation>Warum: </translation>
    </message>
    <message>
        <source>Left undecided by:
</source>
        <translation>Offen gelassen durch:
</translation>
    </message>
    <message>
        <source>Decided by:
</source>
        <translation>Entschieden durch:
</translation>
    </message>
    <message>
        <source> (counted as %1)</source>
        <translation> (gezählt als %1)</translation>
    </message>
    <message>
        <source>Conflicts:
</source>
        <translation>Widersprüche:
</translation>
    </message>
    <message>
        <source>  - %1 — answered %2; %3 (source: %4); counted as %5
</source>
        <translation>  - %1 — beantwortet mit %2; %3 (Quelle: %4); gezählt als %5
</translation>
    </message>
    <message>
        <source> (could change the outcome)</source>
        <translation> (kann die Empfehlung ändern)</translation>
    </message>
    <message>
        <source>Do first:
</source>
        <translation>Zuerst zu erledigen:
</translation>
    </message>
    <message>
        <source>Find out:
</source>
        <translation>Herauszufinden:
</translation>
    </message>
    <message>
        <source>Advice: </source>
        <translation>Hinweis: </translation>
    </message>
    <message>
        <source>Not part of the decision (no such question in the rules):
</source>
        <translation>Nicht Teil der Entscheidung (keine solche Frage in den Regeln):
</translation>
    </message>
    <message>
        <source> (did you mean %1?)</source>
        <translation> (gemeint: %1?)</translation>
    </message>
</context>
</TS>
