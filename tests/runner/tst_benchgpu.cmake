# The real cga-bench through BenchRunner: its plan and errors everywhere, a measurement where a GPU exists.
if(TARGET cga-bench)
    add_dependencies(${name} cga-bench)
    target_compile_definitions(${name} PRIVATE CGA_BENCH_EXE="$<TARGET_FILE:cga-bench>")
endif()
