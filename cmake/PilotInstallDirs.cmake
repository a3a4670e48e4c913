# Where an installation puts things (GNUInstallDirs), and the one private folder of the
# product's shared library and backend plugins inside the architecture's library folder:
# /usr/lib/<multiarch>/migration-pilot on Debian, whatever the prefix (GNUInstallDirs picks the
# multiarch folder only for the prefix /usr, and builds here keep their default prefix).
include_guard(GLOBAL)
include(GNUInstallDirs)
if(CMAKE_LIBRARY_ARCHITECTURE)
    set(PILOT_ARCH_LIBDIR "lib/${CMAKE_LIBRARY_ARCHITECTURE}")
else()
    set(PILOT_ARCH_LIBDIR "${CMAKE_INSTALL_LIBDIR}")
endif()
set(PILOT_INSTALL_LIBDIR "${PILOT_ARCH_LIBDIR}/migration-pilot")
set(PILOT_INSTALL_BACKENDDIR "${PILOT_INSTALL_LIBDIR}/backends")
set(PILOT_INSTALL_DATADIR "${CMAKE_INSTALL_DATADIR}/migration-pilot")
# The programs find their parts relative to themselves (an installation may be moved as a
# whole): the paths from the installed bin folder.
file(RELATIVE_PATH PILOT_LIBDIR_FROM_BIN "${CMAKE_INSTALL_FULL_BINDIR}" "${CMAKE_INSTALL_PREFIX}/${PILOT_INSTALL_LIBDIR}")
file(RELATIVE_PATH PILOT_BACKENDS_FROM_BIN "${CMAKE_INSTALL_FULL_BINDIR}" "${CMAKE_INSTALL_PREFIX}/${PILOT_INSTALL_BACKENDDIR}")
file(RELATIVE_PATH PILOT_DATADIR_FROM_BIN "${CMAKE_INSTALL_FULL_BINDIR}" "${CMAKE_INSTALL_FULL_DATADIR}/migration-pilot")
