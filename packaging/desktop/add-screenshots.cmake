# Writes the AppStream metainfo with its <screenshots> (screenshots.xml.in) to OUT:
#   cmake -DMETAINFO=… -DURL=https://…/screenshots -DOUT=… -P add-screenshots.cmake
# AppStream takes screenshots only by address (the software centres download them), so the
# images in screenshots/ reach the metainfo only with the https address of the folder they are
# published in. cmake/PilotPackage.cmake runs this when the build is given
# PILOT_SCREENSHOTS_URL; validate.sh runs it to check the result.
foreach(var METAINFO URL OUT)
    if(NOT DEFINED ${var} OR "${${var}}" STREQUAL "")
        message(FATAL_ERROR "add-screenshots.cmake: ${var} is not set")
    endif()
endforeach()
if(NOT URL MATCHES "^https://[^ \t\"<>&]+$")
    message(FATAL_ERROR "add-screenshots.cmake: the screenshots' address must be an https:// address without spaces, quotes or <>&, not \"${URL}\"")
endif()
string(REGEX REPLACE "/+$" "" PILOT_SCREENSHOTS_URL "${URL}")
get_filename_component(here "${CMAKE_CURRENT_LIST_FILE}" DIRECTORY)
file(READ "${here}/screenshots.xml.in" fragment)
string(CONFIGURE "${fragment}" fragment @ONLY)
file(READ "${METAINFO}" metainfo)
string(FIND "${metainfo}" "</component>" end REVERSE)
if(end EQUAL -1)
    message(FATAL_ERROR "add-screenshots.cmake: ${METAINFO} has no </component>")
endif()
string(SUBSTRING "${metainfo}" 0 ${end} head)
string(SUBSTRING "${metainfo}" ${end} -1 tail)
file(WRITE "${OUT}.tmp" "${head}${fragment}${tail}")
file(RENAME "${OUT}.tmp" "${OUT}")
