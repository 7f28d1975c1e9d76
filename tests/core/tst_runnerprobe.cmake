# RunnerProbe asks the fakebench fixture as it would cga-bench, and the Python runners with stand-in packages.
add_dependencies(${name} fakebench)
target_compile_definitions(${name} PRIVATE CGA_FAKEBENCH="$<TARGET_FILE:fakebench>")
