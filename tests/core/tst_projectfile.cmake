target_compile_definitions(${name} PRIVATE CGA_SAVELOOP="$<TARGET_FILE:cga_saveloop>")
add_dependencies(${name} cga_saveloop)
