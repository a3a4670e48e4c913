"""Checkpoints of the job interface (docs/job-interface.md, section 6), written and checked as
pilot-trainer does (backends/libtorch/trainer/checkpoint.cpp): checkpoints/step-000200/ with
the model or adapter files, optimizer.safetensors, trainer_state.json, manifest.json (bytes and
SHA-256 of every file) and COMPLETE, all written into step-000200.partial/, fsynced, then
renamed. Only a folder whose manifest matches byte for byte counts."""

import hashlib
import os
import re
import shutil
import stat

from .inputfile import MAX_SMALL_JSON_BYTES, InputFileError, read_regular_file
from .jsontext import dump, loads_strict

FORMAT_VERSION = 1  # manifest.json's (trainer_state.json has its own: trainerstate.STATE_FORMAT_VERSION)
_FOLDER = re.compile(r"^step-([0-9]{6,})$")


def folder_name(step):
    return "step-%06d" % step


def checkpoints_dir(run_dir):
    return os.path.join(run_dir, "checkpoints")


def base_model_reference(as_written, absolute, run_dir, step):
    """How the checkpoint of `step` names its base model (trainer_state.json's base_model, PEFT's
    base_model_name_or_path): relative to the checkpoint folder when the job named its model
    folder relatively, so a project moved whole still finds it; else the absolute path. As
    pilot-trainer's checkpoint::baseModelReference."""
    if not absolute or not isinstance(as_written, str) or not as_written or os.path.isabs(as_written):
        return absolute
    folder = os.path.normpath(os.path.abspath(os.path.join(checkpoints_dir(run_dir), folder_name(step))))
    return os.path.relpath(os.path.normpath(os.path.abspath(absolute)), folder)


def _is_real_folder(path):
    """A folder, not a link to one: nothing here follows a link."""
    try:
        return stat.S_ISDIR(os.lstat(path).st_mode)
    except OSError:
        return False


def _own_checkpoints_dir(run_dir):
    """The run's checkpoints/ when it is a real folder of the run (None when there is none yet);
    raises RuntimeError when something else stands there, a link above all: writing, reading
    or rotating through it would reach outside the run folder."""
    path = checkpoints_dir(run_dir)
    try:
        mode = os.lstat(path).st_mode
    except FileNotFoundError:
        return None
    if stat.S_ISLNK(mode):
        raise RuntimeError("%s is a symbolic link; the job writes and deletes checkpoints only inside its run folder: "
                           "remove the link" % path)
    if not stat.S_ISDIR(mode):
        raise RuntimeError("%s is not a folder" % path)
    return path


def _remove(path):
    """Removes a folder, or a link or file standing in its place, never following a link."""
    if os.path.islink(path) or not os.path.isdir(path):
        os.unlink(path)
    else:
        shutil.rmtree(path)


def sync_path(path):
    try:
        fd = os.open(path, os.O_RDONLY | os.O_CLOEXEC)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def write_file_synced(path, content):
    data = content.encode("utf-8") if isinstance(content, str) else content
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | os.O_CLOEXEC, 0o644)
    try:
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view):]
        os.fsync(fd)
    finally:
        os.close(fd)


