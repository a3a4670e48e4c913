# The Debian packages (CPack DEB, `packaging/bootstrap.sh package`): migration-pilot (the app,
# pilotctl, the backend plugins, the demo, desktop integration) and migration-pilot-trainer
# (pilot-trainer alone, for GPU hosts; a PILOT_TRAINER_ONLY build makes only this one).
# Shared-library dependencies are computed by dpkg-shlibdeps, never listed by hand.
include_guard(GLOBAL)

set(PILOT_RELEASE_DATE "2026-12-01" CACHE STRING "Date of this version (manual pages, changelog)")
set(PILOT_PACKAGE_MAINTAINER "Migration Pilot authors <packaging@migrationpilot.org>"
    CACHE STRING "The Maintainer field of the Debian packages: set your team's own")

find_package(Python3 COMPONENTS Interpreter)
set(packagefiles "${PROJECT_SOURCE_DIR}/packaging/packagefiles.py")
set(pilot_package_files "")

# A manual page from a program's --help, installed with its component.
function(pilot_add_manpage target summary component)
    if(NOT TARGET ${target} OR NOT Python3_Interpreter_FOUND)
        return()
    endif()
    set(out "${PROJECT_BINARY_DIR}/packaging/man/${target}.1.gz")
    add_custom_command(OUTPUT "${out}"
        COMMAND "${CMAKE_COMMAND}" -E make_directory "${PROJECT_BINARY_DIR}/packaging/man"
        COMMAND "${Python3_EXECUTABLE}" "${packagefiles}" manpage "$<TARGET_FILE:${target}>" "${target}" "${summary}"
                "${PILOT_RELEASE_DATE}" "${PROJECT_VERSION}" "${out}"
        DEPENDS ${target} "${packagefiles}"
        COMMENT "Manual page of ${target}" VERBATIM)
    install(FILES "${out}" DESTINATION "${CMAKE_INSTALL_MANDIR}/man1" COMPONENT ${component})
    set(pilot_package_files ${pilot_package_files} "${out}" PARENT_SCOPE)
endfunction()

# copyright and changelog.gz in the component's documentation folder, as Debian wants them.
function(pilot_add_package_docs package component)
    set(changelog "${PROJECT_BINARY_DIR}/packaging/${package}/changelog")
    file(WRITE "${changelog}"
         "${package} (${PROJECT_VERSION}) unstable; urgency=medium\n\n"
         "  * Release ${PROJECT_VERSION}: see the project's README and docs/.\n\n"
         " -- ${PILOT_PACKAGE_MAINTAINER}  Tue, 01 Dec 2026 00:00:00 +0000\n")
    set(out "${PROJECT_BINARY_DIR}/packaging/${package}/changelog.gz")
    add_custom_command(OUTPUT "${out}"
        COMMAND "${Python3_EXECUTABLE}" "${packagefiles}" gzip "${changelog}" "${out}"
        DEPENDS "${changelog}" "${packagefiles}" VERBATIM)
    install(FILES "${out}" "${PROJECT_SOURCE_DIR}/packaging/debian/copyright"
            DESTINATION "${CMAKE_INSTALL_DATADIR}/doc/${package}" COMPONENT ${component})
    set(pilot_package_files ${pilot_package_files} "${out}" PARENT_SCOPE)
endfunction()

set(components "")
if(TARGET pilot-trainer)
    list(APPEND components trainer)
    pilot_add_manpage(pilot-trainer "train a job of the Migration Pilot job interface with libtorch" trainer)
    pilot_add_package_docs(migration-pilot-trainer trainer)
