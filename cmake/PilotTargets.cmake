# One helper per target kind, so that every target gets the same warnings, visibility,
# output folders and (for tests) the same timeout and environment.
include_guard(GLOBAL)
include(GenerateExportHeader)

set(PILOT_OUTPUT_BIN "${PROJECT_BINARY_DIR}/bin")
set(PILOT_OUTPUT_LIB "${PROJECT_BINARY_DIR}/lib")
set(PILOT_OUTPUT_BACKENDS "${PROJECT_BINARY_DIR}/lib/migration-pilot/backends")
set(PILOT_TEST_TIMEOUT 300 CACHE STRING "Seconds before ctest kills a single test")

# rcc stamps each embedded file (rules, price template, devices, translations) with its
# modification time, which is the checkout's or the build's: every custom command runs with one
# fixed stamp instead, so the same commit built anywhere embeds the same bytes (rcc reads
# QT_RCC_SOURCE_DATE_OVERRIDE, seconds since the epoch; docs/packaging.md).
set_property(GLOBAL PROPERTY RULE_LAUNCH_CUSTOM "${CMAKE_COMMAND} -E env QT_RCC_SOURCE_DATE_OVERRIDE=1")

function(_pilot_common target)
    target_compile_options(${target} PRIVATE
        -Wall -Wextra -Wpedantic -Wnon-virtual-dtor -Woverloaded-virtual
        -Wcast-align -Wimplicit-fallthrough -Wformat=2
        # No folder of the machine that built it in a binary (__FILE__ of an assertion, …):
        # the same commit built anywhere gives the same files.
        "-ffile-prefix-map=${PROJECT_SOURCE_DIR}/="
        "-ffile-prefix-map=${PROJECT_BINARY_DIR}/=")
    if(PILOT_WERROR)
        target_compile_options(${target} PRIVATE -Werror)
        # GCC 12 at -O3 in C++20 (the libtorch 2.14 build) warns about libstdc++'s own std::string
        # and std::optional code inlined into ours, false positives on GCC's bug tracker (105329
        # for -Wrestrict, for one): shown, but not errors there.
        if(CMAKE_CXX_STANDARD EQUAL 20 AND CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND CMAKE_CXX_COMPILER_VERSION VERSION_LESS 13)
            target_compile_options(${target} PRIVATE -Wno-error=restrict -Wno-error=maybe-uninitialized
                                                           -Wno-error=stringop-overflow -Wno-error=array-bounds)
        endif()
    endif()
    target_compile_definitions(${target} PRIVATE
        QT_NO_FOREACH QT_NO_URL_CAST_FROM_STRING QT_NO_NARROWING_CONVERSIONS_IN_CONNECT
        QT_DISABLE_DEPRECATED_BEFORE=0x060400)
    set_target_properties(${target} PROPERTIES
        CXX_VISIBILITY_PRESET hidden
        VISIBILITY_INLINES_HIDDEN ON
        RUNTIME_OUTPUT_DIRECTORY "${PILOT_OUTPUT_BIN}"
        LIBRARY_OUTPUT_DIRECTORY "${PILOT_OUTPUT_LIB}"
        ARCHIVE_OUTPUT_DIRECTORY "${PILOT_OUTPUT_LIB}"
        # The build tree's RPATH (CMake's, from the libraries a target links) relative to the
        # target: an absolute one is linked in before install replaces it, and its length and
        # the build-id over it would differ with the build folder (docs/packaging.md).
        BUILD_RPATH_USE_ORIGIN ON
        # Installed, the programs find the private library relative to themselves.
        INSTALL_RPATH "$ORIGIN/${PILOT_LIBDIR_FROM_BIN}")
    if(TARGET Qt6::moc)
        set_target_properties(${target} PROPERTIES AUTOMOC ON)
    endif()
endfunction()

function(_pilot_check_args fn)
    if(ARGN)
        message(FATAL_ERROR "${fn}: unknown arguments: ${ARGN}")
    endif()
endfunction()