def file_sha256(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def write(run_dir, step, write_files):
    """Writes a checkpoint: `write_files(folder)` fills the staging folder; manifest,
    COMPLETE, fsyncs and the rename follow. Returns the final folder. A failed write removes its
    staging folder at once (a full disk gets its space back)."""
    parent = checkpoints_dir(run_dir)
    if _own_checkpoints_dir(run_dir) is None:
        os.mkdir(parent)
    staging = os.path.join(parent, folder_name(step) + ".partial")
    final = os.path.join(parent, folder_name(step))
    if os.path.lexists(staging):
        _remove(staging)
    try:
        os.makedirs(staging)
        write_files(staging)
        files = []
        for name in sorted(os.listdir(staging)):
            path = os.path.join(staging, name)
            sync_path(path)
            files.append({"path": name, "bytes": os.path.getsize(path), "sha256": file_sha256(path)})
        manifest = {"format": "migration-pilot/checkpoint", "format_version": FORMAT_VERSION, "step": step, "files": files}
        write_file_synced(os.path.join(staging, "manifest.json"), dump(manifest, indent=2) + "\n")
        write_file_synced(os.path.join(staging, "COMPLETE"), "step %d\n" % step)
        sync_path(staging)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise
    # A checkpoint of the same step from an earlier attempt is replaced as a whole (a link
    # standing in its place is removed, not followed).
    if os.path.lexists(final):
        _remove(final)
    os.rename(staging, final)
    sync_path(parent)
    return final


def validate(folder):
    """(problem, step): problem is empty when `folder` is a complete, intact checkpoint."""
    if not os.path.isdir(folder):
        return "not a folder", None
    if not os.path.exists(os.path.join(folder, "COMPLETE")):
        return "COMPLETE is missing (the checkpoint was not finished)", None
    try:
        manifest_text = read_regular_file(os.path.join(folder, "manifest.json"), MAX_SMALL_JSON_BYTES, "checkpoint manifest")
        complete = read_regular_file(os.path.join(folder, "COMPLETE"), 64, "checkpoint marker")
    except InputFileError as e:
        return str(e), None
    try:
        manifest = loads_strict(manifest_text.decode("utf-8"))
    except (ValueError, UnicodeDecodeError, RecursionError):
        return "manifest.json is not valid JSON", None
    if (not isinstance(manifest, dict) or manifest.get("format_version", 0) != FORMAT_VERSION
            or not isinstance(manifest.get("files"), list)):
        return "manifest.json has an unknown format", None
    step = manifest.get("step")
    if not isinstance(step, int) or isinstance(step, bool) or step < 0:
        return "manifest.json: step: expected a whole number >= 0", None
    if complete != ("step %d\n" % step).encode("ascii"):
        return "COMPLETE does not name the manifest's step %d" % step, None
    m = _FOLDER.match(os.path.basename(os.path.normpath(folder)))
    if m and int(m.group(1)) != step:
        return "manifest.json: step %d differs from the folder's name" % step, None
    listed = []
    for entry in manifest["files"]:
        name = entry.get("path", "") if isinstance(entry, dict) else ""
        if not isinstance(name, str) or not name or "/" in name or name in (".", ".."):
            return "manifest.json lists an invalid path", None
        path = os.path.join(folder, name)
        try:
            st = os.lstat(path)
        except OSError:
            return name + ": missing", None
        if not stat.S_ISREG(st.st_mode):
            return name + ": not a regular file", None
        if st.st_size != entry.get("bytes", 0):
            return name + ": size does not match the manifest", None
        try:
            if file_sha256(path) != entry.get("sha256", ""):
                return name + ": SHA-256 does not match the manifest", None
        except OSError as e:
            return "%s: %s" % (name, e.strerror), None
        listed.append(name)
    for required in ("trainer_state.json", "optimizer.safetensors"):
        if required not in listed:
            return required + " is not in the manifest", None
    if "model.safetensors" not in listed and "adapter_model.safetensors" not in listed:
        return "neither model.safetensors nor adapter_model.safetensors is in the manifest", None
    return "", step


def _list_complete(run_dir):
    out = []
    parent = _own_checkpoints_dir(run_dir)
    if parent is None:
        return out
    try:
        names = os.listdir(parent)
    except OSError:
        return out
    for name in names:
        m = _FOLDER.match(name)
        path = os.path.join(parent, name)
        if m and _is_real_folder(path):
            out.append((int(m.group(1)), path))
    out.sort(reverse=True)
    return out


def newest_valid(run_dir, rejected, accept=None):
    """(folder, step) of the newest valid checkpoint that `accept` (when given) finds nothing
    wrong with; `rejected` collects "name: reason" for newer ones that failed."""
    for step, path in _list_complete(run_dir):
        problem, _ = validate(path)
        if not problem and accept is not None:
            problem = accept(path, step)
        if not problem:
            return path, step
        rejected.append("%s: %s" % (os.path.basename(path), problem))
    return None


def remove_staging(run_dir):
    """Deletes stale .partial folders (a crash while writing) — never a complete checkpoint."""
    parent = _own_checkpoints_dir(run_dir)
    if parent is None:
        return
    try:
        names = os.listdir(parent)
    except OSError:
        return
    for name in names:
        path = os.path.join(parent, name)
        if len(name) > 8 and name.endswith(".partial") and _is_real_folder(path):
            shutil.rmtree(path, ignore_errors=True)


def is_own_checkpoint_folder(folder):
    """True when `folder` is a real folder (not a link) whose manifest.json, a regular file, is
    of our checkpoint format: the only folders rotation deletes."""
    if not _is_real_folder(folder):
        return False
    try:
        manifest = loads_strict(read_regular_file(os.path.join(folder, "manifest.json"), MAX_SMALL_JSON_BYTES,
                                                  "checkpoint manifest").decode("utf-8"))
    except (InputFileError, ValueError, UnicodeDecodeError, RecursionError):
        return False
    return isinstance(manifest, dict) and manifest.get("format") == "migration-pilot/checkpoint"


def rotate(run_dir, keep_last):
    """Keeps the `keep_last` newest valid checkpoints and removes older ones; newer invalid
    folders are left for inspection, not counted. COMPLETE goes first, so an interrupted
    deletion never leaves a folder that looks whole."""
    kept = 0
    for _, path in _list_complete(run_dir):
        if kept < keep_last:
            if not validate(path)[0]:
                kept += 1
            continue
        # Only a real folder with our manifest: a folder someone put there, or a link to one
        # outside the run, is never deleted.
        if not is_own_checkpoint_folder(path):
            continue
        try:
            os.remove(os.path.join(path, "COMPLETE"))
        except OSError:
            pass
        shutil.rmtree(path, ignore_errors=True)
