#!/usr/bin/env bash
# On a GPU host: build pilot-trainer against the CUDA libtorch of the PyTorch that `python3`
# imports, then train the same jobs on the CPU and on the GPU (tests/gpu/cuda_check.py).
#
#   tests/gpu/build_and_check.sh [OUT]       (OUT: result.json and the runs; build/gpu-check)
#
# Needs CMake ≥ 3.25, Ninja, a C++20 compiler, nvcc of the CUDA that torch was built with,
# nlohmann-json and PCRE2 (pkg-config); CMAKE_PREFIX_PATH and PKG_CONFIG_PATH may point at them.
# PYTHON picks another interpreter; PILOT_GPU_BUILD another build folder, PILOT_GPU_BUILD_TYPE
# another CMake build type (RelWithDebInfo for a backtrace).
set -euo pipefail
cd "$(dirname "$0")/../.."
out=${1:-build/gpu-check}
build=${PILOT_GPU_BUILD:-build/trainer-gpu}
python=${PYTHON:-python3}

torch_cmake=$("$python" -c 'import torch; print(torch.utils.cmake_prefix_path)')
cuda_arch=$("$python" -c 'import torch
c = torch.cuda.get_device_capability() if torch.cuda.is_available() else (9, 0)
print(f"{c[0]}.{c[1]}")')
nvcc=$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)
echo "torch $("$python" -c 'import torch; print(torch.__version__, torch.version.cuda)'), nvcc $nvcc, arch $cuda_arch"

# The torch library folder first: another libtorch on the system (Debian's) must not be found.
torch_lib=$(dirname "$torch_cmake")/../lib
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE="${PILOT_GPU_BUILD_TYPE:-Release}" -DPILOT_TRAINER_ONLY=ON \
    -DCMAKE_PREFIX_PATH="$torch_cmake${CMAKE_PREFIX_PATH:+;$CMAKE_PREFIX_PATH}" \
    -DTORCH_LIBRARY="$torch_lib/libtorch.so" -Dc10_LIBRARY="$torch_lib/libc10.so" \
    -DTORCH_CPU_LIBRARY="$torch_lib/libtorch_cpu.so" \
    -DCMAKE_CUDA_COMPILER="$nvcc" -DCUDAToolkit_ROOT="$(dirname "$(dirname "$nvcc")")" \
    -DTORCH_CUDA_ARCH_LIST="$cuda_arch"
cmake --build "$build" --target pilot-trainer
"$build/bin/pilot-trainer" --version
exec "$python" tests/gpu/cuda_check.py --trainer "$build/bin/pilot-trainer" --out "$out"
