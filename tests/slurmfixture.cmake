# The ctest fixture "slurm": a one-node Slurm cluster on localhost (scripts/slurm-test-env.sh) started before the
# tests that require it and stopped after them, also when they fail. Starting is "soft": when Slurm cannot start
# (no root, no apt, ...) the setup still passes and leaves the reason in the state folder, and the tests skip with
# it. A test includes this file and calls cga_require_slurm(<test>).
include_guard(GLOBAL)

set(CGA_SLURM_STATE_DIR "${PROJECT_BINARY_DIR}/slurm-test-env" CACHE PATH
    "State folder of the test Slurm cluster (config, munge key, spool, logs)")
set(CGA_SLURM_SCRIPT "${PROJECT_SOURCE_DIR}/scripts/slurm-test-env.sh")

add_test(NAME slurm_env_start COMMAND ${CGA_SLURM_SCRIPT} start --soft)
set_tests_properties(slurm_env_start PROPERTIES FIXTURES_SETUP slurm TIMEOUT 900 RESOURCE_LOCK slurm
                     ENVIRONMENT "CGA_SLURM_STATE_DIR=${CGA_SLURM_STATE_DIR}")
add_test(NAME slurm_env_stop COMMAND ${CGA_SLURM_SCRIPT} stop)
set_tests_properties(slurm_env_stop PROPERTIES FIXTURES_CLEANUP slurm TIMEOUT 120 RESOURCE_LOCK slurm
                     ENVIRONMENT "CGA_SLURM_STATE_DIR=${CGA_SLURM_STATE_DIR}")

function(cga_require_slurm test)
    target_compile_definitions(${test} PRIVATE
        CGA_SLURM_STATE_DIR="${CGA_SLURM_STATE_DIR}"
        CGA_STANDIN="${PROJECT_SOURCE_DIR}/tests/fixtures/slurm-standin/standin.sh")
    set_tests_properties(${test} PROPERTIES FIXTURES_REQUIRED slurm RESOURCE_LOCK slurm
                         ENVIRONMENT "QT_QPA_PLATFORM=offscreen;LANG=C.UTF-8;SLURM_CONF=${CGA_SLURM_STATE_DIR}/slurm.conf;CGA_SLURM_STATE_DIR=${CGA_SLURM_STATE_DIR}")
endfunction()