# pilot_add_library(name [STATIC] SOURCES … [PUBLIC_LIBS …] [PRIVATE_LIBS …])
# A shared library with an export header <name>_export.h (macro <NAME>_EXPORT); STATIC for
# code that only one program (and its tests) link, such as the GUI.
function(pilot_add_library name)
    cmake_parse_arguments(PARSE_ARGV 1 arg "STATIC" "" "SOURCES;PUBLIC_LIBS;PRIVATE_LIBS")
    _pilot_check_args(pilot_add_library ${arg_UNPARSED_ARGUMENTS})
    if(arg_STATIC)
        add_library(${name} STATIC ${arg_SOURCES})
    else()
        add_library(${name} SHARED ${arg_SOURCES})
    endif()
    _pilot_common(${name})
    generate_export_header(${name} EXPORT_FILE_NAME "${CMAKE_CURRENT_BINARY_DIR}/${name}_export.h")
    target_include_directories(${name} PUBLIC
        "$<BUILD_INTERFACE:${CMAKE_CURRENT_SOURCE_DIR}/..>"
        "$<BUILD_INTERFACE:${CMAKE_CURRENT_BINARY_DIR}>")
    target_link_libraries(${name} PUBLIC ${arg_PUBLIC_LIBS} PRIVATE ${arg_PRIVATE_LIBS})
    set_target_properties(${name} PROPERTIES VERSION ${PROJECT_VERSION} SOVERSION ${PROJECT_VERSION_MAJOR})
endfunction()

# pilot_add_backend(name SOURCES … [LIBS …]) — a Qt plugin implementing the backend
# interface; its metadata lives in backend.json beside the sources. BUILD_BACKEND_<NAME>
# switches it off.
function(pilot_add_backend name)
    cmake_parse_arguments(PARSE_ARGV 1 arg "" "" "SOURCES;LIBS")
    _pilot_check_args(pilot_add_backend ${arg_UNPARSED_ARGUMENTS})
    string(TOUPPER "${name}" upper)
    option(BUILD_BACKEND_${upper} "Build the ${name} backend plugin" ON)
    add_feature_info("backend ${name}" BUILD_BACKEND_${upper} "backend plugin ${name}")
    if(NOT BUILD_BACKEND_${upper})
        return()
    endif()
    # backend.json.in is the one description of the backend: the metadata the registry reads
    # before loading (Q_PLUGIN_METADATA's backend.json) and, as text in backendmetadata.h, what the
    # plugin's info() returns (backendInfoOf).
    configure_file(backend.json.in "${CMAKE_CURRENT_BINARY_DIR}/backend.json" @ONLY)
    file(READ "${CMAKE_CURRENT_BINARY_DIR}/backend.json" PILOT_BACKEND_METADATA)
    configure_file("${PROJECT_SOURCE_DIR}/cmake/backendmetadata.h.in" "${CMAKE_CURRENT_BINARY_DIR}/backendmetadata.h" @ONLY)
    add_library(pilot_backend_${name} MODULE ${arg_SOURCES})
    target_include_directories(pilot_backend_${name} PRIVATE "${CMAKE_CURRENT_BINARY_DIR}")
    _pilot_common(pilot_backend_${name})
    set_target_properties(pilot_backend_${name} PROPERTIES
        LIBRARY_OUTPUT_DIRECTORY "${PILOT_OUTPUT_BACKENDS}" PREFIX "" INSTALL_RPATH "$ORIGIN/..")
    target_link_libraries(pilot_backend_${name} PRIVATE pilot_core ${arg_LIBS})
    install(TARGETS pilot_backend_${name} LIBRARY DESTINATION "${PILOT_INSTALL_BACKENDDIR}" COMPONENT app)
endfunction()

# pilot_add_executable(name SOURCES … [LIBS …] [INSTALL component])
# INSTALL puts the program into the installation's bin folder, in that package component
# (cmake/PilotPackage.cmake: app or trainer); benchmarks and tools are not installed.
function(pilot_add_executable name)
    cmake_parse_arguments(PARSE_ARGV 1 arg "" "INSTALL" "SOURCES;LIBS")
    _pilot_check_args(pilot_add_executable ${arg_UNPARSED_ARGUMENTS})
    add_executable(${name} ${arg_SOURCES})
    _pilot_common(${name})
    target_link_libraries(${name} PRIVATE ${arg_LIBS})
    if(arg_INSTALL)
        install(TARGETS ${name} RUNTIME DESTINATION "${CMAKE_INSTALL_BINDIR}" COMPONENT ${arg_INSTALL})
    endif()