endif()
if(TARGET pilotctl)
    list(APPEND components app)
    pilot_add_manpage(pilotctl "Migration Pilot command-line tool" app)
    pilot_add_manpage(migration-pilot "plan, run and document a GPU to Trainium2 migration" app)
    pilot_add_manpage(pilot-opscan "list the operators of a TorchScript model (pilotctl ops-scan)" app)
    pilot_add_package_docs(migration-pilot app)
    set(id org.migrationpilot.MigrationPilot)
    set(desktop "${PROJECT_SOURCE_DIR}/packaging/desktop")
    install(FILES "${desktop}/${id}.desktop" DESTINATION "${CMAKE_INSTALL_DATADIR}/applications" COMPONENT app)
    # The metainfo names its screenshots (packaging/desktop/screenshots/) only when the build is
    # told the https address they are published at: AppStream takes no other kind.
    set(PILOT_SCREENSHOTS_URL "" CACHE STRING "https address of packaging/desktop/screenshots/ as published, for the AppStream metainfo")
    set(metainfo "${desktop}/${id}.metainfo.xml")
    if(PILOT_SCREENSHOTS_URL)
        set(metainfo "${PROJECT_BINARY_DIR}/packaging/${id}.metainfo.xml")
        add_custom_command(OUTPUT "${metainfo}"
            COMMAND "${CMAKE_COMMAND}" -E make_directory "${PROJECT_BINARY_DIR}/packaging"
            COMMAND "${CMAKE_COMMAND}" "-DMETAINFO=${desktop}/${id}.metainfo.xml" "-DURL=${PILOT_SCREENSHOTS_URL}"
                    "-DOUT=${metainfo}" -P "${desktop}/add-screenshots.cmake"
            DEPENDS "${desktop}/${id}.metainfo.xml" "${desktop}/screenshots.xml.in" "${desktop}/add-screenshots.cmake" VERBATIM)
        list(APPEND pilot_package_files "${metainfo}")
    endif()
    install(FILES "${metainfo}" DESTINATION "${CMAKE_INSTALL_DATADIR}/metainfo" COMPONENT app)
    install(FILES "${desktop}/${id}.xml" DESTINATION "${CMAKE_INSTALL_DATADIR}/mime/packages" COMPONENT app)
    install(FILES "${desktop}/${id}.svg" DESTINATION "${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps" COMPONENT app)
    foreach(size 16 24 32 48 64 128 256)
        install(FILES "${desktop}/icons/${size}x${size}/${id}.png" DESTINATION "${CMAKE_INSTALL_DATADIR}/icons/hicolor/${size}x${size}/apps"
                COMPONENT app)
    endforeach()
    # The demo project, copied to the user's documents by File → Open Demo Project. The scripts
    # that made it stay in the source tree.
    install(DIRECTORY "${PROJECT_SOURCE_DIR}/resources/demo/" DESTINATION "${PILOT_INSTALL_DATADIR}/demo" COMPONENT app
            PATTERN "make_demo_*" EXCLUDE)
endif()
if(pilot_package_files)
    add_custom_target(pilot_package_files ALL DEPENDS ${pilot_package_files})
endif()

set(CPACK_PACKAGE_NAME migration-pilot)
set(CPACK_PACKAGE_VENDOR "Migration Pilot authors")
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_PACKAGE_CONTACT "${PILOT_PACKAGE_MAINTAINER}")
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEB_COMPONENT_INSTALL ON)
set(CPACK_COMPONENTS_ALL ${components})
set(CPACK_INSTALL_DEFAULT_DIRECTORY_PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE WORLD_READ
                                                WORLD_EXECUTE)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${PILOT_PACKAGE_MAINTAINER}")
set(CPACK_DEBIAN_PACKAGE_SECTION science)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# libpilot_core, private to the package: dpkg-shlibdeps finds it in the build tree.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS_PRIVATE_DIRS "${PROJECT_BINARY_DIR}/lib")
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)

set(CPACK_DEBIAN_APP_PACKAGE_NAME migration-pilot)
set(CPACK_DEBIAN_APP_PACKAGE_SECTION science)
set(CPACK_COMPONENT_APP_DESCRIPTION
    "decide and prove a move of LLM fine-tuning from GPUs to AWS Trainium2
Migration Pilot helps ML platform teams decide whether to move fine-tuning of
Llama-like models from GPUs to AWS Trainium2, and to prove it with real runs:
a decision matrix with a reason and evidence per row, a GPU reference run and a
Trainium2 pilot run of the same job (locally, over SSH or on Slurm), loss
curves with tolerance bands, checkpoint acceptance, failure classes, cost per
accepted training state, and a decision record in German or English.
.
This package holds the desktop application, the pilotctl command-line tool,
the backend plugins (libtorch and neuron) and a demo project.")
if(TARGET pilot-trainer)
    # The libtorch backend starts pilot-trainer; the neuron backend's job runs on the project's
    # Python (on a CPU with Debian's PyTorch).
    set(CPACK_DEBIAN_APP_PACKAGE_DEPENDS "migration-pilot-trainer (= ${PROJECT_VERSION})")
endif()
set(CPACK_DEBIAN_APP_PACKAGE_RECOMMENDS "python3, python3-torch")
set(CPACK_DEBIAN_APP_PACKAGE_SUGGESTS "openssh-client, slurm-client")

set(CPACK_DEBIAN_TRAINER_PACKAGE_NAME migration-pilot-trainer)
set(CPACK_DEBIAN_TRAINER_PACKAGE_SECTION science)
set(CPACK_COMPONENT_TRAINER_DESCRIPTION
    "libtorch trainer of the Migration Pilot job interface
pilot-trainer trains a job of the Migration Pilot job interface (Llama-like
models, full fine-tuning or LoRA) with libtorch, writes metrics.jsonl and
checkpoints that resume bit for bit, and runs data-parallel over several
processes. It is the reference trainer the migration-pilot application
starts; GPU hosts install it alone.")

include(CPack)
