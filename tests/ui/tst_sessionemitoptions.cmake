# Compares the GUI's artefacts with what `cga generate` writes for the same preset.
target_compile_definitions(${name} PRIVATE CGA_CLI="$<TARGET_FILE:cga>")
add_dependencies(${name} cga)
