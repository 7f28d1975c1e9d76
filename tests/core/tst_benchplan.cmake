# The GPU-free part of cga-bench: workload expansion, kernel counts per scope, modes, statistics, options, JSON.
target_link_libraries(${name} PRIVATE cga_bench_plan)
