# cga bench -o / --csv run the fakebench fixture in place of cga-bench ($CGA_BENCH).
add_dependencies(${name} fakebench)
target_compile_definitions(${name} PRIVATE CGA_FAKEBENCH="$<TARGET_FILE:fakebench>")