endfunction()

# pilot_add_test(name SOURCES … [LIBS …] [GUI] [ENVIRONMENT k=v …] [LABELS …])
# QtTest executables; GUI tests run on the offscreen platform, every test with a fixed
# English C locale unless it sets its own, so results never depend on the developer's shell.
function(pilot_add_test name)
    cmake_parse_arguments(PARSE_ARGV 1 arg "GUI" "" "SOURCES;LIBS;ENVIRONMENT;LABELS")
    _pilot_check_args(pilot_add_test ${arg_UNPARSED_ARGUMENTS})
    add_executable(${name} ${arg_SOURCES})
    _pilot_common(${name})
    set_target_properties(${name} PROPERTIES RUNTIME_OUTPUT_DIRECTORY "${PROJECT_BINARY_DIR}/tests")
    target_link_libraries(${name} PRIVATE Qt6::Test ${arg_LIBS})
    target_compile_definitions(${name} PRIVATE
        PILOT_SOURCE_DIR="${PROJECT_SOURCE_DIR}" PILOT_BINARY_DIR="${PROJECT_BINARY_DIR}")
    add_test(NAME ${name} COMMAND ${name})
    set(env LANG=C.UTF-8 LC_ALL=C.UTF-8 LANGUAGE=)
    if(arg_GUI)
        list(APPEND env QT_QPA_PLATFORM=offscreen)
        list(APPEND arg_LABELS gui)
    endif()
    set_tests_properties(${name} PROPERTIES ENVIRONMENT "${env}" LABELS "${arg_LABELS}")
    pilot_test_timeout(${name} ${PILOT_TEST_TIMEOUT})
    # The test's own settings come last, so that they win over the defaults above.
    if(arg_ENVIRONMENT)
        set_property(TEST ${name} APPEND PROPERTY ENVIRONMENT ${arg_ENVIRONMENT})
    endif()
endfunction()

# pilot_test_timeout(name seconds)
# How long a QtTest executable may take: ctest's TIMEOUT, and QtTest's own limit per test
# function (QTEST_FUNCTION_TIMEOUT) 20 s under it. A test function that hangs is then ended by
# QtTest, which prints the stack of every thread first (through gdb, where it is installed),
# rather than killed by ctest without a word about where it stood. A build with a longer
# PILOT_TEST_TIMEOUT (the sanitizer presets) raises every shorter limit to its own. A test that
# sets QTEST_FUNCTION_TIMEOUT itself sets it after calling this.
function(pilot_test_timeout name seconds)
    if(PILOT_TEST_TIMEOUT GREATER seconds)
        set(seconds ${PILOT_TEST_TIMEOUT})
    endif()
    math(EXPR function_ms "(${seconds} - 20) * 1000")
    set_tests_properties(${name} PROPERTIES TIMEOUT ${seconds})
    set_property(TEST ${name} APPEND PROPERTY ENVIRONMENT "QTEST_FUNCTION_TIMEOUT=${function_ms}")
endfunction()

# pilot_skip_test(name REASON text [LABELS …])
# A test this build leaves out (e.g. the libtorch tests with PILOT_WITH_TORCH=OFF): ctest still
# lists it, as skipped, and `ctest -V` prints the reason, so a smaller build never passes for a
# complete one.
function(pilot_skip_test name)
    cmake_parse_arguments(PARSE_ARGV 1 arg "" "REASON" "LABELS")
    _pilot_check_args(pilot_skip_test ${arg_UNPARSED_ARGUMENTS})
    if(NOT arg_REASON)
        message(FATAL_ERROR "pilot_skip_test(${name}): REASON is required")
    endif()
    add_test(NAME ${name} COMMAND "${CMAKE_COMMAND}" -E echo "${name} skipped: ${arg_REASON}")
    set_tests_properties(${name} PROPERTIES SKIP_REGULAR_EXPRESSION " skipped: " LABELS "${arg_LABELS}")
endfunction()
