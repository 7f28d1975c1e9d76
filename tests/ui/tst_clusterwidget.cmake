# The cluster page against the real one-node Slurm cluster of the "slurm" fixture (the Slurm-free parts run anyway).
include(${CMAKE_CURRENT_LIST_DIR}/../slurmfixture.cmake)
cga_require_slurm(${name})
set_tests_properties(${name} PROPERTIES TIMEOUT 900)
