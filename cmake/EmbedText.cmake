# Writes the text of IN into OUT as a C++ raw string constant named NAME:
#   cmake -DIN=a.ptx -DOUT=a.h -DNAME=APtx -P EmbedText.cmake
file(READ "${IN}" Content)
file(WRITE "${OUT}" "// Generated from ${IN} by cmake/EmbedText.cmake.\n#pragma once\n"
                    "static const char ${NAME}[] = R\"embedded(${Content})embedded\";\n")
