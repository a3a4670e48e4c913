# ctest's cudabuild_version: the pilot-trainer of preset cuda exists and is built against the
# libtorch of build/venv (PyTorch 2.14.0), or the message says which command makes it.
if(NOT EXISTS "${TRAINER}")
    message(FATAL_ERROR "${TRAINER} is missing: packaging/bootstrap.sh cuda-trainer builds it")
endif()
execute_process(COMMAND "${TRAINER}" --version OUTPUT_VARIABLE version RESULT_VARIABLE status)
if(NOT status EQUAL 0 OR NOT version MATCHES "\\(libtorch 2\\.14\\.0\\)")
    message(FATAL_ERROR "${TRAINER} --version exited with ${status} and said: ${version}")
endif()
message(STATUS "${version}")
