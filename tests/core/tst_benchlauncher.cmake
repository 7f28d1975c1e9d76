# BenchLauncher and BenchPlanner find and ask the fakebench fixture as they would cga-bench.
add_dependencies(${name} fakebench)
target_compile_definitions(${name} PRIVATE CGA_FAKEBENCH="$<TARGET_FILE:fakebench>")
