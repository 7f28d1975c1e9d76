# The GUI's artefacts against `cga generate` from the same preset: the test runs the real cga.
add_dependencies(${name} cga)
target_compile_definitions(${name} PRIVATE CGA_CLI="$<TARGET_FILE:cga>")
