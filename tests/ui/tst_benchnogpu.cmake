# The benchmark page drives the fakebench fixture (tests/fixtures/fakebench) through every way a GPU run can end.
add_dependencies(${name} fakebench)
target_compile_definitions(${name} PRIVATE CGA_FAKEBENCH="$<TARGET_FILE:fakebench>")
