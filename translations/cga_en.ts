<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en_US">
<context>
    <name>cga::AtomicWrite</name>
    <message>
        <source>%1: cannot create the folder %2.</source>
        <translation>%1: cannot create the folder %2.</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>%1 cannot be written: %2</translation>
    </message>
    <message>
        <source>%1 could not be written completely: %2</source>
        <translation>%1 could not be written completely: %2</translation>
    </message>
    <message>
        <source>%1 could not be saved: %2 (the previous file is unchanged)</source>
        <translation>%1 could not be saved: %2 (the previous file is unchanged)</translation>
    </message>
</context>
<context>
    <name>cga::BenchConfirmDialog</name>
    <message>
        <source>Run the benchmark?</source>
        <translation>Run the benchmark?</translation>
    </message>
    <message>
        <source>This starts the following command as a separate process. It uses the GPU exclusively for up to %1 s; other work on the same GPU disturbs the measurement.</source>
        <translation>This starts the following command as a separate process. It uses the GPU exclusively for up to %1 s; other work on the same GPU disturbs the measurement.</translation>
    </message>
    <message>
        <source>GPU %1: %2, %3 GiB</source>
        <translation>GPU %1: %2, %3 GiB</translation>
    </message>
    <message>
        <source>Expected device memory: %1 GiB</source>
        <translation>Expected device memory: %1 GiB</translation>
    </message>
    <message>
        <source>The workload is expected to need more memory than the GPU has; it will probably stop with an out-of-memory error. Reduce the layers, the sequence or the micro-batch.</source>
        <translation>The workload is expected to need more memory than the GPU has; it will probably stop with an out-of-memory error. Reduce the layers, the sequence or the micro-batch.</translation>
    </message>
    <message>
        <source>%1: %2 kernels per step, %3 graph launches</source>
        <translation>%1: %2 kernels per step, %3 graph launches</translation>
    </message>
    <message>
        <source>Run on the GPU</source>
        <translation>Run on the GPU</translation>
    </message>
    <message>
        <source>Copy command</source>
        <translation>Copy command</translation>
    </message>
    <message>
        <source>No GPU for this runner</source>
        <translation>No GPU for this runner</translation>
    </message>
    <message>
        <source>The runner finds no GPU it can use on this machine, so a benchmark cannot run here.</source>
        <translation>The runner finds no GPU it can use on this machine, so a benchmark cannot run here.</translation>
    </message>
    <message>
        <source>You can open a result recorded on a GPU machine, copy the command below and run it on a machine with a GPU (then open its result here), or choose another runner.</source>
        <translation>You can open a result recorded on a GPU machine, copy the command below and run it on a machine with a GPU (then open its result here), or choose another runner.</translation>
    </message>
    <message>
        <source>What the runner said: %1</source>
        <translation>What the runner said: %1</translation>
    </message>
    <message>
        <source>Run anyway</source>
        <translation>Run anyway</translation>
    </message>
    <message>
        <source>Copy the command for a GPU machine</source>
        <translation>Copy the command for a GPU machine</translation>
    </message>
    <message>
        <source>Open a recorded result...</source>
        <translation>Open a recorded result...</translation>
    </message>
    <message>
        <source>Choose another runner</source>
        <translation>Choose another runner</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Note: %1</translation>
    </message>
</context>
<context>
    <name>cga::BenchLauncher</name>
    <message>
        <source>No temporary folder for the benchmark files: %1</source>
        <translation>No temporary folder for the benchmark files: %1</translation>
    </message>
    <message>
        <source>cga-bench was not found (looked at $CGA_BENCH, next to the application and on PATH). It is built where the CUDA Toolkit is installed; the PyTorch runner needs only PyTorch.</source>
        <translation>cga-bench was not found (looked at $CGA_BENCH, next to the application and on PATH). It is built where the CUDA Toolkit is installed; the PyTorch runner needs only PyTorch.</translation>
    </message>
    <message>
        <source>The framework overhead setting applies to the native runner only.</source>
        <translation>The framework overhead setting applies to the native runner only.</translation>
    </message>
    <message>
        <source>Calibration applies to the native runner only.</source>
        <translation>Calibration applies to the native runner only.</translation>
    </message>
    <message>
        <source>The workload cannot be measured: %1</source>
        <translation>The workload cannot be measured: %1</translation>
    </message>
    <message>
        <source>Cannot write the workload to %1: %2</source>
        <translation>Cannot write the workload to %1: %2</translation>
    </message>
    <message>
        <source>Native (cga-bench, CUDA and cuBLAS)</source>
        <translation>Native (cga-bench, CUDA and cuBLAS)</translation>
    </message>
    <message>
        <source>PyTorch (cga_torch_runner.py)</source>
        <translation>PyTorch (cga_torch_runner.py)</translation>
    </message>
    <message>
        <source>Megatron-Core (cga_mcore_runner.py)</source>
        <translation>Megatron-Core (cga_mcore_runner.py)</translation>
    </message>
    <message>
        <source>Cannot write the runner script %1.</source>
        <translation>Cannot write the runner script %1.</translation>
    </message>
    <message>
        <source>The Python '%1' was not found; choose a Python that has PyTorch (--python, the Benchmark page's Python setting, or CGA_PYTHON).</source>
        <translation>The Python '%1' was not found; choose a Python that has PyTorch (--python, the Benchmark page's Python setting, or CGA_PYTHON).</translation>
    </message>
    <message>
        <source>The Megatron-Core folder %1 does not exist; give the folder that holds megatron/ (a Megatron-LM checkout).</source>
        <translation>The Megatron-Core folder %1 does not exist; give the folder that holds megatron/ (a Megatron-LM checkout).</translation>
    </message>
    <message>
        <source>The Megatron-Core folder applies to the Megatron-Core runner only.</source>
        <translation>The Megatron-Core folder applies to the Megatron-Core runner only.</translation>
    </message>
    <message>
        <source>Unknown runner '%1': use native, torch or mcore.</source>
        <translation>Unknown runner '%1': use native, torch or mcore.</translation>
    </message>
    <message>
        <source>The Python and Megatron-Core settings apply to the Python runners only.</source>
        <translation>The Python and Megatron-Core settings apply to the Python runners only.</translation>
    </message>
</context>
<context>
    <name>cga::BenchPlanner</name>
    <message>
        <source>The runner did not answer.</source>
        <translation>The runner did not answer.</translation>
    </message>
</context>
<context>
    <name>cga::BenchProtocolReader</name>
    <message>
        <source>A line of the runner's output was longer than %1 MiB and was skipped.</source>
        <translation>A line of the runner's output was longer than %1 MiB and was skipped.</translation>
    </message>
    <message>
        <source>The runner's output ends in the middle of a line (%1 bytes were cut off).</source>
        <translation>The runner's output ends in the middle of a line (%1 bytes were cut off).</translation>
    </message>
    <message>
        <source>Ignored a line that is not part of the protocol: %1</source>
        <translation>Ignored a line that is not part of the protocol: %1</translation>
    </message>
    <message>
        <source>More lines that are not part of the protocol were ignored.</source>
        <translation>More lines that are not part of the protocol were ignored.</translation>
    </message>
    <message>
        <source>The runner speaks protocol version %1; this version of cga reads version %2 and ignores what it does not know.</source>
        <translation>The runner speaks protocol version %1; this version of cga reads version %2 and ignores what it does not know.</translation>
    </message>
    <message>
        <source>The runner's start event names no protocol version; reading it as version %1.</source>
        <translation>The runner's start event names no protocol version; reading it as version %1.</translation>
    </message>
    <message>
        <source>Ignored a sample without a mode or with an unknown phase "%1".</source>
        <translation>Ignored a sample without a mode or with an unknown phase "%1".</translation>
    </message>
    <message>
        <source>Ignored a sample of %1 without a valid wall time.</source>
        <translation>Ignored a sample of %1 without a valid wall time.</translation>
    </message>
    <message>
        <source>none: Megatron-Core itself was measured</source>
        <translation>none: Megatron-Core itself was measured</translation>
    </message>
</context>
<context>
    <name>cga::BenchRunner</name>
    <message>
        <source>The benchmark finished.</source>
        <translation>The benchmark finished.</translation>
    </message>
    <message>
        <source>The runner stopped on an unexpected CUDA error.</source>
        <translation>The runner stopped on an unexpected CUDA error.</translation>
    </message>
    <message>
        <source>The runner rejected the workload or its arguments.</source>
        <translation>The runner rejected the workload or its arguments.</translation>
    </message>
    <message>
        <source>No CUDA device was found (or the driver is missing).</source>
        <translation>No CUDA device was found (or the driver is missing).</translation>
    </message>
    <message>
        <source>The GPU ran out of memory.</source>
        <translation>The GPU ran out of memory.</translation>
    </message>
    <message>
        <source>No graph mode could be captured; only eager was measured.</source>
        <translation>No graph mode could be captured; only eager was measured.</translation>
    </message>
    <message>
        <source>The benchmark was interrupted; the result holds what was measured.</source>
        <translation>The benchmark was interrupted; the result holds what was measured.</translation>
    </message>
    <message>
        <source>The runner exited with code %1.</source>
        <translation>The runner exited with code %1.</translation>
    </message>
    <message>
        <source>Could not start %1: %2</source>
        <translation>Could not start %1: %2</translation>
    </message>
    <message>
        <source>
Last output on stderr:
%1</source>
        <translation>
Last output on stderr:
%1</translation>
    </message>
    <message>
        <source>The runner wrote nothing for %1 s and was stopped.</source>
        <translation>The runner wrote nothing for %1 s and was stopped.</translation>
    </message>
    <message>
        <source>The benchmark was cancelled; the runner had to be killed.</source>
        <translation>The benchmark was cancelled; the runner had to be killed.</translation>
    </message>
    <message>
        <source>The runner crashed.</source>
        <translation>The runner crashed.</translation>
    </message>
    <message numerus="yes">
        <source>The program's output is not the benchmark protocol (%n line(s) not understood).</source>
        <translation>
            <numerusform>The program's output is not the benchmark protocol (%n line not understood).</numerusform>
            <numerusform>The program's output is not the benchmark protocol (%n lines not understood).</numerusform>
        </translation>
    </message>
    <message>
        <source>The runner exited without its summary; the output is incomplete.</source>
        <translation>The runner exited without its summary; the output is incomplete.</translation>
    </message>
    <message>
        <source>The runner is missing a dependency (PyTorch; for the Megatron-Core runner also Megatron-Core).</source>
        <translation>The runner is missing a dependency (PyTorch; for the Megatron-Core runner also Megatron-Core).</translation>
    </message>
</context>
<context>
    <name>cga::BenchmarkPanel</name>
    <message>
        <source>Choose the modes and press Run. Nothing runs on the GPU before you confirm.</source>
        <translation>Choose the modes and press Run. Nothing runs on the GPU before you confirm.</translation>
    </message>
    <message>
        <source>Asking the runner what it will run...</source>
        <translation>Asking the runner what it will run...</translation>
    </message>
    <message>
        <source>The runner rejected the workload: %1</source>
        <translation>The runner rejected the workload: %1</translation>
    </message>
    <message>
        <source>Not run.</source>
        <translation>Not run.</translation>
    </message>
    <message>
        <source>Started: %1</source>
        <translation>Started: %1</translation>
    </message>
    <message>
        <source>%1, %2: %3 ms</source>
        <translation>%1, %2: %3 ms</translation>
    </message>
    <message>
        <source>%p% (%1), about %2 s left</source>
        <translation>%p% (%1), about %2 s left</translation>
    </message>
    <message>
        <source>Measuring %1...</source>
        <translation>Measuring %1...</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>Warning: %1</translation>
    </message>
    <message>
        <source>%p%</source>
        <translation>%p%</translation>
    </message>
    <message>
        <source>Starting the runner...</source>
        <translation>Starting the runner...</translation>
    </message>
    <message>
        <source>this GPU</source>
        <translation>this GPU</translation>
    </message>
    <message>
        <source>Done.</source>
        <translation>Done.</translation>
    </message>
    <message>
        <source>%1: %2x against eager (95% interval %3-%4): %5.</source>
        <translation>%1: %2x against eager (95% interval %3-%4): %5.</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Cancelled.</translation>
    </message>
    <message>
        <source>The benchmark failed: %1</source>
        <translation>The benchmark failed: %1</translation>
    </message>
    <message>
        <source>Runner output (stderr): %1</source>
        <translation>Runner output (stderr): %1</translation>
    </message>
    <message numerus="yes">
        <source>%n sample(s) measured before it stopped are kept.</source>
        <translation>
            <numerusform>%n sample measured before it stopped are kept.</numerusform>
            <numerusform>%n samples measured before it stopped are kept.</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Saved to %1</translation>
    </message>
    <message>
        <source>Could not save the result: %1</source>
        <translation>Could not save the result: %1</translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>Cannot create the folder %1.</translation>
    </message>
    <message>
        <source>Cancelling: the runner writes what it has measured...</source>
        <translation>Cancelling: the runner writes what it has measured...</translation>
    </message>
    <message>
        <source>Run benchmark...</source>
        <translation>Run benchmark...</translation>
    </message>
    <message>
        <source>Asks the runner for its plan and shows the exact command before anything runs.</source>
        <translation>Asks the runner for its plan and shows the exact command before anything runs.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>The runner's phases (capture, instantiate, first replay) appear here.</source>
        <translation>The runner's phases (capture, instantiate, first replay) appear here.</translation>
    </message>
    <message>
        <source>Reduce the layers, the sequence length or the micro-batch, or free the GPU.</source>
        <translation>Reduce the layers, the sequence length or the micro-batch, or free the GPU.</translation>
    </message>
    <message>
        <source>Not run: no GPU here. Open a result recorded on a GPU machine.</source>
        <translation>Not run: no GPU here. Open a result recorded on a GPU machine.</translation>
    </message>
    <message>
        <source>Not run: no GPU for this runner. Choose another one; the list below says why a runner cannot run here.</source>
        <translation>Not run: no GPU for this runner. Choose another one; the list below says why a runner cannot run here.</translation>
    </message>
    <message>
        <source>The benchmark did not run: %1</source>
        <translation>The benchmark did not run: %1</translation>
    </message>
    <message>
        <source>Open a result recorded on a GPU machine (File &gt; Open results), copy the command for a GPU machine (Run benchmark shows it), or choose another runner.</source>
        <translation>Open a result recorded on a GPU machine (File &gt; Open results), copy the command for a GPU machine (Run benchmark shows it), or choose another runner.</translation>
    </message>
    <message>
        <source>Runner: %1</source>
        <translation>Runner: %1</translation>
    </message>
    <message>
        <source>%1: no CUDA graph was made in this mode, so it ran the eager step (%2x against eager, %3).</source>
        <translation>%1: no CUDA graph was made in this mode, so it ran the eager step (%2x against eager, %3).</translation>
    </message>
</context>
<context>
    <name>cga::BenchmarkResult</name>
    <message>
        <source>first call</source>
        <translation>first call</translation>
    </message>
    <message>
        <source>warmup</source>
        <translation>warmup</translation>
    </message>
    <message>
        <source>capture</source>
        <translation>capture</translation>
    </message>
    <message>
        <source>instantiate</source>
        <translation>instantiate</translation>
    </message>
    <message>
        <source>upload</source>
        <translation>upload</translation>
    </message>
    <message>
        <source>first replay</source>
        <translation>first replay</translation>
    </message>
    <message>
        <source>steady state</source>
        <translation>steady state</translation>
    </message>
    <message>
        <source>not a benchmark result (the "schema" field is missing or wrong).</source>
        <translation>not a benchmark result (the "schema" field is missing or wrong).</translation>
    </message>
    <message>
        <source>unsupported result version %1 (this build reads up to %2).</source>
        <translation>unsupported result version %1 (this build reads up to %2).</translation>
    </message>
    <message>
        <source>a mode without a name.</source>
        <translation>a mode without a name.</translation>
    </message>
    <message>
        <source>a sample with an unknown phase or no mode.</source>
        <translation>a sample with an unknown phase or no mode.</translation>
    </message>
</context>
<context>
    <name>cga::BenchmarkSetupForm</name>
    <message>
        <source>Workload from the configuration</source>
        <translation>Workload from the configuration</translation>
    </message>
    <message>
        <source>Measurement</source>
        <translation>Measurement</translation>
    </message>
    <message>
        <source>%1 layers, hidden %2, FFN %3, %4 heads, sequence %5 per GPU, micro-batch %6, %7</source>
        <translation>%1 layers, hidden %2, FFN %3, %4 heads, sequence %5 per GPU, micro-batch %6, %7</translation>
    </message>
    <message>
        <source>tensor parallel %1</source>
        <translation>tensor parallel %1</translation>
    </message>
    <message>
        <source>%1 experts, top-%2, expert parallel %3, %4</source>
        <translation>%1 experts, top-%2, expert parallel %3, %4</translation>
    </message>
    <message>
        <source>dropless</source>
        <translation>dropless</translation>
    </message>
    <message>
        <source>capacity factor %1</source>
        <translation>capacity factor %1</translation>
    </message>
    <message>
        <source>Assumed: %1</source>
        <translation>Assumed: %1</translation>
    </message>
    <message>
        <source>Eager is always measured: it is the baseline of every speedup.</source>
        <translation>Eager is always measured: it is the baseline of every speedup.</translation>
    </message>
    <message>
        <source>Modes</source>
        <translation>Modes</translation>
    </message>
    <message>
        <source>Microbatches per step</source>
        <translation>Microbatches per step</translation>
    </message>
    <message>
        <source>Runner</source>
        <translation>Runner</translation>
    </message>
    <message>
        <source>Framework overhead</source>
        <translation>Framework overhead</translation>
    </message>
    <message>
        <source>CUDA device</source>
        <translation>CUDA device</translation>
    </message>
    <message>
        <source>Time limit</source>
        <translation>Time limit</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Graphs pay off per launch: more microbatches per step means more launches saved (the data-parallel size is not known here).</source>
        <translation>Graphs pay off per launch: more microbatches per step means more launches saved (the data-parallel size is not known here).</translation>
    </message>
    <message>
        <source>Runner default</source>
        <translation>Runner default</translation>
    </message>
    <message>
        <source>raw: no framework cost (lower bound)</source>
        <translation>raw: no framework cost (lower bound)</translation>
    </message>
    <message>
        <source>pytorch: eager PyTorch per-op cost</source>
        <translation>pytorch: eager PyTorch per-op cost</translation>
    </message>
    <message>
        <source>megatron-te: Megatron with Transformer Engine</source>
        <translation>megatron-te: Megatron with Transformer Engine</translation>
    </message>
    <message>
        <source>megatron-local: Megatron-Core's local layers (no Transformer Engine)</source>
        <translation>megatron-local: Megatron-Core's local layers (no Transformer Engine)</translation>
    </message>
    <message>
        <source>The host time a framework adds per operation. Graphs remove it; a raw CUDA loop understates what they save in Megatron.</source>
        <translation>The host time a framework adds per operation. Graphs remove it; a raw CUDA loop understates what they save in Megatron.</translation>
    </message>
    <message>
        <source>Checking whether it can run here...</source>
        <translation>Checking whether it can run here...</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Python</source>
        <translation>Python</translation>
    </message>
    <message>
        <source>Megatron-Core folder</source>
        <translation>Megatron-Core folder</translation>
    </message>
    <message>
        <source>CGA_PYTHON, else python3</source>
        <translation>CGA_PYTHON, else python3</translation>
    </message>
    <message>
        <source>The Python of the PyTorch and Megatron-Core runners (a path or a name on PATH).</source>
        <translation>The Python of the PyTorch and Megatron-Core runners (a path or a name on PATH).</translation>
    </message>
    <message>
        <source>from PYTHONPATH</source>
        <translation>from PYTHONPATH</translation>
    </message>
    <message>
        <source>The folder that holds megatron/ (a Megatron-LM checkout), for the Megatron-Core runner and Megatron's own check of the configuration.</source>
        <translation>The folder that holds megatron/ (a Megatron-LM checkout), for the Megatron-Core runner and Megatron's own check of the configuration.</translation>
    </message>
    <message>
        <source>%1 is a training log, not a benchmark result.</source>
        <translation>%1 is a training log, not a benchmark result.</translation>
    </message>
    <message>
        <source>%1 cannot calibrate: %2</source>
        <translation>%1 cannot calibrate: %2</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 on %2</translation>
    </message>
    <message>
        <source>an unnamed GPU</source>
        <translation>an unnamed GPU</translation>
    </message>
    <message>
        <source>The prediction is not calibrated.</source>
        <translation>The prediction is not calibrated.</translation>
    </message>
    <message>
        <source>Fitted on %1: eager %2 ms, full-iteration replay %3 ms</source>
        <translation>Fitted on %1: eager %2 ms, full-iteration replay %3 ms</translation>
    </message>
    <message>
        <source>%1 launches per eager step</source>
        <translation>%1 launches per eager step</translation>
    </message>
    <message>
        <source>That run did not count its launches; cga-bench's own launches per step stand in for them.</source>
        <translation>That run did not count its launches; cga-bench's own launches per step stand in for them.</translation>
    </message>
    <message>
        <source>Per-layer graphs: %1 ms with %2 graph replays per step.</source>
        <translation>Per-layer graphs: %1 ms with %2 graph replays per step.</translation>
    </message>
    <message>
        <source>Calibration applies to the native runner only; the Python runners measure the real stack.</source>
        <translation>Calibration applies to the native runner only; the Python runners measure the real stack.</translation>
    </message>
    <message>
        <source>Calibrate on a measured run</source>
        <translation>Calibrate on a measured run</translation>
    </message>
    <message>
        <source>Benchmark results (*.jsonl *.json);;All files (*)</source>
        <translation>Benchmark results (*.jsonl *.json);;All files (*)</translation>
    </message>
    <message>
        <source>Calibrate on</source>
        <translation>Calibrate on</translation>
    </message>
    <message>
        <source>a result of the Megatron-Core or PyTorch runner (optional)</source>
        <translation>a result of the Megatron-Core or PyTorch runner (optional)</translation>
    </message>
    <message>
        <source>A run of your real stack on this GPU: its measured eager and full-iteration steps fit the native runner's host cost and GPU time, so its predictions for other shapes start from what Megatron did.</source>
        <translation>A run of your real stack on this GPU: its measured eager and full-iteration steps fit the native runner's host cost and GPU time, so its predictions for other shapes start from what Megatron did.</translation>
    </message>
    <message>
        <source>Choose a result file...</source>
        <translation>Choose a result file...</translation>
    </message>
</context>
<context>
    <name>cga::BreakdownChart</name>
    <message>
        <source>%1: host %2 ms, GPU %3 ms, %4 launches per step</source>
        <translation>%1: host %2 ms, GPU %3 ms, %4 launches per step</translation>
    </message>
    <message>
        <source>These results carry no host or GPU times (training logs only have the step time).</source>
        <translation>These results carry no host or GPU times (training logs only have the step time).</translation>
    </message>
    <message>
        <source>host enqueue (median)</source>
        <translation>host enqueue (median)</translation>
    </message>
    <message>
        <source>GPU span (median)</source>
        <translation>GPU span (median)</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Mode</translation>
    </message>
    <message>
        <source>Time per step [ms]</source>
        <translation>Time per step [ms]</translation>
    </message>
    <message>
        <source>Launches and host time</source>
        <translation>Launches and host time</translation>
    </message>
    <message>
        <source>Launches per step</source>
        <translation>Launches per step</translation>
    </message>
    <message>
        <source>launches per step (kernels + graphs)</source>
        <translation>launches per step (kernels + graphs)</translation>
    </message>
</context>
<context>
    <name>cga::CalibrationInput</name>
    <message>
        <source>This result was measured by cga-bench itself; calibrate on a run of the Megatron-Core or the PyTorch runner.</source>
        <translation>This result was measured by cga-bench itself; calibrate on a run of the Megatron-Core or the PyTorch runner.</translation>
    </message>
    <message>
        <source>The result needs steady eager and full_iteration steps to calibrate on (it has: %1).</source>
        <translation>The result needs steady eager and full_iteration steps to calibrate on (it has: %1).</translation>
    </message>
    <message>
        <source>The measured eager step (%1 ms) is not slower than the full-iteration replay (%2 ms): there is no host cost to fit.</source>
        <translation>The measured eager step (%1 ms) is not slower than the full-iteration replay (%2 ms): there is no host cost to fit.</translation>
    </message>
</context>
<context>
    <name>cga::ChartPageWriter</name>
    <message>
        <source>%1 - %2</source>
        <translation>%1 - %2</translation>
    </message>
    <message>
        <source>%1 cannot be written: the folder %2 does not exist.</source>
        <translation>%1 cannot be written: the folder %2 does not exist.</translation>
    </message>
    <message>
        <source>%1: the PNG could not be written.</source>
        <translation>%1: the PNG could not be written.</translation>
    </message>
    <message>
        <source>CUDA graph benchmark report</source>
        <translation>CUDA graph benchmark report</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Summary</translation>
    </message>
    <message>
        <source>Unknown chart format %1.</source>
        <translation>Unknown chart format %1.</translation>
    </message>
</context>
<context>
    <name>cga::ChartWidget</name>
    <message>
        <source>%1 (*.%2)</source>
        <translation>%1 (*.%2)</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Cannot export</translation>
    </message>
    <message>
        <source>Copy the chart as an image</source>
        <translation>Copy the chart as an image</translation>
    </message>
    <message>
        <source>Export %1</source>
        <translation>Export %1</translation>
    </message>
    <message>
        <source>Export this chart as %1...</source>
        <translation>Export this chart as %1...</translation>
    </message>
    <message>
        <source>Reset zoom</source>
        <translation>Reset zoom</translation>
    </message>
</context>
<context>
    <name>cga::CheckCoverage</name>
    <message>
        <source>Nothing to check: %1 holds no configuration (no field, no environment variable was read).</source>
        <translation>Nothing to check: %1 holds no configuration (no field, no environment variable was read).</translation>
    </message>
    <message>
        <source>CUDA graphs are off in this configuration (model.cuda_graph_impl is none or not set, and no legacy enable_cuda_graph / external_cuda_graph, optimizer, vision or inference graph is set): the CUDA-graph rules had nothing to check. What is listed above concerns the rest of the configuration.</source>
        <translation>CUDA graphs are off in this configuration (model.cuda_graph_impl is none or not set, and no legacy enable_cuda_graph / external_cuda_graph, optimizer, vision or inference graph is set): the CUDA-graph rules had nothing to check. What is listed above concerns the rest of the configuration.</translation>
    </message>
    <message>
        <source>Nothing to check: no configuration was read</source>
        <translation>Nothing to check: no configuration was read</translation>
    </message>
    <message>
        <source>CUDA graphs are off: nothing to check</source>
        <translation>CUDA graphs are off: nothing to check</translation>
    </message>
    <message>
        <source>Valid: no errors or warnings</source>
        <translation>Valid: no errors or warnings</translation>
    </message>
</context>
<context>
    <name>cga::ClusterCollector</name>
    <message>
        <source>The %1 step's log %2 does not exist (is the log folder on a file system this machine shares with the cluster?).</source>
        <translation>The %1 step's log %2 does not exist (is the log folder on a file system this machine shares with the cluster?).</translation>
    </message>
    <message>
        <source>Reading %1</source>
        <translation>Reading %1</translation>
    </message>
    <message>
        <source>Diagnosing %1</source>
        <translation>Diagnosing %1</translation>
    </message>
</context>
<context>
    <name>cga::ClusterConfirmDialog</name>
    <message>
        <source>Submit the A/B job to Slurm?</source>
        <translation>Submit the A/B job to Slurm?</translation>
    </message>
    <message>
        <source>The job runs the eager baseline and the graph variant as two steps, with the same shapes and seed, and writes one log per step. Check the resources and the script before submitting.</source>
        <translation>The job runs the eager baseline and the graph variant as two steps, with the same shapes and seed, and writes one log per step. Check the resources and the script before submitting.</translation>
    </message>
    <message>
        <source>Resources requested:</source>
        <translation>Resources requested:</translation>
    </message>
    <message>
        <source>Command: %1</source>
        <translation>Command: %1</translation>
    </message>
    <message>
        <source>Batch script (%1):</source>
        <translation>Batch script (%1):</translation>
    </message>
    <message>
        <source>&amp;Submit</source>
        <translation>&amp;Submit</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Cancel</translation>
    </message>
</context>
<context>
    <name>cga::ClusterJob</name>
    <message>
        <source>a job entry has no valid job_id</source>
        <translation>a job entry has no valid job_id</translation>
    </message>
    <message>
        <source>job %1 has no log_dir</source>
        <translation>job %1 has no log_dir</translation>
    </message>
    <message>
        <source>job %1 has no params or steps</source>
        <translation>job %1 has no params or steps</translation>
    </message>
</context>
<context>
    <name>cga::ClusterJobModel</name>
    <message>
        <source>Reason: %1</source>
        <translation>Reason: %1</translation>
    </message>
    <message>
        <source>%1 (last poll failed)</source>
        <translation>%1 (last poll failed)</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>Job</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>State</source>
        <translation>State</translation>
    </message>
    <message>
        <source>Eager step</source>
        <translation>Eager step</translation>
    </message>
    <message>
        <source>Graph step</source>
        <translation>Graph step</translation>
    </message>
    <message>
        <source>Elapsed</source>
        <translation>Elapsed</translation>
    </message>
    <message>
        <source>Submitted</source>
        <translation>Submitted</translation>
    </message>
    <message>
        <source>Logs</source>
        <translation>Logs</translation>
    </message>
</context>
<context>
    <name>cga::ClusterJobMonitor</name>
    <message>
        <source>Job %1 ended: %2</source>
        <translation>Job %1 ended: %2</translation>
    </message>
    <message>
        <source>(exit code %1)</source>
        <translation>(exit code %1)</translation>
    </message>
    <message>
        <source>steps not completed: %1</source>
        <translation>steps not completed: %1</translation>
    </message>
    <message>
        <source>Cancellation of job %1 requested.</source>
        <translation>Cancellation of job %1 requested.</translation>
    </message>
</context>
<context>
    <name>cga::ClusterJobStore</name>
    <message>
        <source>Cannot read the job list %1: %2</source>
        <translation>Cannot read the job list %1: %2</translation>
    </message>
    <message>
        <source>The job list %1 is damaged at byte %2 (%3); it will be set aside when a job is added.</source>
        <translation>The job list %1 is damaged at byte %2 (%3); it will be set aside when a job is added.</translation>
    </message>
    <message>
        <source>The job list %1 has no "jobs" array; it will be set aside when a job is added.</source>
        <translation>The job list %1 has no "jobs" array; it will be set aside when a job is added.</translation>
    </message>
    <message>
        <source>The job list %1 was written by a newer version (format %2).</source>
        <translation>The job list %1 was written by a newer version (format %2).</translation>
    </message>
    <message>
        <source>an entry is not an object</source>
        <translation>an entry is not an object</translation>
    </message>
    <message>
        <source>Some entries of %1 were skipped: %2</source>
        <translation>Some entries of %1 were skipped: %2</translation>
    </message>
    <message>
        <source>Cannot create the folder %1 for the job list.</source>
        <translation>Cannot create the folder %1 for the job list.</translation>
    </message>
    <message>
        <source>Cannot write the job list %1: %2</source>
        <translation>Cannot write the job list %1: %2</translation>
    </message>
    <message>
        <source>Job %1 is not in the job list.</source>
        <translation>Job %1 is not in the job list.</translation>
    </message>
</context>
<context>
    <name>cga::ClusterJobTracker</name>
    <message>
        <source>left the queue; no accounting record</source>
        <translation>left the queue; no accounting record</translation>
    </message>
</context>
<context>
    <name>cga::ClusterResultsView</name>
    <message>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>Eager (ms)</source>
        <translation>Eager (ms)</translation>
    </message>
    <message>
        <source>Graph (ms)</source>
        <translation>Graph (ms)</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>Finding</translation>
    </message>
    <message>
        <source>Pain point</source>
        <translation>Pain point</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Title</translation>
    </message>
    <message>
        <source>Diagnosis of the failed steps:</source>
        <translation>Diagnosis of the failed steps:</translation>
    </message>
    <message>
        <source>Collect a job's results to compare its eager and graph steps.</source>
        <translation>Collect a job's results to compare its eager and graph steps.</translation>
    </message>
    <message>
        <source>Job %1: %2</source>
        <translation>Job %1: %2</translation>
    </message>
    <message>
        <source>Replay is %1x the speed of eager: %2 ms against %3 ms per iteration (%4 ms saved).</source>
        <translation>Replay is %1x the speed of eager: %2 ms against %3 ms per iteration (%4 ms saved).</translation>
    </message>
    <message>
        <source>The capture pays for itself after %1 iterations.</source>
        <translation>The capture pays for itself after %1 iterations.</translation>
    </message>
    <message>
        <source>No speedup: a step has no steady iterations.</source>
        <translation>No speedup: a step has no steady iterations.</translation>
    </message>
    <message>
        <source>No iteration was read from the step logs.</source>
        <translation>No iteration was read from the step logs.</translation>
    </message>
    <message>
        <source>%1 (n=%2, IQR %3)</source>
        <translation>%1 (n=%2, IQR %3)</translation>
    </message>
    <message>
        <source>No known failure signature found.</source>
        <translation>No known failure signature found.</translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <translation>Fix: %1</translation>
    </message>
    <message>
        <source>Numbers and diagnosis</source>
        <translation>Numbers and diagnosis</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Charts</translation>
    </message>
</context>
<context>
    <name>cga::ClusterScript</name>
    <message>
        <source>The perf harness needs the recipe's identity (model family, recipe, GPU, number of GPUs), which this configuration does not carry: start from a preset or a perf-harness command, or pass the variants as --config-file YAML or Hydra overrides.</source>
        <translation>The perf harness needs the recipe's identity (model family, recipe, GPU, number of GPUs), which this configuration does not carry: start from a preset or a perf-harness command, or pass the variants as --config-file YAML or Hydra overrides.</translation>
    </message>
    <message>
        <source>The batch script could not be written.</source>
        <translation>The batch script could not be written.</translation>
    </message>
    <message>
        <source>Logs: %1 (eager.log, graph.log, %2-&lt;job id&gt;.out)</source>
        <translation>Logs: %1 (eager.log, graph.log, %2-&lt;job id&gt;.out)</translation>
    </message>
</context>
<context>
    <name>cga::ClusterSubmitForm</name>
    <message>
        <source>Log folder on the cluster's shared file system</source>
        <translation>Log folder on the cluster's shared file system</translation>
    </message>
    <message>
        <source>&amp;Partition:</source>
        <translation>&amp;Partition:</translation>
    </message>
    <message>
        <source>Empty: the cluster's default partition.</source>
        <translation>Empty: the cluster's default partition.</translation>
    </message>
    <message>
        <source>cluster default</source>
        <translation>cluster default</translation>
    </message>
    <message>
        <source>&amp;Account:</source>
        <translation>&amp;Account:</translation>
    </message>
    <message>
        <source>Empty: your default account.</source>
        <translation>Empty: your default account.</translation>
    </message>
    <message>
        <source>&amp;Nodes:</source>
        <translation>&amp;Nodes:</translation>
    </message>
    <message>
        <source>Both steps run on the same nodes.</source>
        <translation>Both steps run on the same nodes.</translation>
    </message>
    <message>
        <source>&amp;GPUs per node:</source>
        <translation>&amp;GPUs per node:</translation>
    </message>
    <message>
        <source>0 requests no GPUs as resources (clusters that give whole nodes without GPU resources).</source>
        <translation>0 requests no GPUs as resources (clusters that give whole nodes without GPU resources).</translation>
    </message>
    <message>
        <source>none requested</source>
        <translation>none requested</translation>
    </message>
    <message>
        <source>&amp;Tasks per node:</source>
        <translation>&amp;Tasks per node:</translation>
    </message>
    <message>
        <source>0: one task per GPU.</source>
        <translation>0: one task per GPU.</translation>
    </message>
    <message>
        <source>one per GPU</source>
        <translation>one per GPU</translation>
    </message>
    <message>
        <source>T&amp;ime limit:</source>
        <translation>T&amp;ime limit:</translation>
    </message>
    <message>
        <source>For the whole job (both steps), e.g. 01:00:00 or 1-00:00:00.</source>
        <translation>For the whole job (both steps), e.g. 01:00:00 or 1-00:00:00.</translation>
    </message>
    <message>
        <source>Container &amp;image:</source>
        <translation>Container &amp;image:</translation>
    </message>
    <message>
        <source>srun --container-image (pyxis/enroot). Empty: no container.</source>
        <translation>srun --container-image (pyxis/enroot). Empty: no container.</translation>
    </message>
    <message>
        <source>Container &amp;mounts:</source>
        <translation>Container &amp;mounts:</translation>
    </message>
    <message>
        <source>srun --container-mounts, e.g. /lustre:/lustre.</source>
        <translation>srun --container-mounts, e.g. /lustre:/lustre.</translation>
    </message>
    <message>
        <source>&amp;Setup lines:</source>
        <translation>&amp;Setup lines:</translation>
    </message>
    <message>
        <source>Run before the steps, one command a line (module load ..., source ..., export NAME=value). Each line is split into words and quoted: shell syntax such as pipes or &amp;&amp; is passed as text.</source>
        <translation>Run before the steps, one command a line (module load ..., source ..., export NAME=value). Each line is split into words and quoted: shell syntax such as pipes or &amp;&amp; is passed as text.</translation>
    </message>
    <message>
        <source>T&amp;raining command:</source>
        <translation>T&amp;raining command:</translation>
    </message>
    <message>
        <source>The command each step runs; the variant's arguments are appended. Default: the perf harness.</source>
        <translation>The command each step runs; the variant's arguments are appended. Default: the perf harness.</translation>
    </message>
    <message>
        <source>&amp;Variants as:</source>
        <translation>&amp;Variants as:</translation>
    </message>
    <message>
        <source>How the eager and graph variants reach the training command.</source>
        <translation>How the eager and graph variants reach the training command.</translation>
    </message>
    <message>
        <source>&amp;Log folder:</source>
        <translation>&amp;Log folder:</translation>
    </message>
    <message>
        <source>On a file system the compute nodes and this machine share; each job gets its own folder under it.</source>
        <translation>On a file system the compute nodes and this machine share; each job gets its own folder under it.</translation>
    </message>
    <message>
        <source>Choose the log folder</source>
        <translation>Choose the log folder</translation>
    </message>
    <message>
        <source>&amp;Job name:</source>
        <translation>&amp;Job name:</translation>
    </message>
    <message>
        <source>Letters, digits and . _ - only (it goes into an #SBATCH line).</source>
        <translation>Letters, digits and . _ - only (it goes into an #SBATCH line).</translation>
    </message>
    <message>
        <source>See&amp;d:</source>
        <translation>See&amp;d:</translation>
    </message>
    <message>
        <source>rng.seed of both variants.</source>
        <translation>rng.seed of both variants.</translation>
    </message>
</context>
<context>
    <name>cga::ClusterSubmitParams</name>
    <message>
        <source>The recipe runs on %1 GPUs: %2 nodes with %3 GPUs each instead of %4 x %5.</source>
        <translation>The recipe runs on %1 GPUs: %2 nodes with %3 GPUs each instead of %4 x %5.</translation>
    </message>
    <message>
        <source>Nodes must be at least 1.</source>
        <translation>Nodes must be at least 1.</translation>
    </message>
    <message>
        <source>GPUs and tasks per node cannot be negative.</source>
        <translation>GPUs and tasks per node cannot be negative.</translation>
    </message>
    <message>
        <source>The log folder must be an absolute path that the compute nodes can write (a shared file system).</source>
        <translation>The log folder must be an absolute path that the compute nodes can write (a shared file system).</translation>
    </message>
    <message>
        <source>Setup line %1 cannot be read: %2</source>
        <translation>Setup line %1 cannot be read: %2</translation>
    </message>
    <message>
        <source>The training command cannot be read: %1</source>
        <translation>The training command cannot be read: %1</translation>
    </message>
    <message>
        <source>Give the command that runs training; only the perf-harness variants have a default.</source>
        <translation>Give the command that runs training; only the perf-harness variants have a default.</translation>
    </message>
    <message>
        <source>Job name: %1</source>
        <translation>Job name: %1</translation>
    </message>
    <message>
        <source>Partition: %1</source>
        <translation>Partition: %1</translation>
    </message>
    <message>
        <source>(cluster default)</source>
        <translation>(cluster default)</translation>
    </message>
    <message>
        <source>Account: %1</source>
        <translation>Account: %1</translation>
    </message>
    <message>
        <source>(your default)</source>
        <translation>(your default)</translation>
    </message>
    <message>
        <source>Time limit: %1 (both steps share it)</source>
        <translation>Time limit: %1 (both steps share it)</translation>
    </message>
    <message>
        <source>Container image: %1</source>
        <translation>Container image: %1</translation>
    </message>
    <message>
        <source>Container mounts: %1</source>
        <translation>Container mounts: %1</translation>
    </message>
    <message>
        <source>Setup: %1</source>
        <translation>Setup: %1</translation>
    </message>
    <message>
        <source>Training command: %1</source>
        <translation>Training command: %1</translation>
    </message>
    <message>
        <source>(perf harness)</source>
        <translation>(perf harness)</translation>
    </message>
    <message>
        <source>Variants passed as: %1</source>
        <translation>Variants passed as: %1</translation>
    </message>
    <message>
        <source>Seed: %1 (both variants)</source>
        <translation>Seed: %1 (both variants)</translation>
    </message>
    <message>
        <source>perf-harness arguments</source>
        <translation>perf-harness arguments</translation>
    </message>
    <message>
        <source>--config-file YAML written next to the logs</source>
        <translation>--config-file YAML written next to the logs</translation>
    </message>
    <message>
        <source>Hydra overrides</source>
        <translation>Hydra overrides</translation>
    </message>
    <message>
        <source>Nodes: %1; GPUs per node: %2; tasks per node: %3 (GPUs in all: %4)</source>
        <translation>Nodes: %1; GPUs per node: %2; tasks per node: %3 (GPUs in all: %4)</translation>
    </message>
    <message>
        <source>Nodes: %1; tasks per node: %2; no GPUs requested as resources</source>
        <translation>Nodes: %1; tasks per node: %2; no GPUs requested as resources</translation>
    </message>
</context>
<context>
    <name>cga::ClusterSubmitter</name>
    <message>
        <source>Cannot create the log folder %1.</source>
        <translation>Cannot create the log folder %1.</translation>
    </message>
    <message>
        <source>Cannot write the batch script %1: %2</source>
        <translation>Cannot write the batch script %1: %2</translation>
    </message>
</context>
<context>
    <name>cga::ClusterWidget</name>
    <message>
        <source>Cancel job</source>
        <translation>Cancel job</translation>
    </message>
    <message>
        <source>Cancel job %1 with scancel?</source>
        <translation>Cancel job %1 with scancel?</translation>
    </message>
    <message>
        <source>Submitted job %1; logs in %2</source>
        <translation>Submitted job %1; logs in %2</translation>
    </message>
    <message>
        <source>Not submitted: %1</source>
        <translation>Not submitted: %1</translation>
    </message>
    <message>
        <source>Reading the logs was cancelled.</source>
        <translation>Reading the logs was cancelled.</translation>
    </message>
    <message>
        <source>Results of job %1 read.</source>
        <translation>Results of job %1 read.</translation>
    </message>
    <message>
        <source>Jobs submitted earlier are still listed; their logs can be collected.</source>
        <translation>Jobs submitted earlier are still listed; their logs can be collected.</translation>
    </message>
    <message>
        <source>No configuration to submit.</source>
        <translation>No configuration to submit.</translation>
    </message>
    <message>
        <source>Not submitted.</source>
        <translation>Not submitted.</translation>
    </message>
    <message>
        <source>Submitting to Slurm...</source>
        <translation>Submitting to Slurm...</translation>
    </message>
    <message>
        <source>Job %1 completed: collect its results to compare eager and replay.</source>
        <translation>Job %1 completed: collect its results to compare eager and replay.</translation>
    </message>
    <message>
        <source>Job %1: %2</source>
        <translation>Job %1: %2</translation>
    </message>
    <message>
        <source>Reading the logs of job %1...</source>
        <translation>Reading the logs of job %1...</translation>
    </message>
    <message>
        <source>Stop reading</source>
        <translation>Stop reading</translation>
    </message>
    <message>
        <source>C&amp;ollect results</source>
        <translation>C&amp;ollect results</translation>
    </message>
    <message>
        <source>Submit the eager-against-graph A/B</source>
        <translation>Submit the eager-against-graph A/B</translation>
    </message>
    <message>
        <source>&amp;Review and submit...</source>
        <translation>&amp;Review and submit...</translation>
    </message>
    <message>
        <source>Shows the batch script and the resources requested before anything is submitted.</source>
        <translation>Shows the batch script and the resources requested before anything is submitted.</translation>
    </message>
    <message>
        <source>Cluster jobs</source>
        <translation>Cluster jobs</translation>
    </message>
    <message>
        <source>R&amp;efresh</source>
        <translation>R&amp;efresh</translation>
    </message>
    <message>
        <source>&amp;Cancel job</source>
        <translation>&amp;Cancel job</translation>
    </message>
    <message>
        <source>Open &amp;logs</source>
        <translation>Open &amp;logs</translation>
    </message>
    <message>
        <source>Re&amp;move from list</source>
        <translation>Re&amp;move from list</translation>
    </message>
    <message>
        <source>Forgets the job here; the job and its logs stay on the cluster.</source>
        <translation>Forgets the job here; the job and its logs stay on the cluster.</translation>
    </message>
    <message>
        <source>Results: eager against replay</source>
        <translation>Results: eager against replay</translation>
    </message>
</context>
<context>
    <name>cga::ConfigDiff</name>
    <message>
        <source>(not set)</source>
        <translation>(not set)</translation>
    </message>
    <message>
        <source>%1: %2 -&gt; %3</source>
        <translation>%1: %2 -&gt; %3</translation>
    </message>
</context>
<context>
    <name>cga::ConfigImporter</name>
    <message>
        <source>Read %1</source>
        <translation>Read %1</translation>
    </message>
    <message>
        <source>Load the preset %1</source>
        <translation>Load the preset %1</translation>
    </message>
    <message>
        <source>Start a blank configuration</source>
        <translation>Start a blank configuration</translation>
    </message>
</context>
<context>
    <name>cga::ConfigLoader</name>
    <message>
        <source>%1 is not a recipe of the catalogue (cga presets --all).</source>
        <translation>%1 is not a recipe of the catalogue (cga presets --all).</translation>
    </message>
</context>
<context>
    <name>cga::ConfigSession</name>
    <message>
        <source>perf-harness command</source>
        <translation>perf-harness command</translation>
    </message>
    <message>
        <source>Megatron-LM arguments</source>
        <translation>Megatron-LM arguments</translation>
    </message>
</context>
<context>
    <name>cga::ConfigWizard</name>
    <message>
        <source>Configure CUDA graphs</source>
        <translation>Configure CUDA graphs</translation>
    </message>
    <message>
        <source>&lt; &amp;Back</source>
        <translation>&lt; &amp;Back</translation>
    </message>
    <message>
        <source>&amp;Next &gt;</source>
        <translation>&amp;Next &gt;</translation>
    </message>
    <message>
        <source>&amp;Finish</source>
        <translation>&amp;Finish</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>&amp;Commit</source>
        <translation>&amp;Commit</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>Only for mixture-of-experts models: this model has no experts (num_moe_experts is not set above 1 on the Workload page).</source>
        <translation>Only for mixture-of-experts models: this model has no experts (num_moe_experts is not set above 1 on the Workload page).</translation>
    </message>
</context>
<context>
    <name>cga::Diagnostic</name>
    <message>
        <source>Error</source>
        <translation>Error</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Warning</translation>
    </message>
    <message>
        <source>Info</source>
        <translation>Info</translation>
    </message>
    <message>
        <source>Automatic adjustment</source>
        <translation>Automatic adjustment</translation>
    </message>
    <message>
        <source>performance harness overrides</source>
        <translation>performance harness overrides</translation>
    </message>
    <message>
        <source>config validation at start-up</source>
        <translation>config validation at start-up</translation>
    </message>
    <message>
        <source>model construction</source>
        <translation>model construction</translation>
    </message>
    <message>
        <source>training-loop set-up</source>
        <translation>training-loop set-up</translation>
    </message>
    <message>
        <source>graph capture</source>
        <translation>graph capture</translation>
    </message>
    <message>
        <source>graph replay</source>
        <translation>graph replay</translation>
    </message>
    <message>
        <source>training step</source>
        <translation>training step</translation>
    </message>
</context>
<context>
    <name>cga::DiagnosticsModel</name>
    <message>
        <source>Errors (%1)</source>
        <translation>Errors (%1)</translation>
    </message>
    <message>
        <source>Warnings (%1)</source>
        <translation>Warnings (%1)</translation>
    </message>
    <message>
        <source>Notes (%1)</source>
        <translation>Notes (%1)</translation>
    </message>
    <message>
        <source>Automatic adjustments (%1)</source>
        <translation>Automatic adjustments (%1)</translation>
    </message>
</context>
<context>
    <name>cga::DiagnosticsPanel</name>
    <message>
        <source>Select a diagnostic to see what it means and how to fix it.</source>
        <translation>Select a diagnostic to see what it means and how to fix it.</translation>
    </message>
    <message>
        <source>When:</source>
        <translation>When:</translation>
    </message>
    <message>
        <source>Upstream message:</source>
        <translation>Upstream message:</translation>
    </message>
    <message>
        <source>Fields:</source>
        <translation>Fields:</translation>
    </message>
    <message>
        <source>Read from:</source>
        <translation>Read from:</translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <translation>Fix: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
    <message>
        <source>Upstream source:</source>
        <translation>Upstream source:</translation>
    </message>
</context>
<context>
    <name>cga::DistributionChart</name>
    <message numerus="yes">
        <source>%1: median %2 ms, IQR %3-%4 ms, %n step(s)</source>
        <translation>
            <numerusform>%1: median %2 ms, IQR %3-%4 ms, %n step</numerusform>
            <numerusform>%1: median %2 ms, IQR %3-%4 ms, %n steps</numerusform>
        </translation>
    </message>
    <message>
        <source>No steady-state steps in these results.</source>
        <translation>No steady-state steps in these results.</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Mode</translation>
    </message>
    <message>
        <source>Steady-state step time [ms]</source>
        <translation>Steady-state step time [ms]</translation>
    </message>
    <message>
        <source>Steady-state distribution</source>
        <translation>Steady-state distribution</translation>
    </message>
    <message>
        <source>minimum %1 ms, maximum %2 ms</source>
        <translation>minimum %1 ms, maximum %2 ms</translation>
    </message>
</context>
<context>
    <name>cga::DocumentViewer</name>
    <message>
        <source>Back</source>
        <translation>Back</translation>
    </message>
</context>
<context>
    <name>cga::EmitNotes</name>
    <message>
        <source>local + [full_iteration]: one graph for the whole forward and backward pass (the pre-2026 spelling).</source>
        <translation>local + [full_iteration]: one graph for the whole forward and backward pass (the pre-2026 spelling).</translation>
    </message>
    <message>
        <source>One graph captures the whole forward and backward pass (optimizer excluded).</source>
        <translation>One graph captures the whole forward and backward pass (optimizer excluded).</translation>
    </message>
    <message>
        <source>Per-layer graphs captured by Transformer Engine after the warmup steps.</source>
        <translation>Per-layer graphs captured by Transformer Engine after the warmup steps.</translation>
    </message>
    <message>
        <source>CUDA graphs off: every iteration runs eagerly.</source>
        <translation>CUDA graphs off: every iteration runs eagerly.</translation>
    </message>
    <message>
        <source>Megatron-Core's per-layer graph manager.</source>
        <translation>Megatron-Core's per-layer graph manager.</translation>
    </message>
    <message>
        <source>Cleared, so a recipe's cuda_graph_scope cannot clash with cuda_graph_modules (MC-04).</source>
        <translation>Cleared, so a recipe's cuda_graph_scope cannot clash with cuda_graph_modules (MC-04).</translation>
    </message>
    <message>
        <source>full_iteration selects the whole-iteration graph.</source>
        <translation>full_iteration selects the whole-iteration graph.</translation>
    </message>
    <message>
        <source>Empty: required with full_iteration (MC-13).</source>
        <translation>Empty: required with full_iteration (MC-13).</translation>
    </message>
    <message>
        <source>Empty: each whole layer is captured.</source>
        <translation>Empty: each whole layer is captured.</translation>
    </message>
    <message>
        <source>The parts of each layer that are captured; the rest runs eagerly.</source>
        <translation>The parts of each layer that are captured; the rest runs eagerly.</translation>
    </message>
    <message>
        <source>Eager iterations before capture; compare replay iterations after these and the capture step.</source>
        <translation>Eager iterations before capture; compare replay iterations after these and the capture step.</translation>
    </message>
    <message>
        <source>Graph-safe RNG tracker: required with graphs for GPT providers (MB-05); Bridge keeps both flags in sync (MB-04).</source>
        <translation>Graph-safe RNG tracker: required with graphs for GPT providers (MB-05); Bridge keeps both flags in sync (MB-04).</translation>
    </message>
    <message>
        <source>Off as in the source recipe; this provider does not require it (MB-05 applies to GPT providers only).</source>
        <translation>Off as in the source recipe; this provider does not require it (MB-05 applies to GPT providers only).</translation>
    </message>
    <message>
        <source>Off: no graphs need it.</source>
        <translation>Off: no graphs need it.</translation>
    </message>
    <message>
        <source>Must be off with full-iteration graphs (MB-03): the check syncs with the host.</source>
        <translation>Must be off with full-iteration graphs (MB-03): the check syncs with the host.</translation>
    </message>
    <message>
        <source>Recommended off with full-iteration graphs (ADV-02).</source>
        <translation>Recommended off with full-iteration graphs (ADV-02).</translation>
    </message>
    <message>
        <source>Deprecated flag; cuda_graph_impl carries the implementation.</source>
        <translation>Deprecated flag; cuda_graph_impl carries the implementation.</translation>
    </message>
    <message>
        <source>Required with expandable segments and Transformer Engine graphs (MCR-03); avoids illegal memory access.</source>
        <translation>Required with expandable segments and Transformer Engine graphs (MCR-03); avoids illegal memory access.</translation>
    </message>
    <message>
        <source>Expandable segments against fragmentation, with stream reuse during capture (the full-iteration recipes' setting).</source>
        <translation>Expandable segments against fragmentation, with stream reuse during capture (the full-iteration recipes' setting).</translation>
    </message>
    <message>
        <source>Expandable segments against fragmentation; needs NCCL_GRAPH_REGISTER=0 with graphs.</source>
        <translation>Expandable segments against fragmentation; needs NCCL_GRAPH_REGISTER=0 with graphs.</translation>
    </message>
    <message>
        <source>0 with full-iteration graphs, 1 otherwise (recipe convention).</source>
        <translation>0 with full-iteration graphs, 1 otherwise (recipe convention).</translation>
    </message>
    <message>
        <source>Recipe convention: 1 unless full-iteration graphs.</source>
        <translation>Recipe convention: 1 unless full-iteration graphs.</translation>
    </message>
    <message>
        <source>From the configuration.</source>
        <translation>From the configuration.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Source recipe: %1</source>
        <translation>Source recipe: %1</translation>
    </message>
    <message>
        <source>Written by CUDA Graph Assistant for %1.</source>
        <translation>Written by CUDA Graph Assistant for %1.</translation>
    </message>
    <message>
        <source>Set by the recipes with expandable segments; required only with Transformer Engine graphs (MCR-03).</source>
        <translation>Set by the recipes with expandable segments; required only with Transformer Engine graphs (MCR-03).</translation>
    </message>
    <message>
        <source>Only the changes against the recipe are written (and the CUDA-graph settings): apply them after the recipe's own settings.</source>
        <translation>Only the changes against the recipe are written (and the CUDA-graph settings): apply them after the recipe's own settings.</translation>
    </message>
    <message>
        <source>Empty: graphs are off, nothing is captured.</source>
        <translation>Empty: graphs are off, nothing is captured.</translation>
    </message>
</context>
<context>
    <name>cga::Emitter</name>
    <message numerus="yes">
        <source>The configuration has %n error(s); nothing was written. Fix them first (cga validate explains each one).</source>
        <translation>
            <numerusform>The configuration has %n error; nothing was written. Fix it first (cga validate explains it).</numerusform>
            <numerusform>The configuration has %n errors; nothing was written. Fix them first (cga validate explains each one).</numerusform>
        </translation>
    </message>
    <message>
        <source>Written as %1, this configuration would not validate under %2; nothing was written.</source>
        <translation>Written as %1, this configuration would not validate under %2; nothing was written.</translation>
    </message>
</context>
<context>
    <name>cga::EmitterFactory</name>
    <message>
        <source>Python overrides on a recipe</source>
        <translation>Python overrides on a recipe</translation>
    </message>
    <message>
        <source>Megatron Bridge YAML override file</source>
        <translation>Megatron Bridge YAML override file</translation>
    </message>
    <message>
        <source>Hydra override arguments</source>
        <translation>Hydra override arguments</translation>
    </message>
    <message>
        <source>Perf-harness command (run_script.py)</source>
        <translation>Perf-harness command (run_script.py)</translation>
    </message>
    <message>
        <source>Megatron-LM command line</source>
        <translation>Megatron-LM command line</translation>
    </message>
    <message>
        <source>Environment block</source>
        <translation>Environment block</translation>
    </message>
    <message>
        <source>Slurm batch script for the eager-against-graph A/B</source>
        <translation>Slurm batch script for the eager-against-graph A/B</translation>
    </message>
    <message>
        <source>Rollback: the same run with CUDA graphs off</source>
        <translation>Rollback: the same run with CUDA graphs off</translation>
    </message>
</context>
<context>
    <name>cga::EnvBlockImporter</name>
    <message>
        <source>line %1: %2.</source>
        <translation>line %1: %2.</translation>
    </message>
</context>
<context>
    <name>cga::EnvEmitter</name>
    <message>
        <source>Environment</source>
        <translation>Environment</translation>
    </message>
    <message>
        <source>Exported variables win over the config's env_vars (Bridge uses os.environ.setdefault).</source>
        <translation>Exported variables win over the config's env_vars (Bridge uses os.environ.setdefault).</translation>
    </message>
    <message>
        <source>Not a shell variable name, so it cannot be exported: %1.</source>
        <translation>Not a shell variable name, so it cannot be exported: %1.</translation>
    </message>
    <message>
        <source>The configuration sets no environment variables.</source>
        <translation>The configuration sets no environment variables.</translation>
    </message>
</context>
<context>
    <name>cga::EnvironmentPage</name>
    <message>
        <source>not set</source>
        <translation>not set</translation>
    </message>
    <message>
        <source>Edit environment variables</source>
        <translation>Edit environment variables</translation>
    </message>
    <message>
        <source>Environment and versions</source>
        <translation>Environment and versions</translation>
    </message>
    <message>
        <source>Allocator and NCCL variables, and the library versions the rules depend on.</source>
        <translation>Allocator and NCCL variables, and the library versions the rules depend on.</translation>
    </message>
    <message>
        <source>Environment variables (cfg.env_vars)</source>
        <translation>Environment variables (cfg.env_vars)</translation>
    </message>
    <message>
        <source>Versions and API</source>
        <translation>Versions and API</translation>
    </message>
    <message>
        <source>Other variables</source>
        <translation>Other variables</translation>
    </message>
    <message>
        <source>Exported by the launching shell</source>
        <translation>Exported by the launching shell</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Value</translation>
    </message>
    <message>
        <source>Bridge applies env_vars with &lt;code&gt;os.environ.setdefault&lt;/code&gt;: a value the launching shell exports wins. With Transformer Engine graphs and &lt;code&gt;expandable_segments:True&lt;/code&gt;, &lt;code&gt;NCCL_GRAPH_REGISTER&lt;/code&gt; must be &lt;code&gt;0&lt;/code&gt;.</source>
        <translation>Bridge applies env_vars with &lt;code&gt;os.environ.setdefault&lt;/code&gt;: a value the launching shell exports wins. With Transformer Engine graphs and &lt;code&gt;expandable_segments:True&lt;/code&gt;, &lt;code&gt;NCCL_GRAPH_REGISTER&lt;/code&gt; must be &lt;code&gt;0&lt;/code&gt;.</translation>
    </message>
    <message>
        <source>Transformer Engine version</source>
        <translation>Transformer Engine version</translation>
    </message>
    <message>
        <source>Transformer Engine installed</source>
        <translation>Transformer Engine installed</translation>
    </message>
    <message>
        <source>PyTorch version</source>
        <translation>PyTorch version</translation>
    </message>
    <message>
        <source>Megatron-Core API</source>
        <translation>Megatron-Core API</translation>
    </message>
    <message>
        <source>Front end</source>
        <translation>Front end</translation>
    </message>
</context>
<context>
    <name>cga::FieldBinder</name>
    <message>
        <source>Set %1</source>
        <translation>Set %1</translation>
    </message>
    <message>
        <source>unset</source>
        <translation>unset</translation>
    </message>
</context>
<context>
    <name>cga::FieldRegistry</name>
    <message>
        <source>Grouped GEMM for the experts of a MoE layer; recomputing moe_act needs it.</source>
        <translation>Grouped GEMM for the experts of a MoE layer; recomputing moe_act needs it.</translation>
    </message>
    <message>
        <source>The CUDA-graph-safe GroupedTensor path of grouped GEMM; needs moe_grouped_gemm. Turned on by the Transformer Engine op fuser together with grouped GEMM.</source>
        <translation>The CUDA-graph-safe GroupedTensor path of grouped GEMM; needs moe_grouped_gemm. Turned on by the Transformer Engine op fuser together with grouped GEMM.</translation>
    </message>
    <message>
        <source>Build the MLP from Transformer Engine's fused operations.</source>
        <translation>Build the MLP from Transformer Engine's fused operations.</translation>
    </message>
    <message>
        <source>Pad routing maps to the alignment FP8/FP4 kernels need; requires fp8 or fp4.</source>
        <translation>Pad routing maps to the alignment FP8/FP4 kernels need; requires fp8 or fp4.</translation>
    </message>
    <message>
        <source>How the router turns logits into expert scores.</source>
        <translation>How the router turns logits into expert scores.</translation>
    </message>
    <message>
        <source>Apply the softmax before choosing the top-k experts; required with softmax scores and top-1 routing.</source>
        <translation>Apply the softmax before choosing the top-k experts; required with softmax scores and top-1 routing.</translation>
    </message>
    <message>
        <source>Load-balancing strategy of the router; a capacity factor works with all but sinkhorn.</source>
        <translation>Load-balancing strategy of the router; a capacity factor works with all but sinkhorn.</translation>
    </message>
    <message>
        <source>Multi-latent attention (DeepSeek, Kimi); the providers of those models turn it on. Recomputing mla_up_proj needs it.</source>
        <translation>Multi-latent attention (DeepSeek, Kimi); the providers of those models turn it on. Recomputing mla_up_proj needs it.</translation>
    </message>
    <message>
        <source>Manifold-constrained hyper-connections; recomputing 'mhc' needs them.</source>
        <translation>Manifold-constrained hyper-connections; recomputing 'mhc' needs them.</translation>
    </message>
    <message>
        <source>Normalization layer; the inference-optimized implementation needs RMSNorm.</source>
        <translation>Normalization layer; the inference-optimized implementation needs RMSNorm.</translation>
    </message>
    <message>
        <source>Zero-centred LayerNorm weights (the 1p variant); not available with the inference-optimized implementation.</source>
        <translation>Zero-centred LayerNorm weights (the 1p variant); not available with the inference-optimized implementation.</translation>
    </message>
    <message>
        <source>Python import path of the quantizer factory that the custom FP8 recipe needs.</source>
        <translation>Python import path of the quantizer factory that the custom FP8 recipe needs.</translation>
    </message>
    <message>
        <source>Which CUDA graph implementation captures training: none, per-layer Transformer Engine graphs, or one graph for the whole forward and backward pass.</source>
        <translation>Which CUDA graph implementation captures training: none, per-layer Transformer Engine graphs, or one graph for the whole forward and backward pass.</translation>
    </message>
    <message>
        <source>Which parts of each layer are captured (attn, mlp, moe, moe_router, moe_preprocess, mamba); empty captures the whole layer. Must be empty for full_iteration.</source>
        <translation>Which parts of each layer are captured (attn, mlp, moe, moe_router, moe_preprocess, mamba); empty captures the whole layer. Must be empty for full_iteration.</translation>
    </message>
    <message>
        <source>Deprecated alias of cuda_graph_modules, still written by most recipes; migrated into cuda_graph_modules when the model is finalized.</source>
        <translation>Deprecated alias of cuda_graph_modules, still written by most recipes; migrated into cuda_graph_modules when the model is finalized.</translation>
    </message>
    <message>
        <source>Granularity of inference graphs; derived from the implementation when unset (local: layer, otherwise none).</source>
        <translation>Granularity of inference graphs; derived from the implementation when unset (local: layer, otherwise none).</translation>
    </message>
    <message>
        <source>Eager training iterations that run before the graphs are captured.</source>
        <translation>Eager training iterations that run before the graphs are captured.</translation>
    </message>
    <message>
        <source>Full-iteration graphs only: training, evaluation and optimizer graphs share one memory pool.</source>
        <translation>Full-iteration graphs only: training, evaluation and optimizer graphs share one memory pool.</translation>
    </message>
    <message>
        <source>Passed to Transformer Engine as retain_graph_in_backward when capturing.</source>
        <translation>Passed to Transformer Engine as retain_graph_in_backward when capturing.</translation>
    </message>
    <message>
        <source>Deprecated: turns on the local implementation.</source>
        <translation>Deprecated: turns on the local implementation.</translation>
    </message>
    <message>
        <source>Deprecated: turns on the transformer_engine implementation.</source>
        <translation>Deprecated: turns on the transformer_engine implementation.</translation>
    </message>
    <message>
        <source>Use Transformer Engine's graph-safe RNG tracker; required by GPT providers when graphs are on.</source>
        <translation>Use Transformer Engine's graph-safe RNG tracker; required by GPT providers when graphs are on.</translation>
    </message>
    <message>
        <source>Use the inference RNG tracker.</source>
        <translation>Use the inference RNG tracker.</translation>
    </message>
    <message>
        <source>Fine-grained offloading: defer offloading until graph replay.</source>
        <translation>Fine-grained offloading: defer offloading until graph replay.</translation>
    </message>
    <message>
        <source>Router switches to drop-and-pad at decode time so inference graphs see static shapes.</source>
        <translation>Router switches to drop-and-pad at decode time so inference graphs see static shapes.</translation>
    </message>
    <message>
        <source>Qwen3-VL / Qwen3.5-VL only: capture the vision encoder with Transformer Engine graphs.</source>
        <translation>Qwen3-VL / Qwen3.5-VL only: capture the vision encoder with Transformer Engine graphs.</translation>
    </message>
    <message>
        <source>Qwen3-VL / Qwen3.5-VL only: parts of the vision encoder captured.</source>
        <translation>Qwen3-VL / Qwen3.5-VL only: parts of the vision encoder captured.</translation>
    </message>
    <message>
        <source>Qwen3-VL / Qwen3.5-VL only: the longest vision sequence the vision graphs accept.</source>
        <translation>Qwen3-VL / Qwen3.5-VL only: the longest vision sequence the vision graphs accept.</translation>
    </message>
    <message>
        <source>The model provider class; decides provider-specific rules (GPT, hybrid Mamba, Qwen3-VL MoE, Gemma 4 MoE).</source>
        <translation>The model provider class; decides provider-specific rules (GPT, hybrid Mamba, Qwen3-VL MoE, Gemma 4 MoE).</translation>
    </message>
    <message>
        <source>The layer spec function, when the recipe sets one.</source>
        <translation>The layer spec function, when the recipe sets one.</translation>
    </message>
    <message>
        <source>Activation recomputation: full layers (only with full_iteration graphs) or selected modules.</source>
        <translation>Activation recomputation: full layers (only with full_iteration graphs) or selected modules.</translation>
    </message>
    <message>
        <source>How full recomputation picks layers; required for full.</source>
        <translation>How full recomputation picks layers; required for full.</translation>
    </message>
    <message>
        <source>Layers recomputed by full recomputation; must be unset for selective.</source>
        <translation>Layers recomputed by full recomputation; must be unset for selective.</translation>
    </message>
    <message>
        <source>Modules recomputed by selective recomputation (unset means core_attn). A recomputed module must be entirely inside or outside a graph.</source>
        <translation>Modules recomputed by selective recomputation (unset means core_attn). A recomputed module must be entirely inside or outside a graph.</translation>
    </message>
    <message>
        <source>Legacy CPU offloading of activations or weights; not allowed with per-layer graphs.</source>
        <translation>Legacy CPU offloading of activations or weights; not allowed with per-layer graphs.</translation>
    </message>
    <message>
        <source>Layers offloaded by legacy CPU offloading (Bridge does not turn offloading on from this).</source>
        <translation>Layers offloaded by legacy CPU offloading (Bridge does not turn offloading on from this).</translation>
    </message>
    <message>
        <source>Legacy CPU offloading: offload activations.</source>
        <translation>Legacy CPU offloading: offload activations.</translation>
    </message>
    <message>
        <source>Legacy CPU offloading: offload weights.</source>
        <translation>Legacy CPU offloading: offload weights.</translation>
    </message>
    <message>
        <source>Legacy CPU offloading: double buffering.</source>
        <translation>Legacy CPU offloading: double buffering.</translation>
    </message>
    <message>
        <source>Legacy CPU offloading: keep pinned host buffers (useful for graph capture).</source>
        <translation>Legacy CPU offloading: keep pinned host buffers (useful for graph capture).</translation>
    </message>
    <message>
        <source>Offload chosen activations to the host; works with transformer_engine or full_iteration graphs.</source>
        <translation>Offload chosen activations to the host; works with transformer_engine or full_iteration graphs.</translation>
    </message>
    <message>
        <source>Modules whose activations fine-grained offloading moves to the host.</source>
        <translation>Modules whose activations fine-grained offloading moves to the host.</translation>
    </message>
    <message>
        <source>Offloads in flight at once; must be set (&gt;= 0) with full_iteration graphs.</source>
        <translation>Offloads in flight at once; must be set (&gt;= 0) with full_iteration graphs.</translation>
    </message>
    <message>
        <source>Number of experts; unset or 1 means a dense model.</source>
        <translation>Number of experts; unset or 1 means a dense model.</translation>
    </message>
    <message>
        <source>Which layers are MoE: 1 (all), N (every N-th) or a 0/1 list; decides whether dense mlp layers exist.</source>
        <translation>Which layers are MoE: 1 (all), N (every N-th) or a 0/1 list; decides whether dense mlp layers exist.</translation>
    </message>
    <message>
        <source>Experts each token is routed to.</source>
        <translation>Experts each token is routed to.</translation>
    </message>
    <message>
        <source>How tokens reach their experts.</source>
        <translation>How tokens reach their experts.</translation>
    </message>
    <message>
        <source>Backend of the flex dispatcher (DeepEP, HybridEP, NCCL EP).</source>
        <translation>Backend of the flex dispatcher (DeepEP, HybridEP, NCCL EP).</translation>
    </message>
    <message>
        <source>Expert capacity factor; unset means dropless routing with data-dependent shapes.</source>
        <translation>Expert capacity factor; unset means dropless routing with data-dependent shapes.</translation>
    </message>
    <message>
        <source>Pad expert inputs to capacity (drop-and-pad), which makes expert shapes static.</source>
        <translation>Pad expert inputs to capacity (drop-and-pad), which makes expert shapes static.</translation>
    </message>
    <message>
        <source>Deprecated alias: pad routing maps for FP8 quantization.</source>
        <translation>Deprecated alias: pad routing maps for FP8 quantization.</translation>
    </message>
    <message>
        <source>Shared expert size; shared experts run inside the moe_router graph unless overlapped.</source>
        <translation>Shared expert size; shared experts run inside the moe_router graph unless overlapped.</translation>
    </message>
    <message>
        <source>Overlap shared experts with the dispatcher.</source>
        <translation>Overlap shared experts with the dispatcher.</translation>
    </message>
    <message>
        <source>Random jitter on MoE inputs (uses RNG).</source>
        <translation>Random jitter on MoE inputs (uses RNG).</translation>
    </message>
    <message>
        <source>HybridEP padding of uneven inputs; forced on without graphs, left as set with graphs.</source>
        <translation>HybridEP padding of uneven inputs; forced on without graphs, left as set with graphs.</translation>
    </message>
    <message>
        <source>HybridEP padding of variable token counts; forced on without graphs.</source>
        <translation>HybridEP padding of variable token counts; forced on without graphs.</translation>
    </message>
    <message>
        <source>Per-rank expert capacity used by full-iteration MoE recipes (paged stash).</source>
        <translation>Per-rank expert capacity used by full-iteration MoE recipes (paged stash).</translation>
    </message>
    <message>
        <source>Hidden size of each expert's MLP.</source>
        <translation>Hidden size of each expert's MLP.</translation>
    </message>
    <message>
        <source>Required for CUDA graphs support; kept in sync with model.use_te_rng_tracker.</source>
        <translation>Required for CUDA graphs support; kept in sync with model.use_te_rng_tracker.</translation>
    </message>
    <message>
        <source>Inference RNG tracker.</source>
        <translation>Inference RNG tracker.</translation>
    </message>
    <message>
        <source>Check every loss for NaN (a host sync); must be off with full-iteration graphs.</source>
        <translation>Check every loss for NaN (a host sync); must be off with full-iteration graphs.</translation>
    </message>
    <message>
        <source>Rerun state machine mode.</source>
        <translation>Rerun state machine mode.</translation>
    </message>
    <message>
        <source>Check gradients for NaN; recommended off with full-iteration graphs.</source>
        <translation>Check gradients for NaN; recommended off with full-iteration graphs.</translation>
    </message>
    <message>
        <source>Check for unusually large gradients.</source>
        <translation>Check for unusually large gradients.</translation>
    </message>
    <message>
        <source>Megatron-FSDP graph mode (not supported by MFSDP v2).</source>
        <translation>Megatron-FSDP graph mode (not supported by MFSDP v2).</translation>
    </message>
    <message>
        <source>Use Megatron-FSDP.</source>
        <translation>Use Megatron-FSDP.</translation>
    </message>
    <message>
        <source>Megatron-FSDP version (v2 does not support CUDA graphs).</source>
        <translation>Megatron-FSDP version (v2 does not support CUDA graphs).</translation>
    </message>
    <message>
        <source>NCCL user buffers; with expandable segments needs torch &gt;= 2.11.</source>
        <translation>NCCL user buffers; with expandable segments needs torch &gt;= 2.11.</translation>
    </message>
    <message>
        <source>Overlap gradient reduction with backward.</source>
        <translation>Overlap gradient reduction with backward.</translation>
    </message>
    <message>
        <source>Overlap parameter all-gather with forward.</source>
        <translation>Overlap parameter all-gather with forward.</translation>
    </message>
    <message>
        <source>Distributed optimizer.</source>
        <translation>Distributed optimizer.</translation>
    </message>
    <message>
        <source>Gather parameters in FP8.</source>
        <translation>Gather parameters in FP8.</translation>
    </message>
    <message>
        <source>Reuse the gradient buffer for the MXFP8 parameter all-gather.</source>
        <translation>Reuse the gradient buffer for the MXFP8 parameter all-gather.</translation>
    </message>
    <message>
        <source>Experimental: capture optimizer.step in its own graph.</source>
        <translation>Experimental: capture optimizer.step in its own graph.</translation>
    </message>
    <message>
        <source>Launch the parameter gather from the optimizer step (breaks full-iteration capture).</source>
        <translation>Launch the parameter gather from the optimizer step (breaks full-iteration capture).</translation>
    </message>
    <message>
        <source>Expert-parallel A2A overlap; copied onto the model at set-up.</source>
        <translation>Expert-parallel A2A overlap; copied onto the model at set-up.</translation>
    </message>
    <message>
        <source>Delayed weight gradients; copied onto the model at set-up.</source>
        <translation>Delayed weight gradients; copied onto the model at set-up.</translation>
    </message>
    <message>
        <source>The dataset config class (for example an Energon dataset).</source>
        <translation>The dataset config class (for example an Energon dataset).</translation>
    </message>
    <message>
        <source>Dataset sequence length; must equal model.seq_length.</source>
        <translation>Dataset sequence length; must equal model.seq_length.</translation>
    </message>
    <message>
        <source>Pad every sample to the sequence length (static shapes); required for packing with graphs.</source>
        <translation>Pad every sample to the sequence length (static shapes); required for packing with graphs.</translation>
    </message>
    <message>
        <source>Offline sequence packing is configured (packed sequences).</source>
        <translation>Offline sequence packing is configured (packed sequences).</translation>
    </message>
    <message>
        <source>Pad cu_seqlens to a fixed length; required when packed attention is captured.</source>
        <translation>Pad cu_seqlens to a fixed length; required when packed attention is captured.</translation>
    </message>
    <message>
        <source>Pack sequences inside each batch (variable lengths).</source>
        <translation>Pack sequences inside each batch (variable lengths).</translation>
    </message>
    <message>
        <source>Energon native sequence packing buffer; not supported with graphs.</source>
        <translation>Energon native sequence packing buffer; not supported with graphs.</translation>
    </message>
    <message>
        <source>Micro-batch size; fixed for the run because captured graphs have static shapes.</source>
        <translation>Micro-batch size; fixed for the run because captured graphs have static shapes.</translation>
    </message>
    <message>
        <source>Global batch size.</source>
        <translation>Global batch size.</translation>
    </message>
    <message>
        <source>Training iterations.</source>
        <translation>Training iterations.</translation>
    </message>
    <message>
        <source>Iterations per log line; 1 lets the log separate eager, capture and replay steps.</source>
        <translation>Iterations per log line; 1 lets the log separate eager, capture and replay steps.</translation>
    </message>
    <message>
        <source>Print TFLOP/s per GPU on each iteration line.</source>
        <translation>Print TFLOP/s per GPU on each iteration line.</translation>
    </message>
    <message>
        <source>Drop WARNING log records (hides 'No graphable layers found').</source>
        <translation>Drop WARNING log records (hides 'No graphable layers found').</translation>
    </message>
    <message>
        <source>Log memory every interval (the only way to see post-capture memory).</source>
        <translation>Log memory every interval (the only way to see post-capture memory).</translation>
    </message>
    <message>
        <source>Count zero gradients (a host sync inside the optimizer step).</source>
        <translation>Count zero gradients (a host sync inside the optimizer step).</translation>
    </message>
    <message>
        <source>Static loss scale; unset means dynamic loss scaling with fp16.</source>
        <translation>Static loss scale; unset means dynamic loss scaling with fp16.</translation>
    </message>
    <message>
        <source>Checkpoint directory to resume from.</source>
        <translation>Checkpoint directory to resume from.</translation>
    </message>
    <message>
        <source>Pretrained checkpoint to start from.</source>
        <translation>Pretrained checkpoint to start from.</translation>
    </message>
    <message>
        <source>PyTorch allocator settings; expandable_segments:True with TE graphs needs NCCL_GRAPH_REGISTER=0.</source>
        <translation>PyTorch allocator settings; expandable_segments:True with TE graphs needs NCCL_GRAPH_REGISTER=0.</translation>
    </message>
    <message>
        <source>NCCL buffer registration for captured collectives; must be 0 with expandable segments and TE graphs.</source>
        <translation>NCCL buffer registration for captured collectives; must be 0 with expandable segments and TE graphs.</translation>
    </message>
    <message>
        <source>Hardware work queues per device.</source>
        <translation>Hardware work queues per device.</translation>
    </message>
    <message>
        <source>Keep stream priorities inside graphs; required for GTP.</source>
        <translation>Keep stream priorities inside graphs; required for GTP.</translation>
    </message>
    <message>
        <source>Transformer Engine offload v1 path; must be 1 for fine-grained offloading with TE &gt;= 2.10.</source>
        <translation>Transformer Engine offload v1 path; must be 1 for fine-grained offloading with TE &gt;= 2.10.</translation>
    </message>
    <message>
        <source>Recipes use 0 with full-iteration graphs and 1 otherwise (a convention).</source>
        <translation>Recipes use 0 with full-iteration graphs and 1 otherwise (a convention).</translation>
    </message>
    <message>
        <source>NVLink SHARP in NCCL.</source>
        <translation>NVLink SHARP in NCCL.</translation>
    </message>
    <message>
        <source>High-priority NCCL streams.</source>
        <translation>High-priority NCCL streams.</translation>
    </message>
    <message>
        <source>Dropout after MLP/MoE and attention output.</source>
        <translation>Dropout after MLP/MoE and attention output.</translation>
    </message>
    <message>
        <source>Dropout on attention probabilities.</source>
        <translation>Dropout on attention probabilities.</translation>
    </message>
    <message>
        <source>Overlap expert-parallel all-to-all with compute (set from comm_overlap).</source>
        <translation>Overlap expert-parallel all-to-all with compute (set from comm_overlap).</translation>
    </message>
    <message>
        <source>Delay weight-gradient computation (set from comm_overlap); needs EP overlap.</source>
        <translation>Delay weight-gradient computation (set from comm_overlap); needs EP overlap.</translation>
    </message>
    <message>
        <source>Fused gradient accumulation (GPT providers enable it when the fused kernel is available); gives static gradient addresses.</source>
        <translation>Fused gradient accumulation (GPT providers enable it when the fused kernel is available); gives static gradient addresses.</translation>
    </message>
    <message>
        <source>Bias in linear layers.</source>
        <translation>Bias in linear layers.</translation>
    </message>
    <message>
        <source>Bias in the QKV projection.</source>
        <translation>Bias in the QKV projection.</translation>
    </message>
    <message>
        <source>Sequence lengths vary between microbatches; graphs need static shapes.</source>
        <translation>Sequence lengths vary between microbatches; graphs need static shapes.</translation>
    </message>
    <message>
        <source>Sequence length; must match the dataset and stay fixed for the whole run.</source>
        <translation>Sequence length; must match the dataset and stay fixed for the whole run.</translation>
    </message>
    <message>
        <source>Number of transformer layers.</source>
        <translation>Number of transformer layers.</translation>
    </message>
    <message>
        <source>Hidden size.</source>
        <translation>Hidden size.</translation>
    </message>
    <message>
        <source>Hidden size of the dense MLP.</source>
        <translation>Hidden size of the dense MLP.</translation>
    </message>
    <message>
        <source>Attention heads.</source>
        <translation>Attention heads.</translation>
    </message>
    <message>
        <source>Query groups (grouped-query attention).</source>
        <translation>Query groups (grouped-query attention).</translation>
    </message>
    <message>
        <source>Multi-token-prediction layers.</source>
        <translation>Multi-token-prediction layers.</translation>
    </message>
    <message>
        <source>Tensor parallel size.</source>
        <translation>Tensor parallel size.</translation>
    </message>
    <message>
        <source>Pipeline parallel size; TE graphs capture one graph per layer per microbatch when &gt; 1, so graph memory grows with it.</source>
        <translation>Pipeline parallel size; TE graphs capture one graph per layer per microbatch when &gt; 1, so graph memory grows with it.</translation>
    </message>
    <message>
        <source>Virtual pipeline stages per rank (interleaved schedule).</source>
        <translation>Virtual pipeline stages per rank (interleaved schedule).</translation>
    </message>
    <message>
        <source>Context parallel size.</source>
        <translation>Context parallel size.</translation>
    </message>
    <message>
        <source>Hierarchical (hybrid) context parallel sizes.</source>
        <translation>Hierarchical (hybrid) context parallel sizes.</translation>
    </message>
    <message>
        <source>Expert parallel size.</source>
        <translation>Expert parallel size.</translation>
    </message>
    <message>
        <source>Tensor parallel size inside experts.</source>
        <translation>Tensor parallel size inside experts.</translation>
    </message>
    <message>
        <source>Sequence parallelism (with tensor parallelism).</source>
        <translation>Sequence parallelism (with tensor parallelism).</translation>
    </message>
    <message>
        <source>Train in bfloat16.</source>
        <translation>Train in bfloat16.</translation>
    </message>
    <message>
        <source>Train in float16 (with loss scaling).</source>
        <translation>Train in float16 (with loss scaling).</translation>
    </message>
    <message>
        <source>FP8 format; unset means no FP8.</source>
        <translation>FP8 format; unset means no FP8.</translation>
    </message>
    <message>
        <source>FP8 scaling recipe; mxfp8 is Blackwell-only.</source>
        <translation>FP8 scaling recipe; mxfp8 is Blackwell-only.</translation>
    </message>
    <message>
        <source>Layer implementation.</source>
        <translation>Layer implementation.</translation>
    </message>
    <message>
        <source>GTP weight rematerialization group; &gt; 1 turns GTP on.</source>
        <translation>GTP weight rematerialization group; &gt; 1 turns GTP on.</translation>
    </message>
    <message>
        <source>Fused cross-entropy loss.</source>
        <translation>Fused cross-entropy loss.</translation>
    </message>
    <message>
        <source>Cross-entropy fusion implementation; te under full_iteration needs TE &gt;= 2.7.</source>
        <translation>Cross-entropy fusion implementation; te under full_iteration needs TE &gt;= 2.7.</translation>
    </message>
    <message>
        <source>Megatron-LM: pipeline-parallel microbatched inference threshold (-1 off).</source>
        <translation>Megatron-LM: pipeline-parallel microbatched inference threshold (-1 off).</translation>
    </message>
    <message>
        <source>Megatron-LM: inference graphs for dynamic batching (&gt; 0 or -1).</source>
        <translation>Megatron-LM: inference graphs for dynamic batching (&gt; 0 or -1).</translation>
    </message>
    <message>
        <source>Training samples; the iterations are train_samples // global_batch_size.</source>
        <translation>Training samples; the iterations are train_samples // global_batch_size.</translation>
    </message>
    <message>
        <source>Passes over a finite training dataset (may be fractional).</source>
        <translation>Passes over a finite training dataset (may be fractional).</translation>
    </message>
    <message>
        <source>FP4 format (e2m1, as Bridge's NVFP4 recipes write it); unset means no FP4.</source>
        <translation>FP4 format (e2m1, as Bridge's NVFP4 recipes write it); unset means no FP4.</translation>
    </message>
    <message>
        <source>Data type of the router's computation: fp32 or fp64; unset (or any other value, such as bf16) means the model's dtype. Inference-optimized MoE needs fp32.</source>
        <translation>Data type of the router's computation: fp32 or fp64; unset (or any other value, such as bf16) means the model's dtype. Inference-optimized MoE needs fp32.</translation>
    </message>
</context>
<context>
    <name>cga::FinishSummary</name>
    <message>
        <source>Configuration exported</source>
        <translation>Configuration exported</translation>
    </message>
    <message>
        <source>The configuration was exported. What to run next:</source>
        <translation>The configuration was exported. What to run next:</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copy</translation>
    </message>
    <message>
        <source>Written to %1:</source>
        <translation>Written to %1:</translation>
    </message>
    <message>
        <source>Compare eager with CUDA graphs on a Slurm cluster (both runs, then the comparison):</source>
        <translation>Compare eager with CUDA graphs on a Slurm cluster (both runs, then the comparison):</translation>
    </message>
    <message>
        <source>Or run the graph configuration with Megatron Bridge's performance harness:</source>
        <translation>Or run the graph configuration with Megatron Bridge's performance harness:</translation>
    </message>
    <message>
        <source>Or measure eager against graph replay on this GPU (the Benchmark tab does the same):</source>
        <translation>Or measure eager against graph replay on this GPU (the Benchmark tab does the same):</translation>
    </message>
    <message>
        <source>To go back to eager execution, use %1.</source>
        <translation>To go back to eager execution, use %1.</translation>
    </message>
</context>
<context>
    <name>cga::GoldenValuesReader</name>
    <message>
        <source>%1: golden values whose "iteration-time" holds no number: nothing to time.</source>
        <translation>%1: golden values whose "iteration-time" holds no number: nothing to time.</translation>
    </message>
    <message>
        <source>%1: golden values without "iteration-time" (it has %2): nothing to time. Megatron-LM writes it with --log-timers-to-tensorboard.</source>
        <translation>%1: golden values without "iteration-time" (it has %2): nothing to time. Megatron-LM writes it with --log-timers-to-tensorboard.</translation>
    </message>
</context>
<context>
    <name>cga::GraphPrediction</name>
    <message>
        <source>%1 and %2</source>
        <translation>%1 and %2</translation>
    </message>
    <message>
        <source>Graph %1: %2 % of the step is launch-bound there (%3 ms of %4 ms).</source>
        <translation>Graph %1: %2 % of the step is launch-bound there (%3 ms of %4 ms).</translation>
    </message>
    <message>
        <source>No single scope is launch-bound: graphs would remove %1 % of the step at most.</source>
        <translation>No single scope is launch-bound: graphs would remove %1 % of the step at most.</translation>
    </message>
    <message>
        <source>Whole-layer graphs: %1 ms -&gt; %2 ms per step (%3x).</source>
        <translation>Whole-layer graphs: %1 ms -&gt; %2 ms per step (%3x).</translation>
    </message>
    <message>
        <source>Full iteration: %1 ms (%2x), if the step has no host syncs.</source>
        <translation>Full iteration: %1 ms (%2x), if the step has no host syncs.</translation>
    </message>
    <message>
        <source>A graph removes the host time of the launches it replaces: launches in the scope times the host cost per launch measured in this profile (the host time from one launch call to the next, Python and framework included).</source>
        <translation>A graph removes the host time of the launches it replaces: launches in the scope times the host cost per launch measured in this profile (the host time from one launch call to the next, Python and framework included).</translation>
    </message>
    <message>
        <source>At most the GPU idle time inside the scope goes away; the GPU work itself (%1 ms busy per step) stays.</source>
        <translation>At most the GPU idle time inside the scope goes away; the GPU work itself (%1 ms busy per step) stays.</translation>
    </message>
    <message>
        <source>Each replayed graph costs %1 us of host time and %2 us between two of its nodes on the GPU.</source>
        <translation>Each replayed graph costs %1 us of host time and %2 us between two of its nodes on the GPU.</translation>
    </message>
    <message>
        <source>Host syncs inside a scope must be removed before it can be captured; their idle time is counted as removable.</source>
        <translation>Host syncs inside a scope must be removed before it can be captured; their idle time is counted as removable.</translation>
    </message>
    <message>
        <source>Profiler overhead lengthens host time only: given a measured eager step (--measured eager=MS), the removable time is scaled by (measured - GPU busy) / (profiled - GPU busy) before it is taken off.</source>
        <translation>Profiler overhead lengthens host time only: given a measured eager step (--measured eager=MS), the removable time is scaled by (measured - GPU busy) / (profiled - GPU busy) before it is taken off.</translation>
    </message>
    <message>
        <source>host time of the profile scaled by %1 to the measured eager step (%2 ms profiled, %3 ms measured)</source>
        <translation>host time of the profile scaled by %1 to the measured eager step (%2 ms profiled, %3 ms measured)</translation>
    </message>
    <message>
        <source>%1: predicted %2 ms (%3x), measured %4 ms (%5x): speedup off by %6 %</source>
        <translation>%1: predicted %2 ms (%3x), measured %4 ms (%5x): speedup off by %6 %</translation>
    </message>
    <message>
        <source>The GPU waits on host syncs inside %1: they must go before that can be captured.</source>
        <translation>The GPU waits on host syncs inside %1: they must go before that can be captured.</translation>
    </message>
</context>
<context>
    <name>cga::GraphsPage</name>
    <message>
        <source>Capture %1</source>
        <translation>Capture %1</translation>
    </message>
    <message>
        <source>Stop capturing %1</source>
        <translation>Stop capturing %1</translation>
    </message>
    <message>
        <source>No scope ticked: every layer is captured whole.</source>
        <translation>No scope ticked: every layer is captured whole.</translation>
    </message>
    <message>
        <source>Captured per layer and microbatch: %1.</source>
        <translation>Captured per layer and microbatch: %1.</translation>
    </message>
    <message>
        <source>A full-iteration graph captures the whole forward and backward pass; scopes do not apply.</source>
        <translation>A full-iteration graph captures the whole forward and backward pass; scopes do not apply.</translation>
    </message>
    <message>
        <source>Scopes apply to the transformer_engine implementation.</source>
        <translation>Scopes apply to the transformer_engine implementation.</translation>
    </message>
    <message>
        <source>CUDA graphs</source>
        <translation>CUDA graphs</translation>
    </message>
    <message>
        <source>Choose how much of each step is captured. Start narrow and widen only after an A/B shows a gain.</source>
        <translation>Choose how much of each step is captured. Start narrow and widen only after an A/B shows a gain.</translation>
    </message>
    <message>
        <source>Implementation</source>
        <translation>Implementation</translation>
    </message>
    <message>
        <source>none: graphs off</source>
        <translation>none: graphs off</translation>
    </message>
    <message>
        <source>transformer_engine: per-layer graphs of the chosen scopes</source>
        <translation>transformer_engine: per-layer graphs of the chosen scopes</translation>
    </message>
    <message>
        <source>full_iteration: one graph for the whole forward and backward</source>
        <translation>full_iteration: one graph for the whole forward and backward</translation>
    </message>
    <message>
        <source>local: Megatron-Core per-layer graphs (Bridge accepts it only as the legacy full-iteration spelling)</source>
        <translation>local: Megatron-Core per-layer graphs (Bridge accepts it only as the legacy full-iteration spelling)</translation>
    </message>
    <message>
        <source>Transformer Engine scopes are the usual start; full-iteration graphs remove the most launches but hold the most memory and need the NaN checks off.</source>
        <translation>Transformer Engine scopes are the usual start; full-iteration graphs remove the most launches but hold the most memory and need the NaN checks off.</translation>
    </message>
    <message>
        <source>Scopes (what each graph captures)</source>
        <translation>Scopes (what each graph captures)</translation>
    </message>
    <message>
        <source>Settings that go with graphs</source>
        <translation>Settings that go with graphs</translation>
    </message>
    <message>
        <source>The attention block of each layer (with its layer norm).</source>
        <translation>The attention block of each layer (with its layer norm).</translation>
    </message>
    <message>
        <source>The dense MLP of each dense layer.</source>
        <translation>The dense MLP of each dense layer.</translation>
    </message>
    <message>
        <source>The MoE router, and shared experts that are not overlapped.</source>
        <translation>The MoE router, and shared experts that are not overlapped.</translation>
    </message>
    <message>
        <source>Token permutation before dispatch; needs moe_router.</source>
        <translation>Token permutation before dispatch; needs moe_router.</translation>
    </message>
    <message>
        <source>The whole MoE block; only with drop-and-pad routing.</source>
        <translation>The whole MoE block; only with drop-and-pad routing.</translation>
    </message>
    <message>
        <source>The Mamba mixer of hybrid models.</source>
        <translation>The Mamba mixer of hybrid models.</translation>
    </message>
    <message>
        <source>Warmup steps before capture</source>
        <translation>Warmup steps before capture</translation>
    </message>
    <message>
        <source>Transformer Engine RNG tracker (both flags)</source>
        <translation>Transformer Engine RNG tracker (both flags)</translation>
    </message>
    <message>
        <source>Check the loss for NaN</source>
        <translation>Check the loss for NaN</translation>
    </message>
    <message>
        <source>Check gradients for NaN</source>
        <translation>Check gradients for NaN</translation>
    </message>
</context>
<context>
    <name>cga::HarnessEmitter</name>
    <message>
        <source>The perf harness needs a recipe (-m, -mr, -g, -c, -ng); this configuration names none. Use a preset from the library, which knows its recipe.</source>
        <translation>The perf harness needs a recipe (-m, -mr, -g, -c, -ng); this configuration names none. Use a preset from the library, which knows its recipe.</translation>
    </message>
    <message>
        <source>Recipe %1 is not in the preset library, so the settings were written as overrides on Megatron defaults; on the cluster they land on the real recipe.</source>
        <translation>Recipe %1 is not in the preset library, so the settings were written as overrides on Megatron defaults; on the cluster they land on the real recipe.</translation>
    </message>
    <message>
        <source>The harness has no full_iteration implementation (PH-01): written as --cuda_graph_impl local --cuda_graph_scope full_iteration, which it turns into full_iteration (PH-07).</source>
        <translation>The harness has no full_iteration implementation (PH-01): written as --cuda_graph_impl local --cuda_graph_scope full_iteration, which it turns into full_iteration (PH-07).</translation>
    </message>
    <message>
        <source>No graph flags: the recipe already has these graph settings, and --cuda_graph_impl would also turn the TE RNG tracker on (PH-03).</source>
        <translation>No graph flags: the recipe already has these graph settings, and --cuda_graph_impl would also turn the TE RNG tracker on (PH-03).</translation>
    </message>
    <message numerus="yes">
        <source>The harness has flags only for the recipe, the graph implementation and scopes and a few shapes; %n Hydra override(s) carry the rest: %1.</source>
        <translation>
            <numerusform>The harness has flags only for the recipe, the graph implementation and scopes and a few shapes; %n Hydra override carry the rest: %1.</numerusform>
            <numerusform>The harness has flags only for the recipe, the graph implementation and scopes and a few shapes; %n Hydra overrides carry the rest: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The harness cannot express: %1 (its flags are applied after the Hydra overrides and undo them, spec c.2).</source>
        <translation>The harness cannot express: %1 (its flags are applied after the Hydra overrides and undo them, spec c.2).</translation>
    </message>
    <message>
        <source>Perf-harness command</source>
        <translation>Perf-harness command</translation>
    </message>
    <message>
        <source>Resolves %1.</source>
        <translation>Resolves %1.</translation>
    </message>
</context>
<context>
    <name>cga::HarnessImporter</name>
    <message>
        <source>cannot split the command line: %1.</source>
        <translation>cannot split the command line: %1.</translation>
    </message>
</context>
<context>
    <name>cga::HelpMenu</name>
    <message>
        <source>About CUDA Graph Assistant</source>
        <translation>About CUDA Graph Assistant</translation>
    </message>
    <message>
        <source>&lt;b&gt;CUDA Graph Assistant %1&lt;/b&gt;&lt;p&gt;Configure, validate and benchmark CUDA Graph capture for Megatron Bridge and Megatron-Core.&lt;/p&gt;</source>
        <translation>&lt;b&gt;CUDA Graph Assistant %1&lt;/b&gt;&lt;p&gt;Configure, validate and benchmark CUDA Graph capture for Megatron Bridge and Megatron-Core.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;Rules...</source>
        <translation>&amp;Rules...</translation>
    </message>
    <message>
        <source>User &amp;guide</source>
        <translation>User &amp;guide</translation>
    </message>
    <message>
        <source>&amp;Documentation (English)</source>
        <translation>&amp;Documentation (English)</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;About</translation>
    </message>
    <message>
        <source>No such document</source>
        <translation>No such document</translation>
    </message>
    <message>
        <source>%1 is not bundled with this program.</source>
        <translation>%1 is not bundled with this program.</translation>
    </message>
    <message>
        <source>Architecture of the program</source>
        <translation>Architecture of the program</translation>
    </message>
    <message>
        <source>Benchmark runner protocol</source>
        <translation>Benchmark runner protocol</translation>
    </message>
    <message>
        <source>Benchmarks: how eager and graphs are measured</source>
        <translation>Benchmarks: how eager and graphs are measured</translation>
    </message>
    <message>
        <source>Cluster runs through Slurm</source>
        <translation>Cluster runs through Slurm</translation>
    </message>
    <message>
        <source>Fidelity of the rules to Megatron</source>
        <translation>Fidelity of the rules to Megatron</translation>
    </message>
    <message>
        <source>Reading a profile</source>
        <translation>Reading a profile</translation>
    </message>
    <message>
        <source>Reliability and security</source>
        <translation>Reliability and security</translation>
    </message>
</context>
<context>
    <name>cga::HydraEmitter</name>
    <message>
        <source>Hydra overrides</source>
        <translation>Hydra overrides</translation>
    </message>
    <message>
        <source>Append to the training command (after --config-file, if any); later overrides win.</source>
        <translation>Append to the training command (after --config-file, if any); later overrides win.</translation>
    </message>
</context>
<context>
    <name>cga::HydraOverrides</name>
    <message>
        <source>'%1' is not a valid key (expected dotted names such as model.cuda_graph_impl).</source>
        <translation>'%1' is not a valid key (expected dotted names such as model.cuda_graph_impl).</translation>
    </message>
    <message>
        <source>'%1' has no '=value'.</source>
        <translation>'%1' has no '=value'.</translation>
    </message>
    <message>
        <source>Could not override '%1'. Key '%2' is not in struct: write +%1=%3 to add it.</source>
        <translation>Could not override '%1'. Key '%2' is not in struct: write +%1=%3 to add it.</translation>
    </message>
    <message>
        <source>Could not append to config. An item is already at '%1': drop the '+'.</source>
        <translation>Could not append to config. An item is already at '%1': drop the '+'.</translation>
    </message>
    <message>
        <source>an environment variable needs a single value.</source>
        <translation>an environment variable needs a single value.</translation>
    </message>
    <message>
        <source>%1 expects %2; the override gives %3.</source>
        <translation>%1 expects %2; the override gives %3.</translation>
    </message>
    <message>
        <source>a dict</source>
        <translation>a dict</translation>
    </message>
    <message>
        <source>a nested list</source>
        <translation>a nested list</translation>
    </message>
</context>
<context>
    <name>cga::HydraValue</name>
    <message>
        <source>'%1' is a sweep (values separated by ','), which only --multirun expands; Bridge applies one value per key. Write a list as [a,b].</source>
        <translation>'%1' is a sweep (values separated by ','), which only --multirun expands; Bridge applies one value per key. Write a list as [a,b].</translation>
    </message>
    <message>
        <source>unexpected '%1' at position %2 of '%3'.</source>
        <translation>unexpected '%1' at position %2 of '%3'.</translation>
    </message>
    <message>
        <source>'%1' is nested more than %2 levels deep.</source>
        <translation>'%1' is nested more than %2 levels deep.</translation>
    </message>
    <message>
        <source>the list in '%1' is not closed with ']'.</source>
        <translation>the list in '%1' is not closed with ']'.</translation>
    </message>
    <message>
        <source>expected ',' or ']' at position %1 of '%2'.</source>
        <translation>expected ',' or ']' at position %1 of '%2'.</translation>
    </message>
    <message>
        <source>expected 'key: value' in the dict of '%1'.</source>
        <translation>expected 'key: value' in the dict of '%1'.</translation>
    </message>
    <message>
        <source>the dict in '%1' is not closed with '}'.</source>
        <translation>the dict in '%1' is not closed with '}'.</translation>
    </message>
    <message>
        <source>expected ',' or '}' at position %1 of '%2'.</source>
        <translation>expected ',' or '}' at position %1 of '%2'.</translation>
    </message>
    <message>
        <source>an unterminated quote in '%1'.</source>
        <translation>an unterminated quote in '%1'.</translation>
    </message>
    <message>
        <source>the interpolation in '%1' is not closed with '}'.</source>
        <translation>the interpolation in '%1' is not closed with '}'.</translation>
    </message>
    <message>
        <source>unexpected '%1' at position %2 of '%3' (quote the value to keep it as text).</source>
        <translation>unexpected '%1' at position %2 of '%3' (quote the value to keep it as text).</translation>
    </message>
    <message>
        <source>an empty item in '%1'.</source>
        <translation>an empty item in '%1'.</translation>
    </message>
    <message>
        <source>'%1' in '%2' is a sweep, which only --multirun expands; Bridge applies one value per key.</source>
        <translation>'%1' in '%2' is a sweep, which only --multirun expands; Bridge applies one value per key.</translation>
    </message>
    <message>
        <source>%1() in '%2' takes one value and a closing ')'.</source>
        <translation>%1() in '%2' takes one value and a closing ')'.</translation>
    </message>
</context>
<context>
    <name>cga::InputFile</name>
    <message>
        <source>%1: no such file.</source>
        <translation>%1: no such file.</translation>
    </message>
    <message>
        <source>%1 is a folder, not a file.</source>
        <translation>%1 is a folder, not a file.</translation>
    </message>
    <message>
        <source>%1 is too large (%2 MiB; the limit is %3 MiB).</source>
        <translation>%1 is too large (%2 MiB; the limit is %3 MiB).</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 cannot be read: %2</translation>
    </message>
    <message>
        <source>%1 is too large (the limit is %2 MiB).</source>
        <translation>%1 is too large (the limit is %2 MiB).</translation>
    </message>
    <message>
        <source>%1 looks like a binary file (a NUL byte at offset %2), not a text file.</source>
        <translation>%1 looks like a binary file (a NUL byte at offset %2), not a text file.</translation>
    </message>
    <message>
        <source>%1 is not valid UTF-8 text.</source>
        <translation>%1 is not valid UTF-8 text.</translation>
    </message>
</context>
<context>
    <name>cga::IterationClassifier</name>
    <message>
        <source>No capture message and no printed cuda_graph_impl: iteration %1 is %2 times the steady median, the shape of a graph capture, so the run is read as graphed with cuda_graph_warmup_steps = %3. Give the implementation explicitly if this is wrong.</source>
        <translation>No capture message and no printed cuda_graph_impl: iteration %1 is %2 times the steady median, the shape of a graph capture, so the run is read as graphed with cuda_graph_warmup_steps = %3. Give the implementation explicitly if this is wrong.</translation>
    </message>
    <message>
        <source>cuda_graph_warmup_steps is %1 (%2), but the first capture message comes after iteration %3; the classification uses %1.</source>
        <translation>cuda_graph_warmup_steps is %1 (%2), but the first capture message comes after iteration %3; the classification uses %1.</translation>
    </message>
    <message>
        <source>The run resumed from the checkpoint of iteration %1: eager, capture and replay iterations are counted from there.</source>
        <translation>The run resumed from the checkpoint of iteration %1: eager, capture and replay iterations are counted from there.</translation>
    </message>
    <message>
        <source>Iteration %1 includes the graph capture (%2 s printed): it is the capture phase, not steady state.</source>
        <translation>Iteration %1 includes the graph capture (%2 s printed): it is the capture phase, not steady state.</translation>
    </message>
    <message>
        <source>Iteration %1 holds the graph capture (cuda_graph_warmup_steps = %2): it is the capture phase, not steady state.</source>
        <translation>Iteration %1 holds the graph capture (cuda_graph_warmup_steps = %2): it is the capture phase, not steady state.</translation>
    </message>
    <message>
        <source>cuda_graph_warmup_steps is 0: the capture runs before iteration 1, whose time also holds the start-up cost.</source>
        <translation>cuda_graph_warmup_steps is 0: the capture runs before iteration 1, whose time also holds the start-up cost.</translation>
    </message>
    <message>
        <source>log_interval is %1: each line is the average of %1 iterations, so the line that holds iteration %2 mixes the capture with other iterations; it is the capture phase and only lines made entirely of replays count as steady state.</source>
        <translation>log_interval is %1: each line is the average of %1 iterations, so the line that holds iteration %2 mixes the capture with other iterations; it is the capture phase and only lines made entirely of replays count as steady state.</translation>
    </message>
    <message>
        <source>log_interval is %1: each line is the average of %1 iterations; the first line also holds iteration 1's start-up cost.</source>
        <translation>log_interval is %1: each line is the average of %1 iterations; the first line also holds iteration 1's start-up cost.</translation>
    </message>
    <message>
        <source>Rank %1 reports 0 graphable layers: nothing is captured there, it runs eager.</source>
        <translation>Rank %1 reports 0 graphable layers: nothing is captured there, it runs eager.</translation>
    </message>
    <message>
        <source>TECudaGraphHelper found no graphable layers and skipped the capture: the whole model runs eager although graphs are enabled.</source>
        <translation>TECudaGraphHelper found no graphable layers and skipped the capture: the whole model runs eager although graphs are enabled.</translation>
    </message>
    <message>
        <source>The local implementation built 0 CUDA graphs: the run is eager.</source>
        <translation>The local implementation built 0 CUDA graphs: the run is eager.</translation>
    </message>
    <message>
        <source>Graphs are enabled (%1, %2) but the log has no capture message: the capture may not have happened, or the messages were filtered.</source>
        <translation>Graphs are enabled (%1, %2) but the log has no capture message: the capture may not have happened, or the messages were filtered.</translation>
    </message>
    <message>
        <source>%1 throughput figure(s) are implausibly high (%2 TFLOP/s/GPU on line %3, more than any GPU delivers): throughput figures of this run are not trusted.</source>
        <translation>%1 throughput figure(s) are implausibly high (%2 TFLOP/s/GPU on line %3, more than any GPU delivers): throughput figures of this run are not trusted.</translation>
    </message>
    <message>
        <source>Only %1 steady-state line(s): the steady median is not reliable.</source>
        <translation>Only %1 steady-state line(s): the steady median is not reliable.</translation>
    </message>
    <message>
        <source>The log ends at iteration %1 of %2.</source>
        <translation>The log ends at iteration %1 of %2.</translation>
    </message>
    <message>
        <source>%1 iteration lines of other ranks repeat logged iterations and were ignored.</source>
        <translation>%1 iteration lines of other ranks repeat logged iterations and were ignored.</translation>
    </message>
    <message>
        <source>%1 NaN iteration(s) and %2 non-finite grad norm(s) were logged.</source>
        <translation>%1 NaN iteration(s) and %2 non-finite grad norm(s) were logged.</translation>
    </message>
    <message>
        <source>%1 iteration(s) were skipped.</source>
        <translation>%1 iteration(s) were skipped.</translation>
    </message>
    <message>
        <source>%1 memory or capture lines beyond the cap were not kept.</source>
        <translation>%1 memory or capture lines beyond the cap were not kept.</translation>
    </message>
</context>
<context>
    <name>cga::LogDiagnosis</name>
    <message>
        <source>(line not kept)</source>
        <translation>(line not kept)</translation>
    </message>
    <message>
        <source>NCCL graph registration is on while the allocator uses expandable segments</source>
        <translation>NCCL graph registration is on while the allocator uses expandable segments</translation>
    </message>
    <message>
        <source>Export NCCL_GRAPH_REGISTER=0 (keeps graphs and NCCL, costs NCCL's zero-copy registration), or drop expandable_segments:True from PYTORCH_CUDA_ALLOC_CONF.</source>
        <translation>Export NCCL_GRAPH_REGISTER=0 (keeps graphs and NCCL, costs NCCL's zero-copy registration), or drop expandable_segments:True from PYTORCH_CUDA_ALLOC_CONF.</translation>
    </message>
    <message>
        <source>The NCCL watchdog collided with the graph capture</source>
        <translation>The NCCL watchdog collided with the graph capture</translation>
    </message>
    <message>
        <source>Use a container whose PyTorch has the watchdog capture guard (pytorch PR 160398); make sure no collective is still in flight when the capture starts (synchronize first). Raising TORCH_NCCL_HEARTBEAT_TIMEOUT_SEC only delays the abort.</source>
        <translation>Use a container whose PyTorch has the watchdog capture guard (pytorch PR 160398); make sure no collective is still in flight when the capture starts (synchronize first). Raising TORCH_NCCL_HEARTBEAT_TIMEOUT_SEC only delays the abort.</translation>
    </message>
    <message>
        <source>A collective timed out while a graph was being captured</source>
        <translation>A collective timed out while a graph was being captured</translation>
    </message>
    <message>
        <source>Synchronize before the capture so no collective is outstanding, and use a PyTorch with the watchdog capture guard; disable graphs once to confirm.</source>
        <translation>Synchronize before the capture so no collective is outstanding, and use a PyTorch with the watchdog capture guard; disable graphs once to confirm.</translation>
    </message>
    <message>
        <source>Out of memory during the graph capture</source>
        <translation>Out of memory during the graph capture</translation>
    </message>
    <message>
        <source>Each graph keeps static input, output and gradient buffers per layer and microbatch in flight: narrow the scope (e.g. attn only), reduce virtual pipeline stages or microbatches in flight, or upgrade Transformer Engine (static buffer reuse, release of warmup outputs).</source>
        <translation>Each graph keeps static input, output and gradient buffers per layer and microbatch in flight: narrow the scope (e.g. attn only), reduce virtual pipeline stages or microbatches in flight, or upgrade Transformer Engine (static buffer reuse, release of warmup outputs).</translation>
    </message>
    <message>
        <source>Out of memory from fragmentation: the reserved but unallocated memory would have covered the request</source>
        <translation>Out of memory from fragmentation: the reserved but unallocated memory would have covered the request</translation>
    </message>
    <message>
        <source>Set PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True,graph_capture_record_stream_reuse:True together with NCCL_GRAPH_REGISTER=0 (launch through the perf harness, which sets them).</source>
        <translation>Set PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True,graph_capture_record_stream_reuse:True together with NCCL_GRAPH_REGISTER=0 (launch through the perf harness, which sets them).</translation>
    </message>
    <message>
        <source>Out of memory with CUDA graphs on</source>
        <translation>Out of memory with CUDA graphs on</translation>
    </message>
    <message>
        <source>Graph pools stay resident for the graph's lifetime: treat graphs as a speed-up for runs with memory headroom, narrow the scope, add selective recompute outside the captured scope, or compare with cuda_graph_impl=none.</source>
        <translation>Graph pools stay resident for the graph's lifetime: treat graphs as a speed-up for runs with memory headroom, narrow the scope, add selective recompute outside the captured scope, or compare with cuda_graph_impl=none.</translation>
    </message>
    <message>
        <source>A host synchronisation in the MoE token dispatch broke the capture</source>
        <translation>A host synchronisation in the MoE token dispatch broke the capture</translation>
    </message>
    <message>
        <source>Dropless MoE dispatch has data-dependent shapes and device-to-host syncs: graph only attn, moe_router and moe_preprocess; use the moe scope only with drop-and-pad (capacity factor and pad to capacity).</source>
        <translation>Dropless MoE dispatch has data-dependent shapes and device-to-host syncs: graph only attn, moe_router and moe_preprocess; use the moe scope only with drop-and-pad (capacity factor and pad to capacity).</translation>
    </message>
    <message>
        <source>A host synchronisation in the optimizer step broke the optimizer graph capture</source>
        <translation>A host synchronisation in the optimizer step broke the optimizer graph capture</translation>
    </message>
    <message>
        <source>Upgrade Megatron-Core (threshold short-circuit and tensor arithmetic in the optimizer) and drop --log-num-zeros-in-grad; any .item() or math on a CUDA tensor inside optimizer.step() is a device-to-host sync.</source>
        <translation>Upgrade Megatron-Core (threshold short-circuit and tensor arithmetic in the optimizer) and drop --log-num-zeros-in-grad; any .item() or math on a CUDA tensor inside optimizer.step() is a device-to-host sync.</translation>
    </message>
    <message>
        <source>A host synchronisation inside the captured region broke the capture</source>
        <translation>A host synchronisation inside the captured region broke the capture</translation>
    </message>
    <message>
        <source>Find the first frame outside PyTorch in the traceback: a .item(), .cpu(), print of a tensor or data-dependent shape runs inside the captured scope. Narrow the scope to the static parts (attn, moe_router, moe_preprocess).</source>
        <translation>Find the first frame outside PyTorch in the traceback: a .item(), .cpu(), print of a tensor or data-dependent shape runs inside the captured scope. Narrow the scope to the static parts (attn, moe_router, moe_preprocess).</translation>
    </message>
    <message>
        <source>moe and moe_router scopes together</source>
        <translation>moe and moe_router scopes together</translation>
    </message>
    <message>
        <source>Keep either moe or moe_router in cuda_graph_modules.</source>
        <translation>Keep either moe or moe_router in cuda_graph_modules.</translation>
    </message>
    <message>
        <source>moe_preprocess scope without moe_router</source>
        <translation>moe_preprocess scope without moe_router</translation>
    </message>
    <message>
        <source>Add moe_router to cuda_graph_modules, or drop moe_preprocess.</source>
        <translation>Add moe_router to cuda_graph_modules, or drop moe_preprocess.</translation>
    </message>
    <message>
        <source>MoE scope on a dense model</source>
        <translation>MoE scope on a dense model</translation>
    </message>
    <message>
        <source>Remove moe / moe_router from cuda_graph_modules of a dense model.</source>
        <translation>Remove moe / moe_router from cuda_graph_modules of a dense model.</translation>
    </message>
    <message>
        <source>mlp scope on a model without dense layers</source>
        <translation>mlp scope on a model without dense layers</translation>
    </message>
    <message>
        <source>Use moe_router / moe_preprocess (or moe with drop-and-pad) instead of mlp on an all-MoE model.</source>
        <translation>Use moe_router / moe_preprocess (or moe with drop-and-pad) instead of mlp on an all-MoE model.</translation>
    </message>
    <message>
        <source>moe scope on a dropless MoE</source>
        <translation>moe scope on a dropless MoE</translation>
    </message>
    <message>
        <source>Set moe_expert_capacity_factor and moe_pad_expert_input_to_capacity=True, or capture moe_router and moe_preprocess instead of moe.</source>
        <translation>Set moe_expert_capacity_factor and moe_pad_expert_input_to_capacity=True, or capture moe_router and moe_preprocess instead of moe.</translation>
    </message>
    <message>
        <source>moe_preprocess scope with a syncing all-to-all preprocess</source>
        <translation>moe_preprocess scope with a syncing all-to-all preprocess</translation>
    </message>
    <message>
        <source>Drop moe_preprocess from the scope, or remove the capacity factor / moe_router_padding_for_fp8 that makes the preprocess sync.</source>
        <translation>Drop moe_preprocess from the scope, or remove the capacity factor / moe_router_padding_for_fp8 that makes the preprocess sync.</translation>
    </message>
    <message>
        <source>A stack dump shows the run stuck in the MoE token dispatcher</source>
        <translation>A stack dump shows the run stuck in the MoE token dispatcher</translation>
    </message>
    <message>
        <source>No confirmed fix: run once without graphs to confirm, try the alltoall dispatcher, and upgrade Megatron-Core and DeepEP (HybridEP capacity fixes).</source>
        <translation>No confirmed fix: run once without graphs to confirm, try the alltoall dispatcher, and upgrade Megatron-Core and DeepEP (HybridEP capacity fixes).</translation>
    </message>
    <message>
        <source>NaN gradient norm</source>
        <translation>NaN gradient norm</translation>
    </message>
    <message>
        <source>Run the same iterations without graphs and compare loss and grad norm; upgrade Megatron-Core and Transformer Engine. Known with the TE attn scope plus EP all-to-all overlap.</source>
        <translation>Run the same iterations without graphs and compare loss and grad norm; upgrade Megatron-Core and Transformer Engine. Known with the TE attn scope plus EP all-to-all overlap.</translation>
    </message>
    <message>
        <source>Illegal memory access</source>
        <translation>Illegal memory access</translation>
    </message>
    <message>
        <source>Check NCCL_GRAPH_REGISTER=0 when expandable segments are on (PP-01). Known after validation with NVFP4 and the mamba scope: switch to MXFP8 or drop mamba from the scope.</source>
        <translation>Check NCCL_GRAPH_REGISTER=0 when expandable segments are on (PP-01). Known after validation with NVFP4 and the mamba scope: switch to MXFP8 or drop mamba from the scope.</translation>
    </message>
    <message>
        <source>The Transformer Engine RNG tracker is off</source>
        <translation>The Transformer Engine RNG tracker is off</translation>
    </message>
    <message>
        <source>Set model.use_te_rng_tracker=True and rng.te_rng_tracker=True.</source>
        <translation>Set model.use_te_rng_tracker=True and rng.te_rng_tracker=True.</translation>
    </message>
    <message>
        <source>The RNG tracker cannot be captured</source>
        <translation>The RNG tracker cannot be captured</translation>
    </message>
    <message>
        <source>Use the Transformer Engine RNG tracker (use_te_rng_tracker=True).</source>
        <translation>Use the Transformer Engine RNG tracker (use_te_rng_tracker=True).</translation>
    </message>
    <message>
        <source>Megatron-LM switched the TE RNG tracker on</source>
        <translation>Megatron-LM switched the TE RNG tracker on</translation>
    </message>
    <message>
        <source>Pass --te-rng-tracker explicitly; nothing else to do.</source>
        <translation>Pass --te-rng-tracker explicitly; nothing else to do.</translation>
    </message>
    <message>
        <source>Full recompute with per-layer graphs</source>
        <translation>Full recompute with per-layer graphs</translation>
    </message>
    <message>
        <source>Use selective recompute of modules outside the graph scope, or cuda_graph_impl=full_iteration, or disable graphs.</source>
        <translation>Use selective recompute of modules outside the graph scope, or cuda_graph_impl=full_iteration, or disable graphs.</translation>
    </message>
    <message>
        <source>moe recompute with the moe_router scope</source>
        <translation>moe recompute with the moe_router scope</translation>
    </message>
    <message>
        <source>Drop moe from recompute_modules or moe_router from the scope.</source>
        <translation>Drop moe from recompute_modules or moe_router from the scope.</translation>
    </message>
    <message>
        <source>Attention dropout in a graphed recomputation</source>
        <translation>Attention dropout in a graphed recomputation</translation>
    </message>
    <message>
        <source>Set attention_dropout=0, or do not recompute core_attn while attention is captured.</source>
        <translation>Set attention_dropout=0, or do not recompute core_attn while attention is captured.</translation>
    </message>
    <message>
        <source>Hidden dropout in a graphed recomputation</source>
        <translation>Hidden dropout in a graphed recomputation</translation>
    </message>
    <message>
        <source>Set hidden_dropout=0, or do not recompute a captured MLP / MoE.</source>
        <translation>Set hidden_dropout=0, or do not recompute a captured MLP / MoE.</translation>
    </message>
    <message>
        <source>MoE input jitter in a graphed recomputation</source>
        <translation>MoE input jitter in a graphed recomputation</translation>
    </message>
    <message>
        <source>Unset moe_input_jitter_eps, or do not recompute a captured MoE.</source>
        <translation>Unset moe_input_jitter_eps, or do not recompute a captured MoE.</translation>
    </message>
    <message>
        <source>Legacy CPU offloading with per-layer graphs</source>
        <translation>Legacy CPU offloading with per-layer graphs</translation>
    </message>
    <message>
        <source>Use fine-grained activation offloading with the transformer_engine implementation (NVTE_CPU_OFFLOAD_V1=1, warmup &gt; 0, no moe scope), or full_iteration graphs.</source>
        <translation>Use fine-grained activation offloading with the transformer_engine implementation (NVTE_CPU_OFFLOAD_V1=1, warmup &gt; 0, no moe scope), or full_iteration graphs.</translation>
    </message>
    <message>
        <source>Fine-grained offloading with the wrong implementation</source>
        <translation>Fine-grained offloading with the wrong implementation</translation>
    </message>
    <message>
        <source>Use cuda_graph_impl=transformer_engine (or full_iteration) with fine-grained activation offloading.</source>
        <translation>Use cuda_graph_impl=transformer_engine (or full_iteration) with fine-grained activation offloading.</translation>
    </message>
    <message>
        <source>Fine-grained offloading with local graphs</source>
        <translation>Fine-grained offloading with local graphs</translation>
    </message>
    <message>
        <source>With the local implementation offload only expert_fc1, moe_act or fused_group_mlp under a partial scope; otherwise use transformer_engine.</source>
        <translation>With the local implementation offload only expert_fc1, moe_act or fused_group_mlp under a partial scope; otherwise use transformer_engine.</translation>
    </message>
    <message>
        <source>Packed sequences reached a captured attention</source>
        <translation>Packed sequences reached a captured attention</translation>
    </message>
    <message>
        <source>Pad to max length (dataset pad_to_max_length=True, offline_packing_specs.pad_cu_seqlens=True), or keep attention out of the graph scope for packed data.</source>
        <translation>Pad to max length (dataset pad_to_max_length=True, offline_packing_specs.pad_cu_seqlens=True), or keep attention out of the graph scope for packed data.</translation>
    </message>
    <message>
        <source>A non-tensor argument reached a captured module</source>
        <translation>A non-tensor argument reached a captured module</translation>
    </message>
    <message>
        <source>Offline packing without padding to max length</source>
        <translation>Offline packing without padding to max length</translation>
    </message>
    <message>
        <source>Set dataset.pad_to_max_length=True.</source>
        <translation>Set dataset.pad_to_max_length=True.</translation>
    </message>
    <message>
        <source>Packed attention graphs without padded cu_seqlens</source>
        <translation>Packed attention graphs without padded cu_seqlens</translation>
    </message>
    <message>
        <source>Set dataset.offline_packing_specs.pad_cu_seqlens=True (with pad_to_max_length=True).</source>
        <translation>Set dataset.offline_packing_specs.pad_cu_seqlens=True (with pad_to_max_length=True).</translation>
    </message>
    <message>
        <source>Energon native packing with graphs</source>
        <translation>Energon native packing with graphs</translation>
    </message>
    <message>
        <source>Use offline packing with padding, or disable graphs for this dataset.</source>
        <translation>Use offline packing with padding, or disable graphs for this dataset.</translation>
    </message>
    <message>
        <source>Input shapes changed after the capture</source>
        <translation>Input shapes changed after the capture</translation>
    </message>
    <message>
        <source>Keep shapes static: fixed seq_length and micro_batch_size, padding to max length for packed or variable data.</source>
        <translation>Keep shapes static: fixed seq_length and micro_batch_size, padding to max length for packed or variable data.</translation>
    </message>
    <message>
        <source>Delayed wgrad inside a graph scope</source>
        <translation>Delayed wgrad inside a graph scope</translation>
    </message>
    <message>
        <source>With delay_wgrad_compute and attn (or shared-expert moe_router) captured: Transformer Engine &gt;= 2.12, gradient_accumulation_fusion=True, no attention or QKV bias, and overlap_moe_expert_parallel_comm on.</source>
        <translation>With delay_wgrad_compute and attn (or shared-expert moe_router) captured: Transformer Engine &gt;= 2.12, gradient_accumulation_fusion=True, no attention or QKV bias, and overlap_moe_expert_parallel_comm on.</translation>
    </message>
    <message>
        <source>Delayed wgrad inside a graph scope (Megatron-LM)</source>
        <translation>Delayed wgrad inside a graph scope (Megatron-LM)</translation>
    </message>
    <message>
        <source>With --delay-wgrad-compute and attn captured: Transformer Engine &gt;= 2.12, gradient accumulation fusion on, and --disable-bias-linear.</source>
        <translation>With --delay-wgrad-compute and attn captured: Transformer Engine &gt;= 2.12, gradient accumulation fusion on, and --disable-bias-linear.</translation>
    </message>
    <message>
        <source>EP all-to-all overlap with a captured MLP/MoE</source>
        <translation>EP all-to-all overlap with a captured MLP/MoE</translation>
    </message>
    <message>
        <source>Capture attn / moe_router / moe_preprocess only, or turn overlap_moe_expert_parallel_comm off.</source>
        <translation>Capture attn / moe_router / moe_preprocess only, or turn overlap_moe_expert_parallel_comm off.</translation>
    </message>
    <message>
        <source>Delayed wgrad with partial graphs on an old Transformer Engine</source>
        <translation>Delayed wgrad with partial graphs on an old Transformer Engine</translation>
    </message>
    <message>
        <source>Use Transformer Engine &gt;= 2.10 with delay_wgrad_compute and partial graphs.</source>
        <translation>Use Transformer Engine &gt;= 2.10 with delay_wgrad_compute and partial graphs.</translation>
    </message>
    <message>
        <source>Delayed wgrad without EP all-to-all overlap</source>
        <translation>Delayed wgrad without EP all-to-all overlap</translation>
    </message>
    <message>
        <source>Enable overlap_moe_expert_parallel_comm with delay_wgrad_compute.</source>
        <translation>Enable overlap_moe_expert_parallel_comm with delay_wgrad_compute.</translation>
    </message>
    <message>
        <source>Optimizer graph with Megatron-FSDP v2</source>
        <translation>Optimizer graph with Megatron-FSDP v2</translation>
    </message>
    <message>
        <source>Disable optimizer.optimizer_cuda_graph with MFSDP v2.</source>
        <translation>Disable optimizer.optimizer_cuda_graph with MFSDP v2.</translation>
    </message>
    <message>
        <source>A stream outside the capture joined the captured work</source>
        <translation>A stream outside the capture joined the captured work</translation>
    </message>
    <message>
        <source>Use plain overlap_param_gather, not overlap_param_gather_with_optimizer_step, and a Megatron-Core that initialises DDP on the capture stream; custom loops must disable forward pre-hooks during capture.</source>
        <translation>Use plain overlap_param_gather, not overlap_param_gather_with_optimizer_step, and a Megatron-Core that initialises DDP on the capture stream; custom loops must disable forward pre-hooks during capture.</translation>
    </message>
    <message>
        <source>NaN check on the loss with full-iteration graphs</source>
        <translation>NaN check on the loss with full-iteration graphs</translation>
    </message>
    <message>
        <source>Set rerun_state_machine.check_for_nan_in_loss=False and ddp.check_for_nan_in_grad=False.</source>
        <translation>Set rerun_state_machine.check_for_nan_in_loss=False and ddp.check_for_nan_in_grad=False.</translation>
    </message>
    <message>
        <source>NaN checks with full-iteration graphs (Megatron-LM)</source>
        <translation>NaN checks with full-iteration graphs (Megatron-LM)</translation>
    </message>
    <message>
        <source>Add --no-check-for-nan-in-loss-and-grad.</source>
        <translation>Add --no-check-for-nan-in-loss-and-grad.</translation>
    </message>
    <message>
        <source>Megatron-FSDP v2 with CUDA graphs (Megatron-Core)</source>
        <translation>Megatron-FSDP v2 with CUDA graphs (Megatron-Core)</translation>
    </message>
    <message>
        <source>Disable CUDA graphs, or use Megatron-FSDP v1 with megatron_fsdp_cuda_graph_mode=True for full-iteration graphs.</source>
        <translation>Disable CUDA graphs, or use Megatron-FSDP v1 with megatron_fsdp_cuda_graph_mode=True for full-iteration graphs.</translation>
    </message>
    <message>
        <source>Megatron-FSDP v2 with CUDA graphs</source>
        <translation>Megatron-FSDP v2 with CUDA graphs</translation>
    </message>
    <message>
        <source>Pipeline-parallel microbatched inference with graphs</source>
        <translation>Pipeline-parallel microbatched inference with graphs</translation>
    </message>
    <message>
        <source>Disable graphs or the microbatched inference threshold.</source>
        <translation>Disable graphs or the microbatched inference threshold.</translation>
    </message>
    <message>
        <source>Hybrid context parallelism with graphs</source>
        <translation>Hybrid context parallelism with graphs</translation>
    </message>
    <message>
        <source>Disable CUDA graphs or hybrid context parallelism.</source>
        <translation>Disable CUDA graphs or hybrid context parallelism.</translation>
    </message>
    <message>
        <source>EP overlap with Megatron-FSDP and per-layer graphs</source>
        <translation>EP overlap with Megatron-FSDP and per-layer graphs</translation>
    </message>
    <message>
        <source>Use cuda_graph_impl=full_iteration, or disable graphs.</source>
        <translation>Use cuda_graph_impl=full_iteration, or disable graphs.</translation>
    </message>
    <message>
        <source>Capture with cuda_graph_warmup_steps = 0 did not happen</source>
        <translation>Capture with cuda_graph_warmup_steps = 0 did not happen</translation>
    </message>
    <message>
        <source>Use cuda_graph_warmup_steps &gt;= 1 (default 3).</source>
        <translation>Use cuda_graph_warmup_steps &gt;= 1 (default 3).</translation>
    </message>
    <message>
        <source>No warmup steps with fine-grained offloading</source>
        <translation>No warmup steps with fine-grained offloading</translation>
    </message>
    <message>
        <source>Set cuda_graph_warmup_steps to 1 or more (default 3).</source>
        <translation>Set cuda_graph_warmup_steps to 1 or more (default 3).</translation>
    </message>
    <message>
        <source>Teardown found no graphs to delete</source>
        <translation>Teardown found no graphs to delete</translation>
    </message>
    <message>
        <source>The run ended before the capture (train_iters &lt;= warmup steps): run longer than cuda_graph_warmup_steps + 1, or use a Bridge that checks graphs_created().</source>
        <translation>The run ended before the capture (train_iters &lt;= warmup steps): run longer than cuda_graph_warmup_steps + 1, or use a Bridge that checks graphs_created().</translation>
    </message>
    <message>
        <source>No graphable layers: the model runs eager</source>
        <translation>No graphable layers: the model runs eager</translation>
    </message>
    <message>
        <source>The scope matches no layer of the model (e.g. mamba on a pure transformer, mlp on an all-MoE model): fix cuda_graph_modules; Bridge hides this warning unless logger.filter_warnings=False.</source>
        <translation>The scope matches no layer of the model (e.g. mamba on a pure transformer, mlp on an all-MoE model): fix cuda_graph_modules; Bridge hides this warning unless logger.filter_warnings=False.</translation>
    </message>
    <message>
        <source>The local implementation built no graph: the model runs eager</source>
        <translation>The local implementation built no graph: the model runs eager</translation>
    </message>
    <message>
        <source>Check that the layers are built with the local graph manager (cuda_graph_impl and the scope of this Megatron-Core version).</source>
        <translation>Check that the layers are built with the local graph manager (cuda_graph_impl and the scope of this Megatron-Core version).</translation>
    </message>
    <message>
        <source>Legacy graph flags mixed with --cuda-graph-impl</source>
        <translation>Legacy graph flags mixed with --cuda-graph-impl</translation>
    </message>
    <message>
        <source>Use only --cuda-graph-impl (local or transformer_engine).</source>
        <translation>Use only --cuda-graph-impl (local or transformer_engine).</translation>
    </message>
    <message>
        <source>Old and new scope flags together (Megatron-LM)</source>
        <translation>Old and new scope flags together (Megatron-LM)</translation>
    </message>
    <message>
        <source>Use --cuda-graph-modules only.</source>
        <translation>Use --cuda-graph-modules only.</translation>
    </message>
    <message>
        <source>cuda_graph_scope and cuda_graph_modules together</source>
        <translation>cuda_graph_scope and cuda_graph_modules together</translation>
    </message>
    <message>
        <source>Set cuda_graph_modules only (cuda_graph_scope is deprecated).</source>
        <translation>Set cuda_graph_modules only (cuda_graph_scope is deprecated).</translation>
    </message>
    <message>
        <source>Module scopes with full-iteration graphs</source>
        <translation>Module scopes with full-iteration graphs</translation>
    </message>
    <message>
        <source>Leave cuda_graph_modules empty with cuda_graph_impl=full_iteration.</source>
        <translation>Leave cuda_graph_modules empty with cuda_graph_impl=full_iteration.</translation>
    </message>
    <message>
        <source>local implementation with module scopes in Bridge</source>
        <translation>local implementation with module scopes in Bridge</translation>
    </message>
    <message>
        <source>Use cuda_graph_impl=transformer_engine for module scopes, or full_iteration for whole-iteration graphs.</source>
        <translation>Use cuda_graph_impl=transformer_engine for module scopes, or full_iteration for whole-iteration graphs.</translation>
    </message>
    <message>
        <source>Scope spelling of an older Megatron-Core</source>
        <translation>Scope spelling of an older Megatron-Core</translation>
    </message>
    <message>
        <source>Write the flags in the dialect of the installed Megatron-Core (cga validate --profile legacy checks the old spelling).</source>
        <translation>Write the flags in the dialect of the installed Megatron-Core (cga validate --profile legacy checks the old spelling).</translation>
    </message>
    <message>
        <source>Full-iteration spelling of an older Megatron-Core</source>
        <translation>Full-iteration spelling of an older Megatron-Core</translation>
    </message>
    <message>
        <source>In that Megatron-Core, full-iteration graphs are cuda_graph_impl=local with cuda_graph_scope=[full_iteration]; newer ones use cuda_graph_impl=full_iteration.</source>
        <translation>In that Megatron-Core, full-iteration graphs are cuda_graph_impl=local with cuda_graph_scope=[full_iteration]; newer ones use cuda_graph_impl=full_iteration.</translation>
    </message>
    <message>
        <source>Both legacy graph fields set</source>
        <translation>Both legacy graph fields set</translation>
    </message>
    <message>
        <source>Remove enable_cuda_graph / external_cuda_graph and set cuda_graph_impl only.</source>
        <translation>Remove enable_cuda_graph / external_cuda_graph and set cuda_graph_impl only.</translation>
    </message>
    <message>
        <source>Legacy graph fields mixed with cuda_graph_impl</source>
        <translation>Legacy graph fields mixed with cuda_graph_impl</translation>
    </message>
    <message>
        <source>Unknown cuda_graph_impl</source>
        <translation>Unknown cuda_graph_impl</translation>
    </message>
    <message>
        <source>Use none, transformer_engine, full_iteration or local.</source>
        <translation>Use none, transformer_engine, full_iteration or local.</translation>
    </message>
    <message>
        <source>Fused cross entropy needs a newer Transformer Engine</source>
        <translation>Fused cross entropy needs a newer Transformer Engine</translation>
    </message>
    <message>
        <source>Upgrade Transformer Engine to 2.7 or later, or use another implementation than full_iteration.</source>
        <translation>Upgrade Transformer Engine to 2.7 or later, or use another implementation than full_iteration.</translation>
    </message>
    <message>
        <source>Deprecated cuda_graph_scope</source>
        <translation>Deprecated cuda_graph_scope</translation>
    </message>
    <message>
        <source>Write the scopes into cuda_graph_modules.</source>
        <translation>Write the scopes into cuda_graph_modules.</translation>
    </message>
    <message>
        <source>Deprecated enable_cuda_graph / external_cuda_graph</source>
        <translation>Deprecated enable_cuda_graph / external_cuda_graph</translation>
    </message>
    <message>
        <source>Set cuda_graph_impl instead of the legacy fields.</source>
        <translation>Set cuda_graph_impl instead of the legacy fields.</translation>
    </message>
    <message>
        <source>Deprecated "full" scope</source>
        <translation>Deprecated "full" scope</translation>
    </message>
    <message>
        <source>Use an empty cuda_graph_modules list to capture the whole layer.</source>
        <translation>Use an empty cuda_graph_modules list to capture the whole layer.</translation>
    </message>
    <message>
        <source>Deprecated full_iteration scope value</source>
        <translation>Deprecated full_iteration scope value</translation>
    </message>
    <message>
        <source>Use cuda_graph_impl=full_iteration with empty cuda_graph_modules.</source>
        <translation>Use cuda_graph_impl=full_iteration with empty cuda_graph_modules.</translation>
    </message>
    <message>
        <source>make_graphed_callables on a callable without parameters</source>
        <translation>make_graphed_callables on a callable without parameters</translation>
    </message>
    <message>
        <source>Follow Megatron-Core's helper (TECudaGraphHelper) instead of a hand-rolled capture; give the callable a tensor input that requires grad.</source>
        <translation>Follow Megatron-Core's helper (TECudaGraphHelper) instead of a hand-rolled capture; give the callable a tensor input that requires grad.</translation>
    </message>
    <message>
        <source>Aliased streams in the local graph stream pool</source>
        <translation>Aliased streams in the local graph stream pool</translation>
    </message>
    <message>
        <source>Set CUDA_DEVICE_MAX_CONNECTIONS to 16 or 32 before the process starts.</source>
        <translation>Set CUDA_DEVICE_MAX_CONNECTIONS to 16 or 32 before the process starts.</translation>
    </message>
    <message>
        <source>Autograd stream mismatch that can break full-iteration capture</source>
        <translation>Autograd stream mismatch that can break full-iteration capture</translation>
    </message>
    <message>
        <source>Use a Megatron-Core that initialises DDP on the capture stream (MLM PR 6021).</source>
        <translation>Use a Megatron-Core that initialises DDP on the capture stream (MLM PR 6021).</translation>
    </message>
    <message>
        <source>Autograd streams that can break full-iteration capture</source>
        <translation>Autograd streams that can break full-iteration capture</translation>
    </message>
    <message>
        <source>Use a PyTorch with set_override_stale_capture_stream and a Megatron-Core that initialises DDP on the capture stream.</source>
        <translation>Use a PyTorch with set_override_stale_capture_stream and a Megatron-Core that initialises DDP on the capture stream.</translation>
    </message>
    <message>
        <source>The log stops after the graph capture: no iteration followed</source>
        <translation>The log stops after the graph capture: no iteration followed</translation>
    </message>
    <message>
        <source>Take a py-spy dump of the ranks; run once without graphs to confirm; with MoE, try the alltoall dispatcher and a newer Megatron-Core / DeepEP.</source>
        <translation>Take a py-spy dump of the ranks; run once without graphs to confirm; with MoE, try the alltoall dispatcher and a newer Megatron-Core / DeepEP.</translation>
    </message>
    <message>
        <source>The run finished training but did not exit</source>
        <translation>The run finished training but did not exit</translation>
    </message>
    <message>
        <source>Use a Bridge that deletes the graphs on every exit path (MB PR 1332 / 3488); with TP &gt; 1 and overlap_param_gather there is no confirmed fix yet.</source>
        <translation>Use a Bridge that deletes the graphs on every exit path (MB PR 1332 / 3488); with TP &gt; 1 and overlap_param_gather there is no confirmed fix yet.</translation>
    </message>
    <message>
        <source>Zero grad norm on the first replayed iteration</source>
        <translation>Zero grad norm on the first replayed iteration</translation>
    </message>
    <message>
        <source>Known with fp8 param gather + reuse_grad_buf_for_mxfp8_param_ag + overlap_param_gather and full-iteration graphs: use a Bridge with MB PR 3076.</source>
        <translation>Known with fp8 param gather + reuse_grad_buf_for_mxfp8_param_ag + overlap_param_gather and full-iteration graphs: use a Bridge with MB PR 3076.</translation>
    </message>
    <message>
        <source>Non-finite grad norm or NaN iterations in the iteration lines</source>
        <translation>Non-finite grad norm or NaN iterations in the iteration lines</translation>
    </message>
    <message>
        <source>Compare with an eager run over the same iterations; upgrade Megatron-Core / Transformer Engine.</source>
        <translation>Compare with an eager run over the same iterations; upgrade Megatron-Core / Transformer Engine.</translation>
    </message>
    <message>
        <source>The capture takes long</source>
        <translation>The capture takes long</translation>
    </message>
    <message>
        <source>Exclude the warmup and capture iterations from throughput; newer Megatron-Core captures faster (one graph per layer when PP=1, fewer warmup iterations).</source>
        <translation>Exclude the warmup and capture iterations from throughput; newer Megatron-Core captures faster (one graph per layer when PP=1, fewer warmup iterations).</translation>
    </message>
    <message>
        <source>Replayed iterations are not faster than the eager warmup iterations</source>
        <translation>Replayed iterations are not faster than the eager warmup iterations</translation>
    </message>
    <message>
        <source>The workload may not be launch-bound: profile for host gaps first and compare replay iterations with a matched eager run (cga report GRAPH.log EAGER.log).</source>
        <translation>The workload may not be launch-bound: profile for host gaps first and compare replay iterations with a matched eager run (cga report GRAPH.log EAGER.log).</translation>
    </message>
    <message>
        <source>Graphs are enabled but nothing was captured</source>
        <translation>Graphs are enabled but nothing was captured</translation>
    </message>
    <message>
        <source>Check the capture summary lines: with Transformer Engine graphs the scope must match layers of the model (e.g. no mamba scope on a pure transformer).</source>
        <translation>Check the capture summary lines: with Transformer Engine graphs the scope must match layers of the model (e.g. no mamba scope on a pure transformer).</translation>
    </message>
    <message>
        <source>The perf harness cannot handle --cuda_graph_impl without --cuda_graph_scope</source>
        <translation>The perf harness cannot handle --cuda_graph_impl without --cuda_graph_scope</translation>
    </message>
    <message>
        <source>Pass --cuda_graph_scope explicitly (for example --cuda_graph_scope attn), or use a Megatron Bridge whose harness falls back to the recipe's scope (PR 3249).</source>
        <translation>Pass --cuda_graph_scope explicitly (for example --cuda_graph_scope attn), or use a Megatron Bridge whose harness falls back to the recipe's scope (PR 3249).</translation>
    </message>
    <message>
        <source>Local CUDA graphs with the mlp scope fail while the layers are built</source>
        <translation>Local CUDA graphs with the mlp scope fail while the layers are built</translation>
    </message>
    <message>
        <source>The local implementation builds its graph manager before the layer knows whether it is an MoE layer: use cuda_graph_impl=transformer_engine for the mlp scope, or capture whole layers (empty cuda_graph_modules) with local.</source>
        <translation>The local implementation builds its graph manager before the layer knows whether it is an MoE layer: use cuda_graph_impl=transformer_engine for the mlp scope, or capture whole layers (empty cuda_graph_modules) with local.</translation>
    </message>
</context>
<context>
    <name>cga::LogDiagnosisView</name>
    <message>
        <source>Fix: %1</source>
        <translation>Fix: %1</translation>
    </message>
    <message>
        <source>No known failure signature in the opened training logs.</source>
        <translation>No known failure signature in the opened training logs.</translation>
    </message>
    <message numerus="yes">
        <source>%n known failure signature(s) in the training logs, %1 of them errors.</source>
        <translation>
            <numerusform>%n known failure signature in the training logs, %1 of them errors.</numerusform>
            <numerusform>%n known failure signatures in the training logs, %1 of them errors.</numerusform>
        </translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Signature</translation>
    </message>
    <message>
        <source>Pain point</source>
        <translation>Pain point</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Rule</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>Lines</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>What happened</translation>
    </message>
</context>
<context>
    <name>cga::LogLineReader</name>
    <message>
        <source>%1: cannot open the file: %2</source>
        <translation>%1: cannot open the file: %2</translation>
    </message>
    <message>
        <source>%1: reading failed after %2 bytes: %3</source>
        <translation>%1: reading failed after %2 bytes: %3</translation>
    </message>
</context>
<context>
    <name>cga::MainWindow</name>
    <message>
        <source>Fix %1: %2</source>
        <translation>Fix %1: %2</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>Import perf-&amp;harness command...</source>
        <translation>Import perf-&amp;harness command...</translation>
    </message>
    <message>
        <source>Import &amp;Megatron-LM arguments...</source>
        <translation>Import &amp;Megatron-LM arguments...</translation>
    </message>
    <message>
        <source>&amp;Blank configuration</source>
        <translation>&amp;Blank configuration</translation>
    </message>
    <message>
        <source>Recent &amp;files</source>
        <translation>Recent &amp;files</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>Diagnostics</source>
        <translation>Diagnostics</translation>
    </message>
    <message>
        <source>&amp;Diagnostics</source>
        <translation>&amp;Diagnostics</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>untitled</translation>
    </message>
    <message>
        <source>%1%2 - CUDA Graph Assistant</source>
        <translation>%1%2 - CUDA Graph Assistant</translation>
    </message>
    <message>
        <source>Cannot open</source>
        <translation>Cannot open</translation>
    </message>
    <message>
        <source>Import a perf-harness command</source>
        <translation>Import a perf-harness command</translation>
    </message>
    <message>
        <source>Import Megatron-LM arguments</source>
        <translation>Import Megatron-LM arguments</translation>
    </message>
    <message>
        <source>Paste the run_script.py command line (flags and Hydra overrides):</source>
        <translation>Paste the run_script.py command line (flags and Hydra overrides):</translation>
    </message>
    <message>
        <source>Paste the pretrain_gpt.py arguments or the whole launcher line:</source>
        <translation>Paste the pretrain_gpt.py arguments or the whole launcher line:</translation>
    </message>
    <message>
        <source>Cannot import</source>
        <translation>Cannot import</translation>
    </message>
    <message>
        <source>Restore unsaved work?</source>
        <translation>Restore unsaved work?</translation>
    </message>
    <message>
        <source>CUDA Graph Assistant did not exit cleanly last time. Restore the configuration you were editing?</source>
        <translation>CUDA Graph Assistant did not exit cleanly last time. Restore the configuration you were editing?</translation>
    </message>
    <message>
        <source>Cannot restore</source>
        <translation>Cannot restore</translation>
    </message>
    <message>
        <source>&amp;Open project or Bridge YAML...</source>
        <translation>&amp;Open project or Bridge YAML...</translation>
    </message>
    <message>
        <source>&amp;Save project</source>
        <translation>&amp;Save project</translation>
    </message>
    <message>
        <source>Save project &amp;as...</source>
        <translation>Save project &amp;as...</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>Autosave failed: %1</translation>
    </message>
    <message>
        <source>Save the project</source>
        <translation>Save the project</translation>
    </message>
    <message>
        <source>CUDA Graph Assistant projects (*.cga.yaml *.yaml)</source>
        <translation>CUDA Graph Assistant projects (*.cga.yaml *.yaml)</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Cannot save</translation>
    </message>
    <message>
        <source>this GPU, %1</source>
        <translation>this GPU, %1</translation>
    </message>
    <message>
        <source>Open &amp;results or training logs...</source>
        <translation>Open &amp;results or training logs...</translation>
    </message>
    <message>
        <source>Configure</source>
        <translation>Configure</translation>
    </message>
    <message>
        <source>Benchmark</source>
        <translation>Benchmark</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Results</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>Cluster</translation>
    </message>
    <message>
        <source>Measure eager against CUDA graph replay on this GPU</source>
        <translation>Measure eager against CUDA graph replay on this GPU</translation>
    </message>
    <message>
        <source>Benchmark results and training logs: numbers, charts, diagnosis</source>
        <translation>Benchmark results and training logs: numbers, charts, diagnosis</translation>
    </message>
    <message>
        <source>Run the eager/graph A/B on a Slurm cluster</source>
        <translation>Run the eager/graph A/B on a Slurm cluster</translation>
    </message>
    <message>
        <source>Open results or training logs</source>
        <translation>Open results or training logs</translation>
    </message>
    <message>
        <source>Results and training logs (*.json *.jsonl *.log *.txt *.out);;All files (*)</source>
        <translation>Results and training logs (*.json *.jsonl *.log *.txt *.out);;All files (*)</translation>
    </message>
    <message>
        <source>Benchmark running</source>
        <translation>Benchmark running</translation>
    </message>
    <message>
        <source>A benchmark is running on the GPU. Stop it (what it measured so far is saved) and quit?</source>
        <translation>A benchmark is running on the GPU. Stop it (what it measured so far is saved) and quit?</translation>
    </message>
    <message>
        <source>Open a Megatron Bridge configuration</source>
        <translation>Open a Megatron Bridge configuration</translation>
    </message>
    <message>
        <source>Configurations (*.yaml *.yml *.py);;YAML files (*.yaml *.yml);;Python recipe edits (*.py);;All files (*)</source>
        <translation>Configurations (*.yaml *.yml *.py);;YAML files (*.yaml *.yml);;Python recipe edits (*.py);;All files (*)</translation>
    </message>
    <message>
        <source>Fix applied: %1</source>
        <translation>Fix applied: %1</translation>
    </message>
    <message>
        <source>Fix applied: %1; see %2</source>
        <translation>Fix applied: %1; see %2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Saved %1</translation>
    </message>
</context>
<context>
    <name>cga::MegatronArgsEmitter</name>
    <message>
        <source>%1=%2 cannot be written: Megatron-LM has one flag for both NaN checks (--no-check-for-nan-in-loss-and-grad), set here by the loss check.</source>
        <translation>%1=%2 cannot be written: Megatron-LM has one flag for both NaN checks (--no-check-for-nan-in-loss-and-grad), set here by the loss check.</translation>
    </message>
    <message>
        <source>The TE RNG tracker is off in this configuration, but Megatron-LM turns it on for Transformer Engine graphs (MLM-04).</source>
        <translation>The TE RNG tracker is off in this configuration, but Megatron-LM turns it on for Transformer Engine graphs (MLM-04).</translation>
    </message>
    <message>
        <source>%1=%2 is left out: it has no effect in Bridge while cpu_offloading is False, but on the Megatron-LM command line it switches CPU offloading on (MLM-12), which graphs reject (MC-14).</source>
        <translation>%1=%2 is left out: it has no effect in Bridge while cpu_offloading is False, but on the Megatron-LM command line it switches CPU offloading on (MLM-12), which graphs reject (MC-14).</translation>
    </message>
    <message>
        <source>The Megatron-LM command line has no argument for: %1.</source>
        <translation>The Megatron-LM command line has no argument for: %1.</translation>
    </message>
    <message>
        <source>Megatron-LM has no Qwen3-VL training script; these are the language model's arguments.</source>
        <translation>Megatron-LM has no Qwen3-VL training script; these are the language model's arguments.</translation>
    </message>
    <message>
        <source>Megatron-LM arguments</source>
        <translation>Megatron-LM arguments</translation>
    </message>
    <message>
        <source>%1 is not a shell variable name and cannot prefix the command.</source>
        <translation>%1 is not a shell variable name and cannot prefix the command.</translation>
    </message>
</context>
<context>
    <name>cga::MegatronArgsImporter</name>
    <message>
        <source>cannot split the command line: %1.</source>
        <translation>cannot split the command line: %1.</translation>
    </message>
    <message>
        <source>%1 needs a value.</source>
        <translation>%1 needs a value.</translation>
    </message>
</context>
<context>
    <name>cga::MegatronCheck</name>
    <message>
        <source>Megatron's check did not answer within %1 s.</source>
        <translation>Megatron's check did not answer within %1 s.</translation>
    </message>
    <message>
        <source>Megatron's check gave no verdict (exit code %1).</source>
        <translation>Megatron's check gave no verdict (exit code %1).</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Cannot write %1: %2</translation>
    </message>
</context>
<context>
    <name>cga::MegatronCheckView</name>
    <message>
        <source>Asking Megatron-Core (a child process; no GPU is used)...</source>
        <translation>Asking Megatron-Core (a child process; no GPU is used)...</translation>
    </message>
    <message>
        <source>Press Ask Megatron to have the installed Megatron-Core check this configuration, beside cga's rules.</source>
        <translation>Press Ask Megatron to have the installed Megatron-Core check this configuration, beside cga's rules.</translation>
    </message>
    <message>
        <source>The configuration changed since this answer; ask again.</source>
        <translation>The configuration changed since this answer; ask again.</translation>
    </message>
    <message>
        <source>Megatron's own check</source>
        <translation>Megatron's own check</translation>
    </message>
    <message>
        <source>Ask Megatron</source>
        <translation>Ask Megatron</translation>
    </message>
    <message>
        <source>Builds this configuration with the installed Megatron-Core (and Bridge, where it imports) and shows its verdict beside cga's; no GPU is needed.</source>
        <translation>Builds this configuration with the installed Megatron-Core (and Bridge, where it imports) and shows its verdict beside cga's; no GPU is needed.</translation>
    </message>
</context>
<context>
    <name>cga::MegatronComparison</name>
    <message>
        <source>Megatron-Core (TransformerConfig)</source>
        <translation>Megatron-Core (TransformerConfig)</translation>
    </message>
    <message>
        <source>Megatron Bridge (CUDA-graph checks around finalize())</source>
        <translation>Megatron Bridge (CUDA-graph checks around finalize())</translation>
    </message>
    <message>
        <source>not checked: %1</source>
        <translation>not checked: %1</translation>
    </message>
    <message>
        <source>no verdict</source>
        <translation>no verdict</translation>
    </message>
    <message>
        <source>accepts</source>
        <translation>accepts</translation>
    </message>
    <message>
        <source>an unknown place</source>
        <translation>an unknown place</translation>
    </message>
    <message>
        <source>rejects: %1 at %2: %3</source>
        <translation>rejects: %1 at %2: %3</translation>
    </message>
    <message>
        <source>agree: both accept</source>
        <translation>agree: both accept</translation>
    </message>
    <message>
        <source>agree: both reject, cga quotes Megatron's message</source>
        <translation>agree: both reject, cga quotes Megatron's message</translation>
    </message>
    <message>
        <source>agree: both reject (cga's first error is another check; Megatron stops at its first assertion)</source>
        <translation>agree: both reject (cga's first error is another check; Megatron stops at its first assertion)</translation>
    </message>
    <message>
        <source>DISAGREEMENT: cga rejects (%1), this Megatron accepts. The rule may not apply to this Megatron version, or cga is stricter than Megatron here.</source>
        <translation>DISAGREEMENT: cga rejects (%1), this Megatron accepts. The rule may not apply to this Megatron version, or cga is stricter than Megatron here.</translation>
    </message>
    <message>
        <source>DISAGREEMENT: this Megatron rejects, cga accepts. cga's rules miss this check, or this Megatron version checks more than the one cga's rules follow.</source>
        <translation>DISAGREEMENT: this Megatron rejects, cga accepts. cga's rules miss this check, or this Megatron version checks more than the one cga's rules follow.</translation>
    </message>
    <message>
        <source>no comparison: Megatron gave no verdict</source>
        <translation>no comparison: Megatron gave no verdict</translation>
    </message>
    <message>
        <source>Megatron's own check</source>
        <translation>Megatron's own check</translation>
    </message>
    <message>
        <source>did not run: %1</source>
        <translation>did not run: %1</translation>
    </message>
    <message>
        <source>%1, Megatron-Core %2 at %3 (PyTorch %4, Transformer Engine %5)</source>
        <translation>%1, Megatron-Core %2 at %3 (PyTorch %4, Transformer Engine %5)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>Megatron:</source>
        <translation>Megatron:</translation>
    </message>
    <message>
        <source>cga:</source>
        <translation>cga:</translation>
    </message>
    <message>
        <source>rejects: %1: %2</source>
        <translation>rejects: %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n disagreement(s).</source>
        <translation>
            <numerusform>%n disagreement.</numerusform>
            <numerusform>%n disagreements.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not compared: %1 (Megatron checks these later: Bridge set-up, model construction, training loop, capture).</source>
        <translation>Not compared: %1 (Megatron checks these later: Bridge set-up, model construction, training loop, capture).</translation>
    </message>
    <message>
        <source>Not TransformerConfig fields, left out of Megatron's check: %1</source>
        <translation>Not TransformerConfig fields, left out of Megatron's check: %1</translation>
    </message>
</context>
<context>
    <name>cga::MemoryChart</name>
    <message>
        <source>%1: graphs hold %2 GiB, peak %3 GiB</source>
        <translation>%1: graphs hold %2 GiB, peak %3 GiB</translation>
    </message>
    <message>
        <source>These results carry no memory figures.</source>
        <translation>These results carry no memory figures.</translation>
    </message>
    <message>
        <source>held by graphs</source>
        <translation>held by graphs</translation>
    </message>
    <message>
        <source>peak</source>
        <translation>peak</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Mode</translation>
    </message>
    <message>
        <source>Device memory [GiB]</source>
        <translation>Device memory [GiB]</translation>
    </message>
    <message>
        <source>Graph memory</source>
        <translation>Graph memory</translation>
    </message>
</context>
<context>
    <name>cga::MemoryPage</name>
    <message>
        <source>Memory: recomputation and offloading</source>
        <translation>Memory: recomputation and offloading</translation>
    </message>
    <message>
        <source>Both change what a graph may contain: a recomputed or offloaded region must lie entirely inside or outside a captured one.</source>
        <translation>Both change what a graph may contain: a recomputed or offloaded region must lie entirely inside or outside a captured one.</translation>
    </message>
    <message>
        <source>Activation recomputation</source>
        <translation>Activation recomputation</translation>
    </message>
    <message>
        <source>Offloading</source>
        <translation>Offloading</translation>
    </message>
    <message>
        <source>Granularity</source>
        <translation>Granularity</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Method</translation>
    </message>
    <message>
        <source>Layers recomputed</source>
        <translation>Layers recomputed</translation>
    </message>
    <message>
        <source>Legacy CPU offloading</source>
        <translation>Legacy CPU offloading</translation>
    </message>
    <message>
        <source>Offloaded layers</source>
        <translation>Offloaded layers</translation>
    </message>
    <message>
        <source>Fine-grained activation offloading</source>
        <translation>Fine-grained activation offloading</translation>
    </message>
    <message>
        <source>Offloads in flight</source>
        <translation>Offloads in flight</translation>
    </message>
    <message>
        <source>Recomputed modules</source>
        <translation>Recomputed modules</translation>
    </message>
    <message>
        <source>Offloaded modules</source>
        <translation>Offloaded modules</translation>
    </message>
    <message>
        <source>&lt;b&gt;full&lt;/b&gt; recomputation works only with full-iteration graphs. &lt;b&gt;selective&lt;/b&gt; works with Transformer Engine scopes when the recomputed modules are not captured, or when the captured ones contain no dropout.</source>
        <translation>&lt;b&gt;full&lt;/b&gt; recomputation works only with full-iteration graphs. &lt;b&gt;selective&lt;/b&gt; works with Transformer Engine scopes when the recomputed modules are not captured, or when the captured ones contain no dropout.</translation>
    </message>
    <message>
        <source>Legacy CPU offloading works only with full-iteration graphs. Fine-grained offloading works with Transformer Engine or full-iteration graphs and needs at least one warmup step; with TE 2.10 or newer also NVTE_CPU_OFFLOAD_V1=1.</source>
        <translation>Legacy CPU offloading works only with full-iteration graphs. Fine-grained offloading works with Transformer Engine or full-iteration graphs and needs at least one warmup step; with TE 2.10 or newer also NVTE_CPU_OFFLOAD_V1=1.</translation>
    </message>
</context>
<context>
    <name>cga::ModelProvider</name>
    <message>
        <source>GPT family</source>
        <translation>GPT family</translation>
    </message>
    <message>
        <source>Hybrid Mamba</source>
        <translation>Hybrid Mamba</translation>
    </message>
    <message>
        <source>Qwen3-VL / Qwen3.5-VL MoE</source>
        <translation>Qwen3-VL / Qwen3.5-VL MoE</translation>
    </message>
    <message>
        <source>Gemma 4 MoE</source>
        <translation>Gemma 4 MoE</translation>
    </message>
</context>
<context>
    <name>cga::MoePage</name>
    <message>
        <source>not set (recipe default)</source>
        <translation>not set (recipe default)</translation>
    </message>
    <message>
        <source>on</source>
        <translation>on</translation>
    </message>
    <message>
        <source>off</source>
        <translation>off</translation>
    </message>
    <message>
        <source>Mixture of experts</source>
        <translation>Mixture of experts</translation>
    </message>
    <message>
        <source>Routing decides what can be captured: dropless routing has data-dependent shapes, drop-and-pad routing has static ones.</source>
        <translation>Routing decides what can be captured: dropless routing has data-dependent shapes, drop-and-pad routing has static ones.</translation>
    </message>
    <message>
        <source>Token dispatcher</source>
        <translation>Token dispatcher</translation>
    </message>
    <message>
        <source>Flex backend</source>
        <translation>Flex backend</translation>
    </message>
    <message>
        <source>Expert capacity factor</source>
        <translation>Expert capacity factor</translation>
    </message>
    <message>
        <source>Pad to capacity (drop-and-pad)</source>
        <translation>Pad to capacity (drop-and-pad)</translation>
    </message>
    <message>
        <source>Router padding for FP8</source>
        <translation>Router padding for FP8</translation>
    </message>
    <message>
        <source>EP all-to-all overlap</source>
        <translation>EP all-to-all overlap</translation>
    </message>
    <message>
        <source>Delayed weight gradients</source>
        <translation>Delayed weight gradients</translation>
    </message>
    <message>
        <source>Shared expert size</source>
        <translation>Shared expert size</translation>
    </message>
    <message>
        <source>Overlap shared experts</source>
        <translation>Overlap shared experts</translation>
    </message>
    <message>
        <source>Per-rank expert capacity</source>
        <translation>Per-rank expert capacity</translation>
    </message>
    <message>
        <source>Dropless MoE: capture &lt;code&gt;moe_router&lt;/code&gt; and &lt;code&gt;moe_preprocess&lt;/code&gt; (and &lt;code&gt;attn&lt;/code&gt; if an A/B shows it helps); the experts stay eager. Only drop-and-pad routing lets the whole &lt;code&gt;moe&lt;/code&gt; block be captured. EP overlap forbids capturing &lt;code&gt;moe&lt;/code&gt; or &lt;code&gt;mlp&lt;/code&gt;; delayed weight gradients need EP overlap.</source>
        <translation>Dropless MoE: capture &lt;code&gt;moe_router&lt;/code&gt; and &lt;code&gt;moe_preprocess&lt;/code&gt; (and &lt;code&gt;attn&lt;/code&gt; if an A/B shows it helps); the experts stay eager. Only drop-and-pad routing lets the whole &lt;code&gt;moe&lt;/code&gt; block be captured. EP overlap forbids capturing &lt;code&gt;moe&lt;/code&gt; or &lt;code&gt;mlp&lt;/code&gt;; delayed weight gradients need EP overlap.</translation>
    </message>
    <message>
        <source>Used only with the flex token dispatcher: choose flex above first.</source>
        <translation>Used only with the flex token dispatcher: choose flex above first.</translation>
    </message>
</context>
<context>
    <name>cga::NsightSqliteReader</name>
    <message>
        <source>%1: the database cannot be read: %2</source>
        <translation>%1: the database cannot be read: %2</translation>
    </message>
    <message>
        <source>%1 is an SQLite database, and Qt's SQLite driver (QSQLITE) is not installed: install the package libqt6sql6-sqlite.</source>
        <translation>%1 is an SQLite database, and Qt's SQLite driver (QSQLITE) is not installed: install the package libqt6sql6-sqlite.</translation>
    </message>
    <message>
        <source>%1: cannot open the database: %2</source>
        <translation>%1: cannot open the database: %2</translation>
    </message>
    <message>
        <source>%1 is an SQLite database but not an Nsight Systems export (it has no StringIds and CUPTI_ACTIVITY_KIND_KERNEL tables). Export a report with nsys export --type sqlite REPORT.nsys-rep.</source>
        <translation>%1 is an SQLite database but not an Nsight Systems export (it has no StringIds and CUPTI_ACTIVITY_KIND_KERNEL tables). Export a report with nsys export --type sqlite REPORT.nsys-rep.</translation>
    </message>
    <message>
        <source>%1: the export holds no %2 table: the profile traced no CUDA work. Profile with nsys profile --trace=cuda,nvtx.</source>
        <translation>%1: the export holds no %2 table: the profile traced no CUDA work. Profile with nsys profile --trace=cuda,nvtx.</translation>
    </message>
    <message>
        <source>%1: unknown Nsight Systems export schema%2: table %3 has no column %4</source>
        <translation>%1: unknown Nsight Systems export schema%2: table %3 has no column %4</translation>
    </message>
    <message>
        <source>Nsight Systems %1 SQLite export, schema %2</source>
        <translation>Nsight Systems %1 SQLite export, schema %2</translation>
    </message>
    <message>
        <source>Nsight Systems SQLite export</source>
        <translation>Nsight Systems SQLite export</translation>
    </message>
    <message>
        <source>%1: no steps found: the export holds no CUDA kernel. Profile with nsys profile --trace=cuda,nvtx, over steps that run on the GPU.</source>
        <translation>%1: no steps found: the export holds no CUDA kernel. Profile with nsys profile --trace=cuda,nvtx, over steps that run on the GPU.</translation>
    </message>
    <message>
        <source>%1 processes ran kernels; the one that ran the most is read: process %2, %3 kernels (the next: %4).</source>
        <translation>%1 processes ran kernels; the one that ran the most is read: process %2, %3 kernels (the next: %4).</translation>
    </message>
    <message>
        <source>Reading %1 was cancelled.</source>
        <translation>Reading %1 was cancelled.</translation>
    </message>
    <message>
        <source>%1 (%2 times)</source>
        <translation>%1 (%2 times)</translation>
    </message>
    <message>
        <source>The export has no NVTX range that repeats: push one around each step (torch.cuda.nvtx.range_push; Megatron Bridge names them training_step_N), and trace NVTX (nsys profile --trace=cuda,nvtx).</source>
        <translation>The export has no NVTX range that repeats: push one around each step (torch.cuda.nvtx.range_push; Megatron Bridge names them training_step_N), and trace NVTX (nsys profile --trace=cuda,nvtx).</translation>
    </message>
    <message>
        <source>NVTX ranges that repeat in the export: %1.</source>
        <translation>NVTX ranges that repeat in the export: %1.</translation>
    </message>
    <message>
        <source>The export has no NVTX ranges of PyTorch ops, so the scopes (attn, mlp, router) cannot be placed: profile under torch.autograd.profiler.emit_nvtx() (Megatron-LM: --profile with --record-shapes) to have them.</source>
        <translation>The export has no NVTX ranges of PyTorch ops, so the scopes (attn, mlp, router) cannot be placed: profile under torch.autograd.profiler.emit_nvtx() (Megatron-LM: --profile with --record-shapes) to have them.</translation>
    </message>
    <message>
        <source>The export has no NVTX_EVENTS table: NVTX was not traced (nsys profile --trace=cuda,nvtx).</source>
        <translation>The export has no NVTX_EVENTS table: NVTX was not traced (nsys profile --trace=cuda,nvtx).</translation>
    </message>
</context>
<context>
    <name>cga::PresetEntries</name>
    <message>
        <source>eager baseline</source>
        <translation>eager baseline</translation>
    </message>
    <message>
        <source>eager</source>
        <translation>eager</translation>
    </message>
    <message>
        <source>any GPU</source>
        <translation>any GPU</translation>
    </message>
</context>
<context>
    <name>cga::PresetLibrary</name>
    <message>
        <source>cga_preset must be a mapping.</source>
        <translation>cga_preset must be a mapping.</translation>
    </message>
    <message>
        <source>cga_preset needs an id and a kind (%1).</source>
        <translation>cga_preset needs an id and a kind (%1).</translation>
    </message>
    <message>
        <source>%1: malformed YAML: %2</source>
        <translation>%1: malformed YAML: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: the id %2 is used twice.</source>
        <translation>%1: the id %2 is used twice.</translation>
    </message>
</context>
<context>
    <name>cga::ProfileAnalysis</name>
    <message numerus="yes">
        <source>%1: no steps found: the trace marks %n step(s) but none launched GPU work</source>
        <translation>
            <numerusform>%1: no steps found: the trace marks %n step but none launched GPU work</numerusform>
            <numerusform>%1: no steps found: the trace marks %n steps but none launched GPU work</numerusform>
        </translation>
    </message>
    <message>
        <source>ProfilerStep# ranges</source>
        <translation>ProfilerStep# ranges</translation>
    </message>
    <message>
        <source>Optimizer.step# annotations (the trace has no ProfilerStep# ranges): a step ends with each optimizer step</source>
        <translation>Optimizer.step# annotations (the trace has no ProfilerStep# ranges): a step ends with each optimizer step</translation>
    </message>
    <message>
        <source>waiting on launches</source>
        <translation>waiting on launches</translation>
    </message>
    <message>
        <source>on a sync</source>
        <translation>on a sync</translation>
    </message>
    <message>
        <source>on a memcpy</source>
        <translation>on a memcpy</translation>
    </message>
    <message>
        <source>other</source>
        <translation>other</translation>
    </message>
    <message>
        <source>%1: no steps found: the trace has neither ProfilerStep# ranges (torch.profiler's schedule, or record_function("ProfilerStep#N") around each step), training_step_N ranges nor Optimizer.step# annotations. Name the range that marks a step with --step-marker NAME, or read the whole trace as one step with --whole-trace.</source>
        <translation>%1: no steps found: the trace has neither ProfilerStep# ranges (torch.profiler's schedule, or record_function("ProfilerStep#N") around each step), training_step_N ranges nor Optimizer.step# annotations. Name the range that marks a step with --step-marker NAME, or read the whole trace as one step with --whole-trace.</translation>
    </message>
    <message>
        <source>%1: no steps found: no range of the trace is named %2</source>
        <translation>%1: no steps found: no range of the trace is named %2</translation>
    </message>
    <message>
        <source>training_step_N ranges (Megatron Bridge's NVTX range around each step)</source>
        <translation>training_step_N ranges (Megatron Bridge's NVTX range around each step)</translation>
    </message>
    <message>
        <source>the ranges named %1</source>
        <translation>the ranges named %1</translation>
    </message>
    <message>
        <source>the whole trace as one step (--whole-trace)</source>
        <translation>the whole trace as one step (--whole-trace)</translation>
    </message>
</context>
<context>
    <name>cga::ProfileReport</name>
    <message>
        <source>attention: input norm, QKV, core attention, projection, bias-dropout-add</source>
        <translation>attention: input norm, QKV, core attention, projection, bias-dropout-add</translation>
    </message>
    <message>
        <source>MLP: pre-MLP norm, fc1, activation, fc2, bias-dropout-add</source>
        <translation>MLP: pre-MLP norm, fc1, activation, fc2, bias-dropout-add</translation>
    </message>
    <message>
        <source>MoE router: pre-MLP norm, gating, top-k</source>
        <translation>MoE router: pre-MLP norm, gating, top-k</translation>
    </message>
    <message>
        <source>MoE preprocess: tokens per expert, permutation, up to the all-to-all</source>
        <translation>MoE preprocess: tokens per expert, permutation, up to the all-to-all</translation>
    </message>
    <message>
        <source>whole transformer layer, forward and backward (cuda_graph_impl=local, no cuda_graph_scope)</source>
        <translation>whole transformer layer, forward and backward (cuda_graph_impl=local, no cuda_graph_scope)</translation>
    </message>
    <message>
        <source>full iteration: forward, backward and optimizer step in one graph</source>
        <translation>full iteration: forward, backward and optimizer step in one graph</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 ms, %n kernel(s)</source>
        <translation>
            <numerusform>%1: %2 ms, %n kernel</numerusform>
            <numerusform>%1: %2 ms, %n kernels</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n launch(es) (%1 ms in launch calls)</source>
        <translation>
            <numerusform>, %n launch(es) (%1 ms in launch calls)</numerusform>
            <numerusform>, %n launch(es) (%1 ms in launch calls)</numerusform>
        </translation>
    </message>
    <message>
        <source>GPU busy %1 ms (%2 %), idle %3 ms</source>
        <translation>GPU busy %1 ms (%2 %), idle %3 ms</translation>
    </message>
    <message numerus="yes">
        <source>%1 %2 ms (%n gap(s))</source>
        <translation>
            <numerusform>%1 %2 ms (%n gap)</numerusform>
            <numerusform>%1 %2 ms (%n gaps)</numerusform>
        </translation>
    </message>
    <message>
        <source>scope</source>
        <translation>scope</translation>
    </message>
    <message>
        <source>launches</source>
        <translation>launches</translation>
    </message>
    <message>
        <source>graphs</source>
        <translation>graphs</translation>
    </message>
    <message>
        <source>busy ms</source>
        <translation>busy ms</translation>
    </message>
    <message>
        <source>idle ms</source>
        <translation>idle ms</translation>
    </message>
    <message>
        <source>us/launch</source>
        <translation>us/launch</translation>
    </message>
    <message>
        <source>gain ms</source>
        <translation>gain ms</translation>
    </message>
    <message>
        <source>step ms</source>
        <translation>step ms</translation>
    </message>
    <message>
        <source>speedup</source>
        <translation>speedup</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n trace event(s), steps from %2</source>
        <translation>
            <numerusform>%1: %n trace event, steps from %2</numerusform>
            <numerusform>%1: %n trace events, steps from %2</numerusform>
        </translation>
    </message>
    <message>
        <source>No transformer layer found in the op sequence (no aten::layer_norm opening an attention segment): only the full iteration is predicted.</source>
        <translation>No transformer layer found in the op sequence (no aten::layer_norm opening an attention segment): only the full iteration is predicted.</translation>
    </message>
    <message numerus="yes">
        <source>Prediction (mean of %n step(s); scopes placed by the op sequence, backward ops through the profiler's forward-backward links):</source>
        <translation>
            <numerusform>Prediction (mean of %n step; scopes placed by the op sequence, backward ops through the profiler's forward-backward links):</numerusform>
            <numerusform>Prediction (mean of %n steps; scopes placed by the op sequence, backward ops through the profiler's forward-backward links):</numerusform>
        </translation>
    </message>
    <message>
        <source>Against the measured A/B:</source>
        <translation>Against the measured A/B:</translation>
    </message>
    <message>
        <source>Assumptions:</source>
        <translation>Assumptions:</translation>
    </message>
    <message>
        <source>The first %1 of the trace's %2 steps are analysed (memory grows with the steps kept, not with the file).</source>
        <translation>The first %1 of the trace's %2 steps are analysed (memory grows with the steps kept, not with the file).</translation>
    </message>
</context>
<context>
    <name>cga::ProfileTimeline</name>
    <message>
        <source>%1: host, GPU and scopes</source>
        <translation>%1: host, GPU and scopes</translation>
    </message>
    <message>
        <source>No profile open</source>
        <translation>No profile open</translation>
    </message>
    <message>
        <source>GPU busy</source>
        <translation>GPU busy</translation>
    </message>
    <message>
        <source>idle: %1</source>
        <translation>idle: %1</translation>
    </message>
    <message>
        <source>launch call</source>
        <translation>launch call</translation>
    </message>
    <message>
        <source>Scopes</source>
        <translation>Scopes</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>time in the step [ms]</source>
        <translation>time in the step [ms]</translation>
    </message>
    <message>
        <source>%1 cannot be written: the folder %2 does not exist.</source>
        <translation>%1 cannot be written: the folder %2 does not exist.</translation>
    </message>
    <message>
        <source>%1: the PNG could not be written.</source>
        <translation>%1: the PNG could not be written.</translation>
    </message>
    <message>
        <source>Unknown chart format %1.</source>
        <translation>Unknown chart format %1.</translation>
    </message>
</context>
<context>
    <name>cga::ProfileTrace</name>
    <message>
        <source>Reading %1 was cancelled.</source>
        <translation>Reading %1 was cancelled.</translation>
    </message>
</context>
<context>
    <name>cga::ProfileView</name>
    <message>
        <source>How the prediction is made</source>
        <translation>How the prediction is made</translation>
    </message>
    <message>
        <source>%1: %2 ms, %3 kernels, %4 launches; GPU busy %5 ms, idle %6 ms, of it waiting on launches %7 ms; steps from %8</source>
        <translation>%1: %2 ms, %3 kernels, %4 launches; GPU busy %5 ms, idle %6 ms, of it waiting on launches %7 ms; steps from %8</translation>
    </message>
    <message>
        <source>How this is predicted</source>
        <translation>How this is predicted</translation>
    </message>
    <message>
        <source>Open a profiler trace</source>
        <translation>Open a profiler trace</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Profile</translation>
    </message>
    <message>
        <source>Export the timeline</source>
        <translation>Export the timeline</translation>
    </message>
    <message>
        <source>PNG image (*.png);;PDF document (*.pdf)</source>
        <translation>PNG image (*.png);;PDF document (*.pdf)</translation>
    </message>
    <message>
        <source>Open trace...</source>
        <translation>Open trace...</translation>
    </message>
    <message>
        <source>Export timeline...</source>
        <translation>Export timeline...</translation>
    </message>
    <message>
        <source>Scope</source>
        <translation>Scope</translation>
    </message>
    <message>
        <source>Launches</source>
        <translation>Launches</translation>
    </message>
    <message>
        <source>Graphs</source>
        <translation>Graphs</translation>
    </message>
    <message>
        <source>Host [us/launch]</source>
        <translation>Host [us/launch]</translation>
    </message>
    <message>
        <source>GPU busy [ms]</source>
        <translation>GPU busy [ms]</translation>
    </message>
    <message>
        <source>GPU idle [ms]</source>
        <translation>GPU idle [ms]</translation>
    </message>
    <message>
        <source>Predicted gain [ms]</source>
        <translation>Predicted gain [ms]</translation>
    </message>
    <message>
        <source>Predicted step [ms]</source>
        <translation>Predicted step [ms]</translation>
    </message>
    <message>
        <source>Speedup</source>
        <translation>Speedup</translation>
    </message>
    <message>
        <source>Reading %1...</source>
        <translation>Reading %1...</translation>
    </message>
    <message>
        <source>Open a PyTorch profiler trace (*.pt.trace.json, gzipped or not) or an Nsight Systems SQLite export (*.sqlite) of an eager run.</source>
        <translation>Open a PyTorch profiler trace (*.pt.trace.json, gzipped or not) or an Nsight Systems SQLite export (*.sqlite) of an eager run.</translation>
    </message>
    <message>
        <source>Profiles (*.json *.json.gz *.gz *.sqlite);;PyTorch profiler traces (*.json *.json.gz *.gz);;Nsight Systems SQLite exports (*.sqlite);;All files (*)</source>
        <translation>Profiles (*.json *.json.gz *.gz *.sqlite);;PyTorch profiler traces (*.json *.json.gz *.gz);;Nsight Systems SQLite exports (*.sqlite);;All files (*)</translation>
    </message>
    <message>
        <source>Name the range that marks a step, or read the whole trace as one step.</source>
        <translation>Name the range that marks a step, or read the whole trace as one step.</translation>
    </message>
    <message>
        <source>Name a step marker...</source>
        <translation>Name a step marker...</translation>
    </message>
    <message>
        <source>Whole trace as one step</source>
        <translation>Whole trace as one step</translation>
    </message>
    <message>
        <source>Step marker</source>
        <translation>Step marker</translation>
    </message>
    <message>
        <source>The ranges whose name begins with this mark the steps (an NVTX range or a record_function of your own):</source>
        <translation>The ranges whose name begins with this mark the steps (an NVTX range or a record_function of your own):</translation>
    </message>
</context>
<context>
    <name>cga::ProjectFile</name>
    <message>
        <source>CUDA Graph Assistant project: a Megatron Bridge override file (--config-file) with the assistant's own state in cga_project.</source>
        <translation>CUDA Graph Assistant project: a Megatron Bridge override file (--config-file) with the assistant's own state in cga_project.</translation>
    </message>
    <message>
        <source>%1 was written by a newer version of this tool (project version %2).</source>
        <translation>%1 was written by a newer version of this tool (project version %2).</translation>
    </message>
    <message>
        <source>%1:%2:%3: cga_project.target.%4 has an invalid value '%5'.</source>
        <translation>%1:%2:%3: cga_project.target.%4 has an invalid value '%5'.</translation>
    </message>
    <message>
        <source>%1:%2:%3: cga_project: %4</source>
        <translation>%1:%2:%3: cga_project: %4</translation>
    </message>
</context>
<context>
    <name>cga::ProjectFiles</name>
    <message>
        <source>Open %1</source>
        <translation>Open %1</translation>
    </message>
</context>
<context>
    <name>cga::PythonEmitter</name>
    <message>
        <source>Recipe edits</source>
        <translation>Recipe edits</translation>
    </message>
    <message>
        <source>Paste after the line that builds the config (cfg = &lt;recipe&gt;()).</source>
        <translation>Paste after the line that builds the config (cfg = &lt;recipe&gt;()).</translation>
    </message>
    <message>
        <source>The recipe builds this class; kept here so the settings can be checked against it:</source>
        <translation>The recipe builds this class; kept here so the settings can be checked against it:</translation>
    </message>
    <message>
        <source>Bridge applies these with os.environ.setdefault: a variable the launching shell exports wins.</source>
        <translation>Bridge applies these with os.environ.setdefault: a variable the launching shell exports wins.</translation>
    </message>
</context>
<context>
    <name>cga::PythonLiteralParser</name>
    <message>
        <source>unexpected '%1'</source>
        <translation>unexpected '%1'</translation>
    </message>
    <message>
        <source>'+' joins lists only</source>
        <translation>'+' joins lists only</translation>
    </message>
    <message>
        <source>'*' repeats a list a whole number of times only</source>
        <translation>'*' repeats a list a whole number of times only</translation>
    </message>
    <message>
        <source>a value is missing</source>
        <translation>a value is missing</translation>
    </message>
    <message>
        <source>the value is nested too deeply</source>
        <translation>the value is nested too deeply</translation>
    </message>
    <message>
        <source>expected ',' or '%1'</source>
        <translation>expected ',' or '%1'</translation>
    </message>
    <message>
        <source>a bad escape in a string</source>
        <translation>a bad escape in a string</translation>
    </message>
    <message>
        <source>an unterminated string</source>
        <translation>an unterminated string</translation>
    </message>
    <message>
        <source>not a number: '%1'</source>
        <translation>not a number: '%1'</translation>
    </message>
    <message>
        <source>float() needs a quoted number</source>
        <translation>float() needs a quoted number</translation>
    </message>
    <message>
        <source>the value holds more than %1 list items</source>
        <translation>the value holds more than %1 list items</translation>
    </message>
    <message>
        <source>** needs a name</source>
        <translation>** needs a name</translation>
    </message>
    <message>
        <source>dictionary keys must be strings</source>
        <translation>dictionary keys must be strings</translation>
    </message>
    <message>
        <source>expected ',' or ')'</source>
        <translation>expected ',' or ')'</translation>
    </message>
    <message>
        <source>expected ':'</source>
        <translation>expected ':'</translation>
    </message>
</context>
<context>
    <name>cga::PythonOverridesImporter</name>
    <message>
        <source>an environment variable needs a single value.</source>
        <translation>an environment variable needs a single value.</translation>
    </message>
    <message>
        <source>%1: nested lists are not supported.</source>
        <translation>%1: nested lists are not supported.</translation>
    </message>
    <message>
        <source>%1 is not a dictionary the catalogue knows</source>
        <translation>%1 is not a dictionary the catalogue knows</translation>
    </message>
    <message>
        <source>%1 is not a field the rules read</source>
        <translation>%1 is not a field the rules read</translation>
    </message>
    <message>
        <source>%1 is not a recipe of the catalogue</source>
        <translation>%1 is not a recipe of the catalogue</translation>
    </message>
    <message>
        <source>%1() is not a recipe helper the catalogue knows</source>
        <translation>%1() is not a recipe helper the catalogue knows</translation>
    </message>
    <message>
        <source>%1(...) is a call; its value is not known</source>
        <translation>%1(...) is a call; its value is not known</translation>
    </message>
    <message>
        <source>%1: a dictionary or call is not a value of this field.</source>
        <translation>%1: a dictionary or call is not a value of this field.</translation>
    </message>
    <message>
        <source>not a call</source>
        <translation>not a call</translation>
    </message>
    <message>
        <source>positional arguments of %1()</source>
        <translation>positional arguments of %1()</translation>
    </message>
    <message>
        <source>update() needs one dictionary</source>
        <translation>update() needs one dictionary</translation>
    </message>
</context>
<context>
    <name>cga::RecipeCatalogue</name>
    <message>
        <source>offset %1: %2</source>
        <translation>offset %1: %2</translation>
    </message>
    <message>
        <source>statements of the helper that are not literal assignments: %1</source>
        <translation>statements of the helper that are not literal assignments: %1</translation>
    </message>
</context>
<context>
    <name>cga::RecipePreset</name>
    <message>
        <source>Megatron Bridge recipe %1, as the catalogue resolves it from %2.</source>
        <translation>Megatron Bridge recipe %1, as the catalogue resolves it from %2.</translation>
    </message>
</context>
<context>
    <name>cga::RecommendationPanel</name>
    <message>
        <source>Apply the recommended CUDA-graph setup</source>
        <translation>Apply the recommended CUDA-graph setup</translation>
    </message>
    <message>
        <source>Fix the errors in the diagnostics panel first: they stop the run whatever the graph settings, so nothing is proposed yet.</source>
        <translation>Fix the errors in the diagnostics panel first: they stop the run whatever the graph settings, so nothing is proposed yet.</translation>
    </message>
    <message>
        <source>whole layers</source>
        <translation>whole layers</translation>
    </message>
    <message>
        <source>Proposed: &lt;b&gt;%1&lt;/b&gt; with &lt;b&gt;%2&lt;/b&gt;, %3 warmup step(s).</source>
        <translation>Proposed: &lt;b&gt;%1&lt;/b&gt; with &lt;b&gt;%2&lt;/b&gt;, %3 warmup step(s).</translation>
    </message>
    <message>
        <source>Proposed: &lt;b&gt;no CUDA graphs&lt;/b&gt; for this workload.</source>
        <translation>Proposed: &lt;b&gt;no CUDA graphs&lt;/b&gt; for this workload.</translation>
    </message>
    <message>
        <source>Alternatives</source>
        <translation>Alternatives</translation>
    </message>
    <message>
        <source>rejected by %1</source>
        <translation>rejected by %1</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>Recommendation</translation>
    </message>
    <message>
        <source>Apply the proposal</source>
        <translation>Apply the proposal</translation>
    </message>
</context>
<context>
    <name>cga::Recommender</name>
    <message>
        <source>whole layers</source>
        <translation>whole layers</translation>
    </message>
    <message>
        <source>Transformer Engine graphs on %1</source>
        <translation>Transformer Engine graphs on %1</translation>
    </message>
    <message>
        <source>Packed sequences: capturing the MLP only keeps packed attention eager, so pad_cu_seqlens is not needed (MB-09); the Llama 3 70B SFT recipes do this.</source>
        <translation>Packed sequences: capturing the MLP only keeps packed attention eager, so pad_cu_seqlens is not needed (MB-09); the Llama 3 70B SFT recipes do this.</translation>
    </message>
    <message>
        <source>Packed attention can be captured with pad_cu_seqlens and pad_to_max_length (MB-08, MB-09).</source>
        <translation>Packed attention can be captured with pad_cu_seqlens and pad_to_max_length (MB-08, MB-09).</translation>
    </message>
    <message>
        <source>Dense models start with attn (the skill's quick decision).</source>
        <translation>Dense models start with attn (the skill's quick decision).</translation>
    </message>
    <message>
        <source>Add mlp only after an eager-against-graph A/B shows attn alone helps.</source>
        <translation>Add mlp only after an eager-against-graph A/B shows attn alone helps.</translation>
    </message>
    <message>
        <source>Packed MoE batches reject router-scoped TE graphs (MB-15): capture attention only, with pad_cu_seqlens (MB-09).</source>
        <translation>Packed MoE batches reject router-scoped TE graphs (MB-15): capture attention only, with pad_cu_seqlens (MB-09).</translation>
    </message>
    <message>
        <source>Vision-language MoE recipes capture the router scopes only: attn is not compatible with Qwen3VLModel capture (perf_recipes/qwen_vl/common.py).</source>
        <translation>Vision-language MoE recipes capture the router scopes only: attn is not compatible with Qwen3VLModel capture (perf_recipes/qwen_vl/common.py).</translation>
    </message>
    <message>
        <source>Dropless MoE starts with moe_router and moe_preprocess; the expert compute has data-dependent shapes and stays eager (current Megatron Bridge guidance; PP-06).</source>
        <translation>Dropless MoE starts with moe_router and moe_preprocess; the expert compute has data-dependent shapes and stays eager (current Megatron Bridge guidance; PP-06).</translation>
    </message>
    <message>
        <source>With EP overlap attn is risky: grad-norm explosions reported (ADV-13), and delayed wgrad in an attention graph needs TE 2.12 (MB-06).</source>
        <translation>With EP overlap attn is risky: grad-norm explosions reported (ADV-13), and delayed wgrad in an attention graph needs TE 2.12 (MB-06).</translation>
    </message>
    <message>
        <source>Add attn as well only when a matched A/B on the final configuration shows it helps.</source>
        <translation>Add attn as well only when a matched A/B on the final configuration shows it helps.</translation>
    </message>
    <message>
        <source>Attention only, when the router scopes are rejected.</source>
        <translation>Attention only, when the router scopes are rejected.</translation>
    </message>
    <message>
        <source>Packed MoE batches reject router-scoped TE graphs (MB-15).</source>
        <translation>Packed MoE batches reject router-scoped TE graphs (MB-15).</translation>
    </message>
    <message>
        <source>Drop-and-pad routing gives static expert shapes, so the whole MoE block can be captured (MC-20).</source>
        <translation>Drop-and-pad routing gives static expert shapes, so the whole MoE block can be captured (MC-20).</translation>
    </message>
    <message>
        <source>Add attn after an A/B.</source>
        <translation>Add attn after an A/B.</translation>
    </message>
    <message>
        <source>EP overlap forbids the moe scope with TE graphs (MC-34).</source>
        <translation>EP overlap forbids the moe scope with TE graphs (MC-34).</translation>
    </message>
    <message>
        <source>The router scopes, when the moe scope is rejected.</source>
        <translation>The router scopes, when the moe scope is rejected.</translation>
    </message>
    <message>
        <source>Attention only, when the MoE scopes are rejected.</source>
        <translation>Attention only, when the MoE scopes are rejected.</translation>
    </message>
    <message>
        <source>Hybrid MoE recipes on Blackwell capture attention, Mamba and the router scopes (Nemotron 3).</source>
        <translation>Hybrid MoE recipes on Blackwell capture attention, Mamba and the router scopes (Nemotron 3).</translation>
    </message>
    <message>
        <source>Hybrid models capture attention and Mamba layers (mamba only for real Mamba layers; the H100 recipes stop here).</source>
        <translation>Hybrid models capture attention and Mamba layers (mamba only for real Mamba layers; the H100 recipes stop here).</translation>
    </message>
    <message>
        <source>Mamba layers only (the Nemotron-H 56B H100 recipe).</source>
        <translation>Mamba layers only (the Nemotron-H 56B H100 recipe).</translation>
    </message>
    <message>
        <source>One full-iteration graph</source>
        <translation>One full-iteration graph</translation>
    </message>
    <message>
        <source>Full recomputation works only with full-iteration graphs (MC-22).</source>
        <translation>Full recomputation works only with full-iteration graphs (MC-22).</translation>
    </message>
    <message>
        <source>CPU offloading works only with full-iteration graphs or none (MC-14).</source>
        <translation>CPU offloading works only with full-iteration graphs or none (MC-14).</translation>
    </message>
    <message>
        <source>Every shipped full-iteration recipe targets Blackwell-class GPUs; peak memory can reach 1.5-2x eager (ADV-03, ADV-04).</source>
        <translation>Every shipped full-iteration recipe targets Blackwell-class GPUs; peak memory can reach 1.5-2x eager (ADV-03, ADV-04).</translation>
    </message>
    <message>
        <source>Selective recompute, and %1</source>
        <translation>Selective recompute, and %1</translation>
    </message>
    <message>
        <source>Switch full recomputation to selective recomputation outside the graphs to use Transformer Engine scopes (MC-22).</source>
        <translation>Switch full recomputation to selective recomputation outside the graphs to use Transformer Engine scopes (MC-22).</translation>
    </message>
    <message>
        <source>CUDA graphs off</source>
        <translation>CUDA graphs off</translation>
    </message>
    <message>
        <source>The eager run, when no graph setting passes the rules.</source>
        <translation>The eager run, when no graph setting passes the rules.</translation>
    </message>
    <message>
        <source>The configuration has errors that no graph setting fixes (%1): fix them first; nothing is proposed.</source>
        <translation>The configuration has errors that no graph setting fixes (%1): fix them first; nothing is proposed.</translation>
    </message>
    <message>
        <source>Not %1: rejected by %2 (%3)</source>
        <translation>Not %1: rejected by %2 (%3)</translation>
    </message>
    <message>
        <source>Profile the eager run first: graphs pay off only where the profile shows host or launch gaps, and a successful capture is not a speedup (PP-09).</source>
        <translation>Profile the eager run first: graphs pay off only where the profile shows host or launch gaps, and a successful capture is not a speedup (PP-09).</translation>
    </message>
    <message>
        <source>Warmup 3 (Megatron-Core's default): compare replay iterations after warmup and the capture step against the eager rollback (ADV-06); the Slurm A/B script runs both.</source>
        <translation>Warmup 3 (Megatron-Core's default): compare replay iterations after warmup and the capture step against the eager rollback (ADV-06); the Slurm A/B script runs both.</translation>
    </message>
    <message>
        <source>Both TE RNG flags on: GPT providers require the graph-safe tracker (MB-05).</source>
        <translation>Both TE RNG flags on: GPT providers require the graph-safe tracker (MB-05).</translation>
    </message>
    <message>
        <source>NaN checks off: full-iteration graphs require it for the loss (MB-03) and recommend it for gradients (ADV-02).</source>
        <translation>NaN checks off: full-iteration graphs require it for the loss (MB-03) and recommend it for gradients (ADV-02).</translation>
    </message>
    <message>
        <source>Dropless MoE in one graph needs a per-rank expert capacity (moe_expert_rank_capacity_factor, ADV-18); the recipes use 1.5 with HybridEP.</source>
        <translation>Dropless MoE in one graph needs a per-rank expert capacity (moe_expert_rank_capacity_factor, ADV-18); the recipes use 1.5 with HybridEP.</translation>
    </message>
    <message>
        <source>Every shipped full-iteration recipe targets Blackwell-class GPUs; on %1 measure memory headroom first (ADV-04).</source>
        <translation>Every shipped full-iteration recipe targets Blackwell-class GPUs; on %1 measure memory headroom first (ADV-04).</translation>
    </message>
    <message>
        <source>NCCL_GRAPH_REGISTER=0: required with expandable segments and Transformer Engine graphs (MCR-03, PP-01).</source>
        <translation>NCCL_GRAPH_REGISTER=0: required with expandable segments and Transformer Engine graphs (MCR-03, PP-01).</translation>
    </message>
    <message>
        <source>NCCL_GRAPH_REGISTER=0: the full-iteration recipes set it with expandable segments (PP-01).</source>
        <translation>NCCL_GRAPH_REGISTER=0: the full-iteration recipes set it with expandable segments (PP-01).</translation>
    </message>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF=%1: the recipes' allocator setting against fragmentation after capture (PP-02).</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF=%1: the recipes' allocator setting against fragmentation after capture (PP-02).</translation>
    </message>
    <message>
        <source>NVTE_CPU_OFFLOAD_V1=1: fine-grained offloading with TE 2.10 or newer (MB-16).</source>
        <translation>NVTE_CPU_OFFLOAD_V1=1: fine-grained offloading with TE 2.10 or newer (MB-16).</translation>
    </message>
    <message>
        <source>Fine-grained offloading needs at least one warmup step (MC-32) and no moe scope (MC-31).</source>
        <translation>Fine-grained offloading needs at least one warmup step (MC-32) and no moe scope (MC-31).</translation>
    </message>
    <message>
        <source>Packed sequences: pad_to_max_length on (MB-08)%1.</source>
        <translation>Packed sequences: pad_to_max_length on (MB-08)%1.</translation>
    </message>
    <message>
        <source> and pad_cu_seqlens on (MB-09)</source>
        <translation> and pad_cu_seqlens on (MB-09)</translation>
    </message>
    <message>
        <source>MoE with FP8 and TE graphs: use a Transformer Engine build with PR #3065; older ones shrink expert gradients silently (PP-12).</source>
        <translation>MoE with FP8 and TE graphs: use a Transformer Engine build with PR #3065; older ones shrink expert gradients silently (PP-12).</translation>
    </message>
    <message>
        <source>Then widen the scopes one step at a time, re-running the A/B on the final dispatcher, overlap, precision and recompute settings.</source>
        <translation>Then widen the scopes one step at a time, re-running the A/B on the final dispatcher, overlap, precision and recompute settings.</translation>
    </message>
    <message>
        <source>No scope fits: packed MoE batches reject router-scoped TE graphs (MB-15), and attn is not compatible with Qwen3VLModel capture (perf_recipes/qwen_vl/common.py).</source>
        <translation>No scope fits: packed MoE batches reject router-scoped TE graphs (MB-15), and attn is not compatible with Qwen3VLModel capture (perf_recipes/qwen_vl/common.py).</translation>
    </message>
    <message>
        <source>No graph setting passes the rules for this workload; keep the eager run.</source>
        <translation>No graph setting passes the rules for this workload; keep the eager run.</translation>
    </message>
</context>
<context>
    <name>cga::ReportInput</name>
    <message>
        <source>%1: cannot open the file: %2</source>
        <translation>%1: cannot open the file: %2</translation>
    </message>
    <message>
        <source>%1: %2 bytes is too large for a benchmark result.</source>
        <translation>%1: %2 bytes is too large for a benchmark result.</translation>
    </message>
    <message>
        <source>%1:%2: not valid JSON: %3</source>
        <translation>%1:%2: not valid JSON: %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: a runner output without a start event: nothing to report.</source>
        <translation>%1: a runner output without a start event: nothing to report.</translation>
    </message>
    <message>
        <source>%1: an empty JSON object: nothing to report.</source>
        <translation>%1: an empty JSON object: nothing to report.</translation>
    </message>
    <message>
        <source>%1: inference golden values (generated text per prompt) hold no training step times: nothing to report.</source>
        <translation>%1: inference golden values (generated text per prompt) hold no training step times: nothing to report.</translation>
    </message>
</context>
<context>
    <name>cga::ReportProvenance</name>
    <message numerus="yes">
        <source>%n SM(s)</source>
        <translation>
            <numerusform>%n SM</numerusform>
            <numerusform>%n SMs</numerusform>
        </translation>
    </message>
    <message>
        <source>Command: %1</source>
        <translation>Command: %1</translation>
    </message>
    <message>
        <source>Exported %1 by CUDA Graph Assistant</source>
        <translation>Exported %1 by CUDA Graph Assistant</translation>
    </message>
    <message>
        <source>GPU: %1</source>
        <translation>GPU: %1</translation>
    </message>
    <message>
        <source>GPU: not recorded</source>
        <translation>GPU: not recorded</translation>
    </message>
    <message>
        <source>No results loaded.</source>
        <translation>No results loaded.</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Source: %1</translation>
    </message>
    <message>
        <source>driver %1</source>
        <translation>driver %1</translation>
    </message>
    <message>
        <source>host %1</source>
        <translation>host %1</translation>
    </message>
    <message>
        <source>measured %1</source>
        <translation>measured %1</translation>
    </message>
    <message>
        <source>measured: date not recorded</source>
        <translation>measured: date not recorded</translation>
    </message>
    <message>
        <source>runner: %1</source>
        <translation>runner: %1</translation>
    </message>
    <message>
        <source>runner: not recorded</source>
        <translation>runner: not recorded</translation>
    </message>
    <message>
        <source>runtime %1</source>
        <translation>runtime %1</translation>
    </message>
</context>
<context>
    <name>cga::ReportText</name>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n note(s)</source>
        <translation>
            <numerusform>%n note</numerusform>
            <numerusform>%n notes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n automatic adjustment(s)</source>
        <translation>
            <numerusform>%n automatic adjustment</numerusform>
            <numerusform>%n automatic adjustments</numerusform>
        </translation>
    </message>
    <message>
        <source>upstream: %1</source>
        <translation>upstream: %1</translation>
    </message>
    <message>
        <source>fix: %1</source>
        <translation>fix: %1</translation>
    </message>
    <message>
        <source>source: %1</source>
        <translation>source: %1</translation>
    </message>
</context>
<context>
    <name>cga::ResultSummary</name>
    <message>
        <source>%1 (more under Details)</source>
        <translation>%1 (more under Details)</translation>
    </message>
    <message>
        <source>%1 is not capturable.</source>
        <translation>%1 is not capturable.</translation>
    </message>
    <message>
        <source>%1 is not capturable: %2</source>
        <translation>%1 is not capturable: %2</translation>
    </message>
    <message>
        <source>%1: %2x against %3 (95% interval %4-%5): %6.</source>
        <translation>%1: %2x against %3 (95% interval %4-%5): %6.</translation>
    </message>
    <message>
        <source>%1: no CUDA graph was made in this mode, so it ran the eager step; %2x against %3 (95% interval %4-%5) is the difference between two runs of that step: %6.</source>
        <translation>%1: no CUDA graph was made in this mode, so it ran the eager step; %2x against %3 (95% interval %4-%5) is the difference between two runs of that step: %6.</translation>
    </message>
</context>
<context>
    <name>cga::ResultsView</name>
    <message>
        <source>Run a benchmark, or open a result file or a training log.</source>
        <translation>Run a benchmark, or open a result file or a training log.</translation>
    </message>
    <message>
        <source>not capturable: %1</source>
        <translation>not capturable: %1</translation>
    </message>
    <message>
        <source>Open results or training logs</source>
        <translation>Open results or training logs</translation>
    </message>
    <message>
        <source>Cannot open</source>
        <translation>Cannot open</translation>
    </message>
    <message>
        <source>Export the charts</source>
        <translation>Export the charts</translation>
    </message>
    <message>
        <source>PDF (*.pdf);;PNG (*.png)</source>
        <translation>PDF (*.pdf);;PNG (*.png)</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Cannot export</translation>
    </message>
    <message>
        <source>Save the result</source>
        <translation>Save the result</translation>
    </message>
    <message>
        <source>Results (*.json)</source>
        <translation>Results (*.json)</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Cannot save</translation>
    </message>
    <message>
        <source>Export the samples</source>
        <translation>Export the samples</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Mode</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>Steady median [ms]</source>
        <translation>Steady median [ms]</translation>
    </message>
    <message>
        <source>IQR [ms]</source>
        <translation>IQR [ms]</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Steps</translation>
    </message>
    <message>
        <source>Capture cost [ms]</source>
        <translation>Capture cost [ms]</translation>
    </message>
    <message>
        <source>Speedup</source>
        <translation>Speedup</translation>
    </message>
    <message>
        <source>95% interval</source>
        <translation>95% interval</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <source>Break-even [iterations]</source>
        <translation>Break-even [iterations]</translation>
    </message>
    <message>
        <source>Graph memory [MiB]</source>
        <translation>Graph memory [MiB]</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>Add result or log...</source>
        <translation>Add result or log...</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Clear</translation>
    </message>
    <message>
        <source>Export charts (PNG/PDF)...</source>
        <translation>Export charts (PNG/PDF)...</translation>
    </message>
    <message>
        <source>Save result (JSON)...</source>
        <translation>Save result (JSON)...</translation>
    </message>
    <message>
        <source>Export samples (CSV)...</source>
        <translation>Export samples (CSV)...</translation>
    </message>
    <message>
        <source>Reading %1...</source>
        <translation>Reading %1...</translation>
    </message>
    <message>
        <source>Reading %1 (%2 of %3)...</source>
        <translation>Reading %1 (%2 of %3)...</translation>
    </message>
    <message>
        <source>Results and logs (*.json *.jsonl *.log *.txt);;All files (*)</source>
        <translation>Results and logs (*.json *.jsonl *.log *.txt);;All files (*)</translation>
    </message>
    <message>
        <source>Log diagnosis</source>
        <translation>Log diagnosis</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Export</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Profile</translation>
    </message>
    <message>
        <source>%1 (*.%2)</source>
        <translation>%1 (*.%2)</translation>
    </message>
    <message numerus="yes">
        <source>Details: the runner's other output (%n line(s))</source>
        <translation>
            <numerusform>Details: the runner's other output (%n line)</numerusform>
            <numerusform>Details: the runner's other output (%n lines)</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the chart shown (%1)...</source>
        <translation>Export the chart shown (%1)...</translation>
    </message>
    <message>
        <source>Export the chart shown</source>
        <translation>Export the chart shown</translation>
    </message>
</context>
<context>
    <name>cga::ReviewPage</name>
    <message>
        <source>Not written:</source>
        <translation>Not written:</translation>
    </message>
    <message>
        <source>Not written: the configuration has errors. Fix them in the diagnostics panel:</source>
        <translation>Not written: the configuration has errors. Fix them in the diagnostics panel:</translation>
    </message>
    <message>
        <source>I have checked the memory headroom.</source>
        <translation>I have checked the memory headroom.</translation>
    </message>
    <message>
        <source>Graphs keep static buffers for as long as they live.</source>
        <translation>Graphs keep static buffers for as long as they live.</translation>
    </message>
    <message>
        <source>Shapes stay fixed for the whole run.</source>
        <translation>Shapes stay fixed for the whole run.</translation>
    </message>
    <message>
        <source>Sequence length %1 and micro-batch size %2 never change, and every sample is padded to the sequence length.</source>
        <translation>Sequence length %1 and micro-batch size %2 never change, and every sample is padded to the sequence length.</translation>
    </message>
    <message>
        <source>(unset)</source>
        <translation>(unset)</translation>
    </message>
    <message>
        <source>I will watch for NaN myself.</source>
        <translation>I will watch for NaN myself.</translation>
    </message>
    <message>
        <source>Full-iteration graphs run with the NaN checks on loss and gradients off: a NaN is no longer caught automatically.</source>
        <translation>Full-iteration graphs run with the NaN checks on loss and gradients off: a NaN is no longer caught automatically.</translation>
    </message>
    <message>
        <source>I will measure before keeping graphs.</source>
        <translation>I will measure before keeping graphs.</translation>
    </message>
    <message>
        <source>A successful capture is not a speedup: compare replay iterations against the eager rollback (the Slurm A/B script runs both).</source>
        <translation>A successful capture is not a speedup: compare replay iterations against the eager rollback (the Slurm A/B script runs both).</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s) must be fixed before anything can be exported.</source>
        <translation>
            <numerusform>%n error must be fixed before anything can be exported.</numerusform>
            <numerusform>%n errors must be fixed before anything can be exported.</numerusform>
        </translation>
    </message>
    <message>
        <source>The configuration is valid. Confirm the risks below to enable export.</source>
        <translation>The configuration is valid. Confirm the risks below to enable export.</translation>
    </message>
    <message>
        <source>Ready: copy or save any artefact, or export them all.</source>
        <translation>Ready: copy or save any artefact, or export them all.</translation>
    </message>
    <message>
        <source>Nothing to save: fix the errors and confirm the risks first.</source>
        <translation>Nothing to save: fix the errors and confirm the risks first.</translation>
    </message>
    <message>
        <source>Save %1</source>
        <translation>Save %1</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Cannot save</translation>
    </message>
    <message>
        <source>Export every artefact into a folder</source>
        <translation>Export every artefact into a folder</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Cannot export</translation>
    </message>
    <message>
        <source>Review and export</source>
        <translation>Review and export</translation>
    </message>
    <message>
        <source>Every artefact is validated before it is shown and reads back to the same configuration.</source>
        <translation>Every artefact is validated before it is shown and reads back to the same configuration.</translation>
    </message>
    <message>
        <source>Risks to confirm before export</source>
        <translation>Risks to confirm before export</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copy</translation>
    </message>
    <message>
        <source>Save as...</source>
        <translation>Save as...</translation>
    </message>
    <message>
        <source>Export all...</source>
        <translation>Export all...</translation>
    </message>
    <message>
        <source>Measure on this GPU...</source>
        <translation>Measure on this GPU...</translation>
    </message>
    <message>
        <source>Open the Benchmark page: eager against CUDA graph replay with these shapes on this GPU</source>
        <translation>Open the Benchmark page: eager against CUDA graph replay with these shapes on this GPU</translation>
    </message>
    <message>
        <source>Run on a Slurm cluster...</source>
        <translation>Run on a Slurm cluster...</translation>
    </message>
    <message>
        <source>Open the Cluster page: submit the eager/graph A/B of this configuration with sbatch</source>
        <translation>Open the Cluster page: submit the eager/graph A/B of this configuration with sbatch</translation>
    </message>
    <message>
        <source>No change against %1.</source>
        <translation>No change against %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n change(s) against %1:</source>
        <translation>
            <numerusform>%n change against %1:</numerusform>
            <numerusform>%n changes against %1:</numerusform>
        </translation>
    </message>
    <message>
        <source>The Python, YAML and Hydra artefacts write these changes and the CUDA-graph settings only; the others are written whole.</source>
        <translation>The Python, YAML and Hydra artefacts write these changes and the CUDA-graph settings only; the others are written whole.</translation>
    </message>
    <message>
        <source>The artefacts write every setting of the configuration.</source>
        <translation>The artefacts write every setting of the configuration.</translation>
    </message>
    <message>
        <source>Changes (%1)</source>
        <translation>Changes (%1)</translation>
    </message>
    <message>
        <source>Write only the changes against the recipe</source>
        <translation>Write only the changes against the recipe</translation>
    </message>
    <message>
        <source>Pasted after the recipe, an export of the changes keeps the recipe's other settings and your own edits to them. The CUDA-graph settings are always written.</source>
        <translation>Pasted after the recipe, an export of the changes keeps the recipe's other settings and your own edits to them. The CUDA-graph settings are always written.</translation>
    </message>
    <message>
        <source>the configuration as it was loaded</source>
        <translation>the configuration as it was loaded</translation>
    </message>
</context>
<context>
    <name>cga::Rollback</name>
    <message>
        <source>cuda_graph_impl=none: every iteration runs eagerly; the scopes are cleared.</source>
        <translation>cuda_graph_impl=none: every iteration runs eagerly; the scopes are cleared.</translation>
    </message>
    <message>
        <source>Both TE RNG flags off: only graphs need the graph-safe tracker (MB-05); the perf harness turns them off for eager runs too (PH-04).</source>
        <translation>Both TE RNG flags off: only graphs need the graph-safe tracker (MB-05); the perf harness turns them off for eager runs too (PH-04).</translation>
    </message>
    <message>
        <source>Vision-encoder graphs off.</source>
        <translation>Vision-encoder graphs off.</translation>
    </message>
    <message>
        <source>The optimizer CUDA graph off.</source>
        <translation>The optimizer CUDA graph off.</translation>
    </message>
    <message>
        <source>Megatron-FSDP graph mode off.</source>
        <translation>Megatron-FSDP graph mode off.</translation>
    </message>
    <message>
        <source>Offloading no longer waits for a graph replay that never comes.</source>
        <translation>Offloading no longer waits for a graph replay that never comes.</translation>
    </message>
    <message>
        <source>NaN checks back on: full-iteration graphs had required them off (MB-03, ADV-02).</source>
        <translation>NaN checks back on: full-iteration graphs had required them off (MB-03, ADV-02).</translation>
    </message>
    <message>
        <source>Environment kept as it is: harmless without graphs, and the A/B then differs in the graphs only.</source>
        <translation>Environment kept as it is: harmless without graphs, and the A/B then differs in the graphs only.</translation>
    </message>
</context>
<context>
    <name>cga::RollbackEmitter</name>
    <message>
        <source>%1, CUDA graphs off</source>
        <translation>%1, CUDA graphs off</translation>
    </message>
    <message>
        <source>Rollback: the same run with CUDA graphs off.</source>
        <translation>Rollback: the same run with CUDA graphs off.</translation>
    </message>
</context>
<context>
    <name>cga::RuleBrowser</name>
    <message>
        <source>error</source>
        <translation>error</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>warning</translation>
    </message>
    <message>
        <source>info</source>
        <translation>info</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>automatic</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>Every check the assistant makes, with what it means and how to fix it. Search by rule id, field name or words of the text.</source>
        <translation>Every check the assistant makes, with what it means and how to fix it. Search by rule id, field name or words of the text.</translation>
    </message>
    <message>
        <source>Search: MC-22, cuda_graph_scope, recompute ...</source>
        <translation>Search: MC-22, cuda_graph_scope, recompute ...</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Rule</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Severity</translation>
    </message>
    <message>
        <source>When it applies</source>
        <translation>When it applies</translation>
    </message>
    <message>
        <source>Fields: %1</source>
        <translation>Fields: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n rule(s) shown</source>
        <translation>
            <numerusform>%n rule shown</numerusform>
            <numerusform>%n rules shown</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n in all</source>
        <translation>
            <numerusform>%n in all</numerusform>
            <numerusform>%n in all</numerusform>
        </translation>
    </message>
    <message>
        <source>No rule matches "%1".</source>
        <translation>No rule matches "%1".</translation>
    </message>
</context>
<context>
    <name>cga::Rules</name>
    <message>
        <source>Use no expert tensor parallelism</source>
        <translation>Use no expert tensor parallelism</translation>
    </message>
    <message>
        <source>Leave moe_expert_capacity_factor unset (dropless)</source>
        <translation>Leave moe_expert_capacity_factor unset (dropless)</translation>
    </message>
    <message>
        <source>Turn router padding off</source>
        <translation>Turn router padding off</translation>
    </message>
    <message>
        <source>Route in fp32</source>
        <translation>Route in fp32</translation>
    </message>
    <message>
        <source>Do not pad expert inputs to capacity</source>
        <translation>Do not pad expert inputs to capacity</translation>
    </message>
    <message>
        <source>Use the flex dispatcher</source>
        <translation>Use the flex dispatcher</translation>
    </message>
    <message>
        <source>Use the default flex backend (deepep)</source>
        <translation>Use the default flex backend (deepep)</translation>
    </message>
    <message>
        <source>Use Transformer Engine's op fuser</source>
        <translation>Use Transformer Engine's op fuser</translation>
    </message>
    <message>
        <source>Leave moe_expert_rank_capacity_factor unset</source>
        <translation>Leave moe_expert_rank_capacity_factor unset</translation>
    </message>
    <message>
        <source>Dispatch with flex and HybridEP</source>
        <translation>Dispatch with flex and HybridEP</translation>
    </message>
    <message>
        <source>Sequence parallelism without tensor parallelism: Bridge's finalize() and Megatron-LM's argument checks turn it off; TransformerConfig on its own would raise.</source>
        <translation>Sequence parallelism without tensor parallelism: Bridge's finalize() and Megatron-LM's argument checks turn it off; TransformerConfig on its own would raise.</translation>
    </message>
    <message>
        <source>sequence_parallel was turned off: with tensor_model_parallel_size 1 there is no group to split activations across. Bridge and Megatron-LM do this before TransformerConfig checks it; a TransformerConfig built directly would raise.</source>
        <translation>sequence_parallel was turned off: with tensor_model_parallel_size 1 there is no group to split activations across. Bridge and Megatron-LM do this before TransformerConfig checks it; a TransformerConfig built directly would raise.</translation>
    </message>
    <message>
        <source>Turn sequence_parallel off, or use tensor parallelism.</source>
        <translation>Turn sequence_parallel off, or use tensor parallelism.</translation>
    </message>
    <message>
        <source>Turn sequence parallelism off</source>
        <translation>Turn sequence parallelism off</translation>
    </message>
    <message>
        <source>The grouped-tensor path without grouped GEMM.</source>
        <translation>The grouped-tensor path without grouped GEMM.</translation>
    </message>
    <message>
        <source>moe_use_grouped_tensor is a variant of grouped GEMM; it needs moe_grouped_gemm on.</source>
        <translation>moe_use_grouped_tensor is a variant of grouped GEMM; it needs moe_grouped_gemm on.</translation>
    </message>
    <message>
        <source>Turn moe_grouped_gemm on, or moe_use_grouped_tensor off.</source>
        <translation>Turn moe_grouped_gemm on, or moe_use_grouped_tensor off.</translation>
    </message>
    <message>
        <source>Turn grouped GEMM on</source>
        <translation>Turn grouped GEMM on</translation>
    </message>
    <message>
        <source>Turn the grouped-tensor path off</source>
        <translation>Turn the grouped-tensor path off</translation>
    </message>
    <message>
        <source>Both fp16 and bf16 are on.</source>
        <translation>Both fp16 and bf16 are on.</translation>
    </message>
    <message>
        <source>A model trains in one 16-bit format: fp16 and bf16 cannot both be on.</source>
        <translation>A model trains in one 16-bit format: fp16 and bf16 cannot both be on.</translation>
    </message>
    <message>
        <source>Turn fp16 or bf16 off.</source>
        <translation>Turn fp16 or bf16 off.</translation>
    </message>
    <message>
        <source>Train in fp16</source>
        <translation>Train in fp16</translation>
    </message>
    <message>
        <source>The attention heads are not a multiple of the tensor-parallel size, or the query groups neither a multiple nor a divisor of it.</source>
        <translation>The attention heads are not a multiple of the tensor-parallel size, or the query groups neither a multiple nor a divisor of it.</translation>
    </message>
    <message>
        <source>Tensor parallelism splits the %1 attention heads into %2 equal parts; they must divide evenly.</source>
        <translation>Tensor parallelism splits the %1 attention heads into %2 equal parts; they must divide evenly.</translation>
    </message>
    <message>
        <source>The %1 query groups must split evenly across %2 tensor-parallel ranks, or be shared by them.</source>
        <translation>The %1 query groups must split evenly across %2 tensor-parallel ranks, or be shared by them.</translation>
    </message>
    <message>
        <source>Choose a tensor-parallel size that divides the heads.</source>
        <translation>Choose a tensor-parallel size that divides the heads.</translation>
    </message>
    <message>
        <source>The custom FP8 recipe without a quantizer factory, or FP8 and FP4 together.</source>
        <translation>The custom FP8 recipe without a quantizer factory, or FP8 and FP4 together.</translation>
    </message>
    <message>
        <source>The custom FP8 recipe builds its quantizers from fp8_quantizer_factory, which is not set.</source>
        <translation>The custom FP8 recipe builds its quantizers from fp8_quantizer_factory, which is not set.</translation>
    </message>
    <message>
        <source>FP8 and FP4 are alternative low-precision modes; choose one.</source>
        <translation>FP8 and FP4 are alternative low-precision modes; choose one.</translation>
    </message>
    <message>
        <source>Complete the low-precision settings.</source>
        <translation>Complete the low-precision settings.</translation>
    </message>
    <message>
        <source>Use the tensorwise recipe</source>
        <translation>Use the tensorwise recipe</translation>
    </message>
    <message>
        <source>Keep FP8 only</source>
        <translation>Keep FP8 only</translation>
    </message>
    <message>
        <source>Keep FP4 only</source>
        <translation>Keep FP4 only</translation>
    </message>
    <message>
        <source>Expert parallelism on a model without experts.</source>
        <translation>Expert parallelism on a model without experts.</translation>
    </message>
    <message>
        <source>expert_model_parallel_size is %1 but the model has no experts (num_moe_experts is unset).</source>
        <translation>expert_model_parallel_size is %1 but the model has no experts (num_moe_experts is unset).</translation>
    </message>
    <message>
        <source>Set expert_model_parallel_size to 1, or give the model experts.</source>
        <translation>Set expert_model_parallel_size to 1, or give the model experts.</translation>
    </message>
    <message>
        <source>Use no expert parallelism</source>
        <translation>Use no expert parallelism</translation>
    </message>
    <message>
        <source>Inference-optimized MoE layers with expert tensor parallelism, a capacity factor, router padding or a router dtype other than fp32.</source>
        <translation>Inference-optimized MoE layers with expert tensor parallelism, a capacity factor, router padding or a router dtype other than fp32.</translation>
    </message>
    <message>
        <source>The inference-optimized MoE layer does not split experts with tensor parallelism.</source>
        <translation>The inference-optimized MoE layer does not split experts with tensor parallelism.</translation>
    </message>
    <message>
        <source>The inference-optimized MoE layer is dropless: moe_expert_capacity_factor must be unset (even a negative value counts as set here).</source>
        <translation>The inference-optimized MoE layer is dropless: moe_expert_capacity_factor must be unset (even a negative value counts as set here).</translation>
    </message>
    <message>
        <source>The inference-optimized MoE layer cannot pad the routing map for quantization.</source>
        <translation>The inference-optimized MoE layer cannot pad the routing map for quantization.</translation>
    </message>
    <message>
        <source>The inference-optimized MoE layer needs moe_router_dtype fp32.</source>
        <translation>The inference-optimized MoE layer needs moe_router_dtype fp32.</translation>
    </message>
    <message>
        <source>Adapt the MoE settings to the inference-optimized layer, or use transformer_impl transformer_engine.</source>
        <translation>Adapt the MoE settings to the inference-optimized layer, or use transformer_impl transformer_engine.</translation>
    </message>
    <message>
        <source>moe_ffn_hidden_size on a model without experts that is not a mixed dense/MoE model.</source>
        <translation>moe_ffn_hidden_size on a model without experts that is not a mixed dense/MoE model.</translation>
    </message>
    <message>
        <source>moe_ffn_hidden_size sizes the experts, but the model has none.</source>
        <translation>moe_ffn_hidden_size sizes the experts, but the model has none.</translation>
    </message>
    <message>
        <source>Remove moe_ffn_hidden_size, or set num_moe_experts.</source>
        <translation>Remove moe_ffn_hidden_size, or set num_moe_experts.</translation>
    </message>
    <message>
        <source>Remove moe_ffn_hidden_size</source>
        <translation>Remove moe_ffn_hidden_size</translation>
    </message>
    <message>
        <source>A flex-dispatcher backend used where it does not work: DeepEP with padding to capacity, NCCL-EP without the flex dispatcher or with grouped tensors but no op fuser.</source>
        <translation>A flex-dispatcher backend used where it does not work: DeepEP with padding to capacity, NCCL-EP without the flex dispatcher or with grouped tensors but no op fuser.</translation>
    </message>
    <message>
        <source>The DeepEP backend cannot pad expert inputs to capacity.</source>
        <translation>The DeepEP backend cannot pad expert inputs to capacity.</translation>
    </message>
    <message>
        <source>The NCCL-EP backend is a backend of the flex dispatcher; set the dispatcher to flex.</source>
        <translation>The NCCL-EP backend is a backend of the flex dispatcher; set the dispatcher to flex.</translation>
    </message>
    <message>
        <source>With NCCL-EP, grouped tensors need Transformer Engine's op fuser.</source>
        <translation>With NCCL-EP, grouped tensors need Transformer Engine's op fuser.</translation>
    </message>
    <message>
        <source>Pick a dispatcher and backend that work together.</source>
        <translation>Pick a dispatcher and backend that work together.</translation>
    </message>
    <message>
        <source>A shared-expert size that is not positive, or shared-expert overlap with the allgather dispatcher.</source>
        <translation>A shared-expert size that is not positive, or shared-expert overlap with the allgather dispatcher.</translation>
    </message>
    <message>
        <source>moe_shared_expert_intermediate_size is %1; it must be a positive size.</source>
        <translation>moe_shared_expert_intermediate_size is %1; it must be a positive size.</translation>
    </message>
    <message>
        <source>Shared experts overlap with the alltoall or flex dispatcher only, not with %1.</source>
        <translation>Shared experts overlap with the alltoall or flex dispatcher only, not with %1.</translation>
    </message>
    <message>
        <source>Give a positive shared-expert size; overlap only with alltoall or flex.</source>
        <translation>Give a positive shared-expert size; overlap only with alltoall or flex.</translation>
    </message>
    <message>
        <source>Do not overlap shared experts</source>
        <translation>Do not overlap shared experts</translation>
    </message>
    <message>
        <source>A capacity factor with sinkhorn load balancing.</source>
        <translation>A capacity factor with sinkhorn load balancing.</translation>
    </message>
    <message>
        <source>Token dropping by capacity works with the aux_loss, seq_aux_loss, global_aux_loss and none load balancing, not with sinkhorn (a negative factor counts as set here).</source>
        <translation>Token dropping by capacity works with the aux_loss, seq_aux_loss, global_aux_loss and none load balancing, not with sinkhorn (a negative factor counts as set here).</translation>
    </message>
    <message>
        <source>Remove the capacity factor, or balance with aux_loss.</source>
        <translation>Remove the capacity factor, or balance with aux_loss.</translation>
    </message>
    <message>
        <source>Balance with aux_loss</source>
        <translation>Balance with aux_loss</translation>
    </message>
    <message>
        <source>Padding expert inputs to capacity without a capacity factor (a negative one is none).</source>
        <translation>Padding expert inputs to capacity without a capacity factor (a negative one is none).</translation>
    </message>
    <message>
        <source>Padding to capacity needs a capacity to pad to; moe_expert_capacity_factor is unset or negative (Megatron turns a negative factor into None first).</source>
        <translation>Padding to capacity needs a capacity to pad to; moe_expert_capacity_factor is unset or negative (Megatron turns a negative factor into None first).</translation>
    </message>
    <message>
        <source>Set a capacity factor, or do not pad.</source>
        <translation>Set a capacity factor, or do not pad.</translation>
    </message>
    <message>
        <source>Use capacity factor 1.0</source>
        <translation>Use capacity factor 1.0</translation>
    </message>
    <message>
        <source>A per-rank expert capacity without the HybridEP or NCCL-EP backend, or with HybridEP but neither the op fuser nor grouped tensors.</source>
        <translation>A per-rank expert capacity without the HybridEP or NCCL-EP backend, or with HybridEP but neither the op fuser nor grouped tensors.</translation>
    </message>
    <message>
        <source>A per-rank expert capacity is enforced by the HybridEP and NCCL-EP backends only.</source>
        <translation>A per-rank expert capacity is enforced by the HybridEP and NCCL-EP backends only.</translation>
    </message>
    <message>
        <source>With HybridEP, a per-rank expert capacity needs Transformer Engine's op fuser or grouped tensors (the Bridge recipes turn the op fuser on).</source>
        <translation>With HybridEP, a per-rank expert capacity needs Transformer Engine's op fuser or grouped tensors (the Bridge recipes turn the op fuser on).</translation>
    </message>
    <message>
        <source>Use HybridEP with use_transformer_engine_op_fuser, or drop the rank capacity.</source>
        <translation>Use HybridEP with use_transformer_engine_op_fuser, or drop the rank capacity.</translation>
    </message>
    <message>
        <source>The allgather dispatcher (the default, dense models too) with variable_seq_lengths (in-batch packing with PP &gt; 1).</source>
        <translation>The allgather dispatcher (the default, dense models too) with variable_seq_lengths (in-batch packing with PP &gt; 1).</translation>
    </message>
    <message>
        <source>model.overlap_moe_expert_parallel_comm without what it needs: PyTorch 2.6, a virtual pipeline with PP &gt; 1, EP &gt; 1, the alltoall or flex dispatcher, no full recomputation, recompute_method or recompute_num_layers, no moe recompute, bf16/fp16, no shared-expert overlap, at most one MTP layer, no expert_fc1 offload with NCCL-EP.</source>
        <translation>model.overlap_moe_expert_parallel_comm without what it needs: PyTorch 2.6, a virtual pipeline with PP &gt; 1, EP &gt; 1, the alltoall or flex dispatcher, no full recomputation, recompute_method or recompute_num_layers, no moe recompute, bf16/fp16, no shared-expert overlap, at most one MTP layer, no expert_fc1 offload with NCCL-EP.</translation>
    </message>
    <message>
        <source>EP overlap hangs with PyTorch before 2.6.</source>
        <translation>EP overlap hangs with PyTorch before 2.6.</translation>
    </message>
    <message>
        <source>EP overlap needs the alltoall or flex dispatcher (the default is allgather).</source>
        <translation>EP overlap needs the alltoall or flex dispatcher (the default is allgather).</translation>
    </message>
    <message>
        <source>EP overlap needs recompute_method unset.</source>
        <translation>EP overlap needs recompute_method unset.</translation>
    </message>
    <message>
        <source>EP overlap needs recompute_num_layers unset.</source>
        <translation>EP overlap needs recompute_num_layers unset.</translation>
    </message>
    <message>
        <source>EP overlap with NCCL-EP cannot offload expert_fc1.</source>
        <translation>EP overlap with NCCL-EP cannot offload expert_fc1.</translation>
    </message>
    <message>
        <source>The inference-optimized implementation with LayerNorm, zero-centred LayerNorm weights or linear / QKV bias.</source>
        <translation>The inference-optimized implementation with LayerNorm, zero-centred LayerNorm weights or linear / QKV bias.</translation>
    </message>
    <message>
        <source>transformer_impl inference_optimized needs normalization RMSNorm (the default is LayerNorm).</source>
        <translation>transformer_impl inference_optimized needs normalization RMSNorm (the default is LayerNorm).</translation>
    </message>
    <message>
        <source>transformer_impl inference_optimized does not support layernorm_zero_centered_gamma.</source>
        <translation>transformer_impl inference_optimized does not support layernorm_zero_centered_gamma.</translation>
    </message>
    <message>
        <source>transformer_impl inference_optimized needs add_bias_linear off (it is on by default).</source>
        <translation>transformer_impl inference_optimized needs add_bias_linear off (it is on by default).</translation>
    </message>
    <message>
        <source>transformer_impl inference_optimized needs add_qkv_bias off.</source>
        <translation>transformer_impl inference_optimized needs add_qkv_bias off.</translation>
    </message>
    <message>
        <source>Use RMSNorm without bias, or transformer_impl transformer_engine.</source>
        <translation>Use RMSNorm without bias, or transformer_impl transformer_engine.</translation>
    </message>
    <message>
        <source>Use the Transformer Engine implementation</source>
        <translation>Use the Transformer Engine implementation</translation>
    </message>
    <message>
        <source>Normalize with RMSNorm</source>
        <translation>Normalize with RMSNorm</translation>
    </message>
    <message>
        <source>Turn the switch off</source>
        <translation>Turn the switch off</translation>
    </message>
    <message>
        <source>Stop recomputing the module</source>
        <translation>Stop recomputing the module</translation>
    </message>
    <message>
        <source>Turn multi-token prediction off</source>
        <translation>Turn multi-token prediction off</translation>
    </message>
    <message>
        <source>Recompute mhc selectively</source>
        <translation>Recompute mhc selectively</translation>
    </message>
    <message>
        <source>Use no pipeline parallelism</source>
        <translation>Use no pipeline parallelism</translation>
    </message>
    <message>
        <source>Offload core_attn too</source>
        <translation>Offload core_attn too</translation>
    </message>
    <message>
        <source>Do not offload gdp_qkv</source>
        <translation>Do not offload gdp_qkv</translation>
    </message>
    <message>
        <source>Do not offload inside the recomputed MoE layer</source>
        <translation>Do not offload inside the recomputed MoE layer</translation>
    </message>
    <message>
        <source>Offload the fused grouped MLP only</source>
        <translation>Offload the fused grouped MLP only</translation>
    </message>
    <message>
        <source>Selective recomputation of a module whose feature is off (moe_act without grouped GEMM, mla_up_proj without multi-latent attention), of shared experts that overlap, or of moe_act/layernorm with FP8 delayed scaling or Transformer Engine before 2.6.</source>
        <translation>Selective recomputation of a module whose feature is off (moe_act without grouped GEMM, mla_up_proj without multi-latent attention), of shared experts that overlap, or of moe_act/layernorm with FP8 delayed scaling or Transformer Engine before 2.6.</translation>
    </message>
    <message>
        <source>Recomputing moe_act needs the grouped-GEMM experts (moe_grouped_gemm).</source>
        <translation>Recomputing moe_act needs the grouped-GEMM experts (moe_grouped_gemm).</translation>
    </message>
    <message>
        <source>mla_up_proj exists only with multi-latent attention, which is off (the DeepSeek and Kimi providers turn it on).</source>
        <translation>mla_up_proj exists only with multi-latent attention, which is off (the DeepSeek and Kimi providers turn it on).</translation>
    </message>
    <message>
        <source>Overlapped shared experts run on a side stream and cannot be recomputed.</source>
        <translation>Overlapped shared experts run on a side stream and cannot be recomputed.</translation>
    </message>
    <message>
        <source>With FP8 delayed scaling, moe_act and layernorm cannot be recomputed: the scaling history would be updated twice.</source>
        <translation>With FP8 delayed scaling, moe_act and layernorm cannot be recomputed: the scaling history would be updated twice.</translation>
    </message>
    <message>
        <source>Recomputing moe_act or layernorm under FP8 needs Transformer Engine 2.6 or newer.</source>
        <translation>Recomputing moe_act or layernorm under FP8 needs Transformer Engine 2.6 or newer.</translation>
    </message>
    <message>
        <source>Stop recomputing the module, or turn on what it needs.</source>
        <translation>Stop recomputing the module, or turn on what it needs.</translation>
    </message>
    <message>
        <source>Selective recomputation of 'mhc' without hyper-connections, or together with 'mlp'.</source>
        <translation>Selective recomputation of 'mhc' without hyper-connections, or together with 'mlp'.</translation>
    </message>
    <message>
        <source>'mhc' recomputes the hyper-connections, which are off (enable_mhc_connections).</source>
        <translation>'mhc' recomputes the hyper-connections, which are off (enable_mhc_connections).</translation>
    </message>
    <message>
        <source>'mhc' and 'mlp' recompute with different checkpoint mechanisms; choose one.</source>
        <translation>'mhc' and 'mlp' recompute with different checkpoint mechanisms; choose one.</translation>
    </message>
    <message>
        <source>Drop 'mhc' from recompute_modules, or turn hyper-connections on.</source>
        <translation>Drop 'mhc' from recompute_modules, or turn hyper-connections on.</translation>
    </message>
    <message>
        <source>Hyper-connections with multi-token prediction, full recomputation or pipeline parallelism.</source>
        <translation>Hyper-connections with multi-token prediction, full recomputation or pipeline parallelism.</translation>
    </message>
    <message>
        <source>Hyper-connections do not work with multi-token prediction (mtp_num_layers).</source>
        <translation>Hyper-connections do not work with multi-token prediction (mtp_num_layers).</translation>
    </message>
    <message>
        <source>Hyper-connections do not work with full recomputation; recompute 'mhc' selectively.</source>
        <translation>Hyper-connections do not work with full recomputation; recompute 'mhc' selectively.</translation>
    </message>
    <message>
        <source>Hyper-connections do not work with pipeline parallelism yet.</source>
        <translation>Hyper-connections do not work with pipeline parallelism yet.</translation>
    </message>
    <message>
        <source>Turn hyper-connections off, or remove what they conflict with.</source>
        <translation>Turn hyper-connections off, or remove what they conflict with.</translation>
    </message>
    <message>
        <source>Fine-grained activation offloading with no offload_modules, attn_proj without core_attn, offloading inside a recomputed region, or fused_group_mlp without the op fuser or with expert_fc1/moe_act.</source>
        <translation>Fine-grained activation offloading with no offload_modules, attn_proj without core_attn, offloading inside a recomputed region, or fused_group_mlp without the op fuser or with expert_fc1/moe_act.</translation>
    </message>
    <message>
        <source>Fine-grained offloading is on but offload_modules is empty: Megatron asserts that it names at least one module.</source>
        <translation>Fine-grained offloading is on but offload_modules is empty: Megatron asserts that it names at least one module.</translation>
    </message>
    <message>
        <source>The input of attn_proj is the output of core_attn: offload both or neither.</source>
        <translation>The input of attn_proj is the output of core_attn: offload both or neither.</translation>
    </message>
    <message>
        <source>Recomputing gdp_in_proj leaves nothing for the gdp_qkv offload to keep.</source>
        <translation>Recomputing gdp_in_proj leaves nothing for the gdp_qkv offload to keep.</translation>
    </message>
    <message>
        <source>The whole MoE layer is recomputed, so offloading %1 inside it is redundant and breaks.</source>
        <translation>The whole MoE layer is recomputed, so offloading %1 inside it is redundant and breaks.</translation>
    </message>
    <message>
        <source>Offloading fused_group_mlp needs Transformer Engine's op fuser.</source>
        <translation>Offloading fused_group_mlp needs Transformer Engine's op fuser.</translation>
    </message>
    <message>
        <source>fused_group_mlp already offloads the whole grouped MLP; remove %1.</source>
        <translation>fused_group_mlp already offloads the whole grouped MLP; remove %1.</translation>
    </message>
    <message>
        <source>Name the modules to offload, without conflicts.</source>
        <translation>Name the modules to offload, without conflicts.</translation>
    </message>
    <message>
        <source>A MoE model with bias in its linear layers and expert tensor parallelism above 1 (unset, it is the tensor-parallel size; under Bridge it is 1 when experts are split).</source>
        <translation>A MoE model with bias in its linear layers and expert tensor parallelism above 1 (unset, it is the tensor-parallel size; under Bridge it is 1 when experts are split).</translation>
    </message>
    <message>
        <source>Experts with bias (add_bias_linear, on by default) cannot be split by expert tensor parallelism; expert_tensor_parallel_size is %1 (unset, it follows tensor_model_parallel_size, or is 1 under Bridge when expert_model_parallel_size &gt; 1).</source>
        <translation>Experts with bias (add_bias_linear, on by default) cannot be split by expert tensor parallelism; expert_tensor_parallel_size is %1 (unset, it follows tensor_model_parallel_size, or is 1 under Bridge when expert_model_parallel_size &gt; 1).</translation>
    </message>
    <message>
        <source>Set expert_tensor_parallel_size to 1, or add_bias_linear off.</source>
        <translation>Set expert_tensor_parallel_size to 1, or add_bias_linear off.</translation>
    </message>
    <message>
        <source>Remove the bias of the linear layers</source>
        <translation>Remove the bias of the linear layers</translation>
    </message>
    <message>
        <source>Router padding for quantization (or its alias moe_router_padding_for_fp8) without FP8/FP4, or with the allgather dispatcher.</source>
        <translation>Router padding for quantization (or its alias moe_router_padding_for_fp8) without FP8/FP4, or with the allgather dispatcher.</translation>
    </message>
    <message>
        <source>Router padding aligns tokens for FP8/FP4 kernels, but neither fp8 nor fp4 is set.</source>
        <translation>Router padding aligns tokens for FP8/FP4 kernels, but neither fp8 nor fp4 is set.</translation>
    </message>
    <message>
        <source>The allgather dispatcher (the default) cannot pad the routing map.</source>
        <translation>The allgather dispatcher (the default) cannot pad the routing map.</translation>
    </message>
    <message>
        <source>Turn router padding off, or train in FP8/FP4 with alltoall or flex.</source>
        <translation>Turn router padding off, or train in FP8/FP4 with alltoall or flex.</translation>
    </message>
    <message>
        <source>Top-1 routing with softmax scores applied after the top-k choice (not sinkhorn balancing).</source>
        <translation>Top-1 routing with softmax scores applied after the top-k choice (not sinkhorn balancing).</translation>
    </message>
    <message>
        <source>With one expert per token, a softmax over the single chosen score is always 1 and its gradient zero: apply the softmax before the choice (moe_router_pre_softmax).</source>
        <translation>With one expert per token, a softmax over the single chosen score is always 1 and its gradient zero: apply the softmax before the choice (moe_router_pre_softmax).</translation>
    </message>
    <message>
        <source>Set moe_router_pre_softmax, or route to more experts.</source>
        <translation>Set moe_router_pre_softmax, or route to more experts.</translation>
    </message>
    <message>
        <source>Apply the softmax before the top-k choice</source>
        <translation>Apply the softmax before the top-k choice</translation>
    </message>
    <message>
        <source>A statement of a Python recipe file that a static reading cannot evaluate (a call it does not know, an expression that is not a literal): it is skipped and the verdict covers the rest of the file.</source>
        <translation>A statement of a Python recipe file that a static reading cannot evaluate (a call it does not know, an expression that is not a literal): it is skipped and the verdict covers the rest of the file.</translation>
    </message>
    <message>
        <source>`%1` was not understood (%2); the statement was skipped, and the check covers the rest of the file.</source>
        <translation>`%1` was not understood (%2); the statement was skipped, and the check covers the rest of the file.</translation>
    </message>
    <message>
        <source>Write the value as a literal, or validate the ConfigContainer.yaml the recipe writes (run_script.py --dryrun).</source>
        <translation>Write the value as a literal, or validate the ConfigContainer.yaml the recipe writes (run_script.py --dryrun).</translation>
    </message>
    <message>
        <source>The recipe of the catalogue that the input starts from has values the static reading of Bridge could not resolve (for example the architecture a Hugging Face config.json gives); they keep Megatron's defaults.</source>
        <translation>The recipe of the catalogue that the input starts from has values the static reading of Bridge could not resolve (for example the architecture a Hugging Face config.json gives); they keep Megatron's defaults.</translation>
    </message>
    <message>
        <source>Recipe %1 (%2) starts the configuration; %3 of its values could not be resolved from the source and keep Megatron's defaults: %4.</source>
        <translation>Recipe %1 (%2) starts the configuration; %3 of its values could not be resolved from the source and keep Megatron's defaults: %4.</translation>
    </message>
    <message>
        <source>Give those fields in an override file or as Hydra overrides when they matter.</source>
        <translation>Give those fields in an override file or as Hydra overrides when they matter.</translation>
    </message>
    <message>
        <source>The Transformer Engine version is unknown (give it with --te-version); this is an error if it is older than required.</source>
        <translation>The Transformer Engine version is unknown (give it with --te-version); this is an error if it is older than required.</translation>
    </message>
    <message>
        <source>The PyTorch version is unknown (give it with --torch-version); this is an error if it is older than required.</source>
        <translation>The PyTorch version is unknown (give it with --torch-version); this is an error if it is older than required.</translation>
    </message>
    <message>
        <source>Graphs are on: every captured shape (sequence length, micro-batch size) must stay fixed for the run. A warning when something in the config makes shapes vary.</source>
        <translation>Graphs are on: every captured shape (sequence length, micro-batch size) must stay fixed for the run. A warning when something in the config makes shapes vary.</translation>
    </message>
    <message>
        <source>Keep seq_length and micro_batch_size fixed for the whole run: graphs replay the shapes they were captured with, and nothing checks this up front.</source>
        <translation>Keep seq_length and micro_batch_size fixed for the whole run: graphs replay the shapes they were captured with, and nothing checks this up front.</translation>
    </message>
    <message>
        <source>Shapes may change between steps (variable sequence lengths or in-batch packing), but graphs replay fixed shapes: expect failed replays or wrong results.</source>
        <translation>Shapes may change between steps (variable sequence lengths or in-batch packing), but graphs replay fixed shapes: expect failed replays or wrong results.</translation>
    </message>
    <message>
        <source>Pad to max length and keep shapes fixed.</source>
        <translation>Pad to max length and keep shapes fixed.</translation>
    </message>
    <message>
        <source>Use fixed sequence lengths</source>
        <translation>Use fixed sequence lengths</translation>
    </message>
    <message>
        <source>Full-iteration graphs with ddp.check_for_nan_in_grad on (recommended off; Bridge does not enforce it).</source>
        <translation>Full-iteration graphs with ddp.check_for_nan_in_grad on (recommended off; Bridge does not enforce it).</translation>
    </message>
    <message>
        <source>The gradient NaN check syncs with the host inside the captured iteration; turn it off with full-iteration graphs (and watch the loss yourself).</source>
        <translation>The gradient NaN check syncs with the host inside the captured iteration; turn it off with full-iteration graphs (and watch the loss yourself).</translation>
    </message>
    <message>
        <source>Set ddp.check_for_nan_in_grad=False.</source>
        <translation>Set ddp.check_for_nan_in_grad=False.</translation>
    </message>
    <message>
        <source>Turn the gradient NaN check off</source>
        <translation>Turn the gradient NaN check off</translation>
    </message>
    <message>
        <source>Graphs cost memory: TE scoped graphs a few GB (one set of static buffers per layer per microbatch in flight, so PP and VPP multiply it), full-iteration graphs up to 1.5-2x the eager peak. The estimate shown: 3 x tokens x hidden_size x 2 bytes x (num_layers / PP) x microbatches in flight (PP x VPP when PP &gt; 1, else 1) x captured scopes, with tokens = seq_length x micro_batch_size / CP (/ TP with sequence parallelism).</source>
        <translation>Graphs cost memory: TE scoped graphs a few GB (one set of static buffers per layer per microbatch in flight, so PP and VPP multiply it), full-iteration graphs up to 1.5-2x the eager peak. The estimate shown: 3 x tokens x hidden_size x 2 bytes x (num_layers / PP) x microbatches in flight (PP x VPP when PP &gt; 1, else 1) x captured scopes, with tokens = seq_length x micro_batch_size / CP (/ TP with sequence parallelism).</translation>
    </message>
    <message>
        <source>Transformer Engine graphs keep static buffers per captured layer: about %1 GiB per GPU here. Graphs are a speed optimization for runs with headroom, not a way to fit.</source>
        <translation>Transformer Engine graphs keep static buffers per captured layer: about %1 GiB per GPU here. Graphs are a speed optimization for runs with headroom, not a way to fit.</translation>
    </message>
    <message>
        <source>With pipeline parallelism each microbatch in flight gets its own graphs: about %1 GiB of static buffers per GPU here, and capture-time OOM is common. Check the headroom of the eager run first.</source>
        <translation>With pipeline parallelism each microbatch in flight gets its own graphs: about %1 GiB of static buffers per GPU here, and capture-time OOM is common. Check the headroom of the eager run first.</translation>
    </message>
    <message>
        <source>A full-iteration graph can raise peak memory to 1.5-2x the eager peak. Measure the eager peak and keep that headroom.</source>
        <translation>A full-iteration graph can raise peak memory to 1.5-2x the eager peak. Measure the eager peak and keep that headroom.</translation>
    </message>
    <message>
        <source>Transformer Engine graphs keep static buffers per captured layer; their size cannot be estimated here because %1 is not set. Graphs are a speed optimization for runs with headroom, not a way to fit.</source>
        <translation>Transformer Engine graphs keep static buffers per captured layer; their size cannot be estimated here because %1 is not set. Graphs are a speed optimization for runs with headroom, not a way to fit.</translation>
    </message>
    <message>
        <source>With pipeline parallelism each microbatch in flight gets its own graphs, and capture-time OOM is common; their size cannot be estimated here because %1 is not set. Check the headroom of the eager run first.</source>
        <translation>With pipeline parallelism each microbatch in flight gets its own graphs, and capture-time OOM is common; their size cannot be estimated here because %1 is not set. Check the headroom of the eager run first.</translation>
    </message>
    <message>
        <source>Keep memory headroom, narrow the scopes, or reduce microbatches in flight.</source>
        <translation>Keep memory headroom, narrow the scopes, or reduce microbatches in flight.</translation>
    </message>
    <message>
        <source>Start with the narrowest useful Transformer Engine scope; every H100 perf recipe with graphs uses TE scopes, full-iteration recipes target Blackwell-class GPUs.</source>
        <translation>Start with the narrowest useful Transformer Engine scope; every H100 perf recipe with graphs uses TE scopes, full-iteration recipes target Blackwell-class GPUs.</translation>
    </message>
    <message>
        <source>Whole-layer capture is the widest per-layer choice; start narrow (attn for dense models, moe_router and moe_preprocess for dropless MoE) and widen only after an A/B shows a gain.</source>
        <translation>Whole-layer capture is the widest per-layer choice; start narrow (attn for dense models, moe_router and moe_preprocess for dropless MoE) and widen only after an A/B shows a gain.</translation>
    </message>
    <message>
        <source>Full-iteration graphs on %1: every shipped full-iteration recipe targets Blackwell-class GPUs; on Hopper start with Transformer Engine scopes.</source>
        <translation>Full-iteration graphs on %1: every shipped full-iteration recipe targets Blackwell-class GPUs; on Hopper start with Transformer Engine scopes.</translation>
    </message>
    <message>
        <source>Start with TE scopes and widen step by step.</source>
        <translation>Start with TE scopes and widen step by step.</translation>
    </message>
    <message>
        <source>Start with the narrow scopes</source>
        <translation>Start with the narrow scopes</translation>
    </message>
    <message>
        <source>Dropless MoE with attn + moe_router + moe_preprocess: the newer guidance starts with moe_router and moe_preprocess and adds attn only if a matched A/B improves.</source>
        <translation>Dropless MoE with attn + moe_router + moe_preprocess: the newer guidance starts with moe_router and moe_preprocess and adds attn only if a matched A/B improves.</translation>
    </message>
    <message>
        <source>Newer guidance for dropless MoE: start with moe_router and moe_preprocess, and add attn only if an eager-against-graph A/B on the final stack shows it helps.</source>
        <translation>Newer guidance for dropless MoE: start with moe_router and moe_preprocess, and add attn only if an eager-against-graph A/B on the final stack shows it helps.</translation>
    </message>
    <message>
        <source>Drop attn until an A/B shows it helps.</source>
        <translation>Drop attn until an A/B shows it helps.</translation>
    </message>
    <message>
        <source>Start with the router scopes</source>
        <translation>Start with the router scopes</translation>
    </message>
    <message>
        <source>A successful capture is not a speedup: compare steady replay iterations (after warmup and capture) against a matched eager run, on the final stack.</source>
        <translation>A successful capture is not a speedup: compare steady replay iterations (after warmup and capture) against a matched eager run, on the final stack.</translation>
    </message>
    <message>
        <source>Measure before you keep graphs: compare replay iterations after warmup and capture against the same run with graphs off (cga bench locally, or the sbatch A/B on the cluster).</source>
        <translation>Measure before you keep graphs: compare replay iterations after warmup and capture against the same run with graphs off (cga bench locally, or the sbatch A/B on the cluster).</translation>
    </message>
    <message>
        <source>Run an eager-against-graph A/B.</source>
        <translation>Run an eager-against-graph A/B.</translation>
    </message>
    <message>
        <source>cuda_graph_warmup_steps below 1 (at least 1 is recommended, 3 is the default).</source>
        <translation>cuda_graph_warmup_steps below 1 (at least 1 is recommended, 3 is the default).</translation>
    </message>
    <message>
        <source>Capturing before any eager iteration has run has produced incorrect captures; keep at least one warmup step (3 is the default).</source>
        <translation>Capturing before any eager iteration has run has produced incorrect captures; keep at least one warmup step (3 is the default).</translation>
    </message>
    <message>
        <source>Use 3 warmup steps.</source>
        <translation>Use 3 warmup steps.</translation>
    </message>
    <message>
        <source>Use 3 warmup steps</source>
        <translation>Use 3 warmup steps</translation>
    </message>
    <message>
        <source>TORCH_NCCL_AVOID_RECORD_STREAMS differs from the recipe convention (0 with full-iteration graphs, 1 otherwise); sources disagree, so this is only a note.</source>
        <translation>TORCH_NCCL_AVOID_RECORD_STREAMS differs from the recipe convention (0 with full-iteration graphs, 1 otherwise); sources disagree, so this is only a note.</translation>
    </message>
    <message>
        <source>Recipes set TORCH_NCCL_AVOID_RECORD_STREAMS=%1 for this implementation, you have %2. Sources disagree (a maintainer reply recommends 0, some recipes use 1): keep what the recipe you start from uses.</source>
        <translation>Recipes set TORCH_NCCL_AVOID_RECORD_STREAMS=%1 for this implementation, you have %2. Sources disagree (a maintainer reply recommends 0, some recipes use 1): keep what the recipe you start from uses.</translation>
    </message>
    <message>
        <source>Follow the recipe's value.</source>
        <translation>Follow the recipe's value.</translation>
    </message>
    <message>
        <source>Full-iteration graphs without the recipe allocator bundle (expandable_segments:True,graph_capture_record_stream_reuse:True with NCCL_GRAPH_REGISTER=0): fragmentation OOM after capture.</source>
        <translation>Full-iteration graphs without the recipe allocator bundle (expandable_segments:True,graph_capture_record_stream_reuse:True with NCCL_GRAPH_REGISTER=0): fragmentation OOM after capture.</translation>
    </message>
    <message>
        <source>Full-iteration recipes set PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True,graph_capture_record_stream_reuse:True and NCCL_GRAPH_REGISTER=0; without them runs have run out of memory right after capture from fragmentation.</source>
        <translation>Full-iteration recipes set PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True,graph_capture_record_stream_reuse:True and NCCL_GRAPH_REGISTER=0; without them runs have run out of memory right after capture from fragmentation.</translation>
    </message>
    <message>
        <source>Set the allocator and NCCL variables as the recipes do.</source>
        <translation>Set the allocator and NCCL variables as the recipes do.</translation>
    </message>
    <message>
        <source>Use the recipes' allocator settings</source>
        <translation>Use the recipes' allocator settings</translation>
    </message>
    <message>
        <source>MoE with FP8 and Transformer Engine graphs on TE older than 2.16: GroupedLinear silently suppresses expert and router gradients during replay.</source>
        <translation>MoE with FP8 and Transformer Engine graphs on TE older than 2.16: GroupedLinear silently suppresses expert and router gradients during replay.</translation>
    </message>
    <message>
        <source>Transformer Engine before the GroupedLinear fix (2.16) scales MoE gradients wrongly in FP8 graph replay, silently. Use a newer TE or compare gradient norms with an eager run.</source>
        <translation>Transformer Engine before the GroupedLinear fix (2.16) scales MoE gradients wrongly in FP8 graph replay, silently. Use a newer TE or compare gradient norms with an eager run.</translation>
    </message>
    <message>
        <source>Upgrade Transformer Engine.</source>
        <translation>Upgrade Transformer Engine.</translation>
    </message>
    <message>
        <source>Full-iteration graphs with optimizer.overlap_param_gather_with_optimizer_step.</source>
        <translation>Full-iteration graphs with optimizer.overlap_param_gather_with_optimizer_step.</translation>
    </message>
    <message>
        <source>The parameter gather is launched from the optimizer step, outside the captured iteration, so full-iteration capture fails. Keep plain overlap_param_gather.</source>
        <translation>The parameter gather is launched from the optimizer step, outside the captured iteration, so full-iteration capture fails. Keep plain overlap_param_gather.</translation>
    </message>
    <message>
        <source>Turn overlap_param_gather_with_optimizer_step off.</source>
        <translation>Turn overlap_param_gather_with_optimizer_step off.</translation>
    </message>
    <message>
        <source>Gather parameters with plain overlap</source>
        <translation>Gather parameters with plain overlap</translation>
    </message>
    <message>
        <source>The optimizer CUDA graph with log_num_zeros_in_grad (a .item() host sync in the step).</source>
        <translation>The optimizer CUDA graph with log_num_zeros_in_grad (a .item() host sync in the step).</translation>
    </message>
    <message>
        <source>Counting zero gradients reads a value on the host inside optimizer.step, which cannot be captured.</source>
        <translation>Counting zero gradients reads a value on the host inside optimizer.step, which cannot be captured.</translation>
    </message>
    <message>
        <source>Turn log_num_zeros_in_grad off.</source>
        <translation>Turn log_num_zeros_in_grad off.</translation>
    </message>
    <message>
        <source>Stop counting zero gradients</source>
        <translation>Stop counting zero gradients</translation>
    </message>
    <message>
        <source>Transformer Engine attn scope with EP A2A overlap: grad-norm explosion and NaN after ~80 iterations were reported (root cause unconfirmed).</source>
        <translation>Transformer Engine attn scope with EP A2A overlap: grad-norm explosion and NaN after ~80 iterations were reported (root cause unconfirmed).</translation>
    </message>
    <message>
        <source>This combination (attn graphs + EP overlap) was reported to blow up the gradient norm after about 80 iterations. Compare loss and grad norm against an eager run for the first hundred iterations.</source>
        <translation>This combination (attn graphs + EP overlap) was reported to blow up the gradient norm after about 80 iterations. Compare loss and grad norm against an eager run for the first hundred iterations.</translation>
    </message>
    <message>
        <source>Compare against eager early, or drop attn from the scopes.</source>
        <translation>Compare against eager early, or drop attn from the scopes.</translation>
    </message>
    <message>
        <source>Drop attn</source>
        <translation>Drop attn</translation>
    </message>
    <message>
        <source>NVFP4 with the mamba scope: an illegal memory access in the first backward after validation was reported; MXFP8 or dropping mamba worked.</source>
        <translation>NVFP4 with the mamba scope: an illegal memory access in the first backward after validation was reported; MXFP8 or dropping mamba worked.</translation>
    </message>
    <message>
        <source>NVFP4 with Mamba layers in Transformer Engine graphs hit an illegal memory access after validation; switch to MXFP8 or drop mamba from the scopes.</source>
        <translation>NVFP4 with Mamba layers in Transformer Engine graphs hit an illegal memory access after validation; switch to MXFP8 or drop mamba from the scopes.</translation>
    </message>
    <message>
        <source>Use MXFP8, or drop mamba.</source>
        <translation>Use MXFP8, or drop mamba.</translation>
    </message>
    <message>
        <source>Drop mamba</source>
        <translation>Drop mamba</translation>
    </message>
    <message>
        <source>cpu_offloading_num_layers &gt; 0 while cpu_offloading is False: no effect in Bridge; under Megatron-LM it would switch offloading on and conflict with per-layer graphs.</source>
        <translation>cpu_offloading_num_layers &gt; 0 while cpu_offloading is False: no effect in Bridge; under Megatron-LM it would switch offloading on and conflict with per-layer graphs.</translation>
    </message>
    <message>
        <source>cpu_offloading_num_layers=%1 does nothing in Bridge while cpu_offloading is False; the same value on the Megatron-LM command line would turn offloading on.</source>
        <translation>cpu_offloading_num_layers=%1 does nothing in Bridge while cpu_offloading is False; the same value on the Megatron-LM command line would turn offloading on.</translation>
    </message>
    <message>
        <source>Set cpu_offloading_num_layers to 0.</source>
        <translation>Set cpu_offloading_num_layers to 0.</translation>
    </message>
    <message>
        <source>Set it to 0</source>
        <translation>Set it to 0</translation>
    </message>
    <message>
        <source>Graphs on a provider that does not require the TE RNG tracker (hybrid, Qwen3-VL MoE) with both TE RNG flags off: the run uses Megatron-Core's graph-safe RNG instead.</source>
        <translation>Graphs on a provider that does not require the TE RNG tracker (hybrid, Qwen3-VL MoE) with both TE RNG flags off: the run uses Megatron-Core's graph-safe RNG instead.</translation>
    </message>
    <message>
        <source>This provider does not check the TE RNG tracker; the run will use Megatron-Core's graph-safe RNG. Shipped Qwen3-VL recipes run like this, but turning both flags on matches the other recipes.</source>
        <translation>This provider does not check the TE RNG tracker; the run will use Megatron-Core's graph-safe RNG. Shipped Qwen3-VL recipes run like this, but turning both flags on matches the other recipes.</translation>
    </message>
    <message>
        <source>Turn both TE RNG flags on.</source>
        <translation>Turn both TE RNG flags on.</translation>
    </message>
    <message>
        <source>Turn the TE RNG tracker on (both flags)</source>
        <translation>Turn the TE RNG tracker on (both flags)</translation>
    </message>
    <message>
        <source>Hierarchical (hybrid) context parallelism with CUDA graphs.</source>
        <translation>Hierarchical (hybrid) context parallelism with CUDA graphs.</translation>
    </message>
    <message>
        <source>Hybrid context parallelism changes communication patterns that graphs cannot capture.</source>
        <translation>Hybrid context parallelism changes communication patterns that graphs cannot capture.</translation>
    </message>
    <message>
        <source>Use plain context parallelism, or turn graphs off.</source>
        <translation>Use plain context parallelism, or turn graphs off.</translation>
    </message>
    <message>
        <source>Use plain context parallelism</source>
        <translation>Use plain context parallelism</translation>
    </message>
    <message>
        <source>Full-iteration graphs on a dropless MoE without a per-rank expert capacity (moe_expert_rank_capacity_factor): the dispatcher's device-to-host sync breaks capture.</source>
        <translation>Full-iteration graphs on a dropless MoE without a per-rank expert capacity (moe_expert_rank_capacity_factor): the dispatcher's device-to-host sync breaks capture.</translation>
    </message>
    <message>
        <source>Full-iteration capture of dropless MoE needs static expert buffers: the shipped recipes use HybridEP with moe_expert_rank_capacity_factor (paged stash); without it the dispatcher syncs with the host during capture.</source>
        <translation>Full-iteration capture of dropless MoE needs static expert buffers: the shipped recipes use HybridEP with moe_expert_rank_capacity_factor (paged stash); without it the dispatcher syncs with the host during capture.</translation>
    </message>
    <message>
        <source>Set moe_expert_rank_capacity_factor (recipes use 1.5) with HybridEP, or use TE scopes.</source>
        <translation>Set moe_expert_rank_capacity_factor (recipes use 1.5) with HybridEP, or use TE scopes.</translation>
    </message>
    <message>
        <source>Use a per-rank expert capacity of 1.5</source>
        <translation>Use a per-rank expert capacity of 1.5</translation>
    </message>
    <message>
        <source>Graphs on and logger.log_interval &gt; 1: each log line averages several iterations, so the capture step contaminates one interval and eager/replay cannot be separated.</source>
        <translation>Graphs on and logger.log_interval &gt; 1: each log line averages several iterations, so the capture step contaminates one interval and eager/replay cannot be separated.</translation>
    </message>
    <message>
        <source>With log_interval=%1 each log line averages %1 iterations; set it to 1 so the log shows eager, capture and replay iterations apart.</source>
        <translation>With log_interval=%1 each log line averages %1 iterations; set it to 1 so the log shows eager, capture and replay iterations apart.</translation>
    </message>
    <message>
        <source>Set logger.log_interval=1.</source>
        <translation>Set logger.log_interval=1.</translation>
    </message>
    <message>
        <source>Log every iteration</source>
        <translation>Log every iteration</translation>
    </message>
    <message>
        <source>FP8 parameter gather reusing the gradient buffer with overlapped parameter gather and full-iteration graphs: the first replay gathered zeros on older Bridge.</source>
        <translation>FP8 parameter gather reusing the gradient buffer with overlapped parameter gather and full-iteration graphs: the first replay gathered zeros on older Bridge.</translation>
    </message>
    <message>
        <source>This combination gave a zero gradient norm and a wrong loss on the first replayed iteration before the Bridge fix; check the first iterations after capture.</source>
        <translation>This combination gave a zero gradient norm and a wrong loss on the first replayed iteration before the Bridge fix; check the first iterations after capture.</translation>
    </message>
    <message>
        <source>Use a Bridge with the fix, or turn reuse_grad_buf_for_mxfp8_param_ag off.</source>
        <translation>Use a Bridge with the fix, or turn reuse_grad_buf_for_mxfp8_param_ag off.</translation>
    </message>
    <message>
        <source>Do not reuse the gradient buffer</source>
        <translation>Do not reuse the gradient buffer</translation>
    </message>
    <message>
        <source>fp8_recipe=mxfp8 on a GPU older than Blackwell.</source>
        <translation>fp8_recipe=mxfp8 on a GPU older than Blackwell.</translation>
    </message>
    <message>
        <source>MXFP8 needs Blackwell-class GPUs; %1 does not support it.</source>
        <translation>MXFP8 needs Blackwell-class GPUs; %1 does not support it.</translation>
    </message>
    <message>
        <source>Use the tensorwise or delayed FP8 recipe on Hopper.</source>
        <translation>Use the tensorwise or delayed FP8 recipe on Hopper.</translation>
    </message>
    <message>
        <source>Use the tensorwise FP8 recipe</source>
        <translation>Use the tensorwise FP8 recipe</translation>
    </message>
    <message>
        <source>Flex dispatcher with HybridEP and no CUDA graphs: the HybridEP padding fields are forced True. With graphs they are left as configured (the padding path's host sync is not capture-safe).</source>
        <translation>Flex dispatcher with HybridEP and no CUDA graphs: the HybridEP padding fields are forced True. With graphs they are left as configured (the padding path's host sync is not capture-safe).</translation>
    </message>
    <message>
        <source>Without CUDA graphs, HybridEP padding (moe_hybridep_pad_uneven_dispatch_inputs, moe_hybridep_pad_variable_tokens) was turned on.</source>
        <translation>Without CUDA graphs, HybridEP padding (moe_hybridep_pad_uneven_dispatch_inputs, moe_hybridep_pad_variable_tokens) was turned on.</translation>
    </message>
    <message>
        <source>Nothing to fix.</source>
        <translation>Nothing to fix.</translation>
    </message>
    <message>
        <source>Full-iteration graphs (impl full_iteration, or local + full_iteration spelling) with rerun_state_machine.check_for_nan_in_loss on.</source>
        <translation>Full-iteration graphs (impl full_iteration, or local + full_iteration spelling) with rerun_state_machine.check_for_nan_in_loss on.</translation>
    </message>
    <message>
        <source>Checking the loss for NaN copies it to the host every step, which cannot happen inside a captured iteration. You lose automatic NaN detection: watch the loss yourself.</source>
        <translation>Checking the loss for NaN copies it to the host every step, which cannot happen inside a captured iteration. You lose automatic NaN detection: watch the loss yourself.</translation>
    </message>
    <message>
        <source>Set rerun_state_machine.check_for_nan_in_loss=False.</source>
        <translation>Set rerun_state_machine.check_for_nan_in_loss=False.</translation>
    </message>
    <message>
        <source>Turn the NaN check on the loss off</source>
        <translation>Turn the NaN check on the loss off</translation>
    </message>
    <message>
        <source>Offline packing with train.micro_batch_size &gt; 1.</source>
        <translation>Offline packing with train.micro_batch_size &gt; 1.</translation>
    </message>
    <message>
        <source>Packed sequences put several samples into one row; the micro-batch size must be 1.</source>
        <translation>Packed sequences put several samples into one row; the micro-batch size must be 1.</translation>
    </message>
    <message>
        <source>Set train.micro_batch_size=1.</source>
        <translation>Set train.micro_batch_size=1.</translation>
    </message>
    <message>
        <source>Use micro-batch size 1</source>
        <translation>Use micro-batch size 1</translation>
    </message>
    <message>
        <source>model.seq_length differs from the dataset's sequence length (the foundation of static shapes).</source>
        <translation>model.seq_length differs from the dataset's sequence length (the foundation of static shapes).</translation>
    </message>
    <message>
        <source>The model is built for %1 tokens but the dataset yields %2; graphs are captured for one fixed length.</source>
        <translation>The model is built for %1 tokens but the dataset yields %2; graphs are captured for one fixed length.</translation>
    </message>
    <message>
        <source>Make the two sequence lengths equal.</source>
        <translation>Make the two sequence lengths equal.</translation>
    </message>
    <message>
        <source>Use the dataset's length for the model</source>
        <translation>Use the dataset's length for the model</translation>
    </message>
    <message>
        <source>Use the model's length for the dataset</source>
        <translation>Use the model's length for the dataset</translation>
    </message>
    <message>
        <source>A GPT-family provider builds a model with CUDA graphs but use_te_rng_tracker is False (hybrid/Mamba and Qwen3-VL MoE providers do not check).</source>
        <translation>A GPT-family provider builds a model with CUDA graphs but use_te_rng_tracker is False (hybrid/Mamba and Qwen3-VL MoE providers do not check).</translation>
    </message>
    <message>
        <source>Replayed graphs need graph-safe random-number state (Philox offsets registered with each graph); Transformer Engine's tracker provides it.</source>
        <translation>Replayed graphs need graph-safe random-number state (Philox offsets registered with each graph); Transformer Engine's tracker provides it.</translation>
    </message>
    <message>
        <source>Set model.use_te_rng_tracker and rng.te_rng_tracker to True.</source>
        <translation>Set model.use_te_rng_tracker and rng.te_rng_tracker to True.</translation>
    </message>
    <message>
        <source>The Gemma 4 MoE provider with any CUDA graph implementation.</source>
        <translation>The Gemma 4 MoE provider with any CUDA graph implementation.</translation>
    </message>
    <message>
        <source>Gemma 4 MoE feeds its router, shared and routed experts separately, which graph capture does not support yet.</source>
        <translation>Gemma 4 MoE feeds its router, shared and routed experts separately, which graph capture does not support yet.</translation>
    </message>
    <message>
        <source>Turn CUDA graphs off for Gemma 4 MoE.</source>
        <translation>Turn CUDA graphs off for Gemma 4 MoE.</translation>
    </message>
    <message>
        <source>Turn CUDA graphs off</source>
        <translation>Turn CUDA graphs off</translation>
    </message>
    <message>
        <source>The full-TE-layer autocast spec with local per-layer graphs and CPU offloading or any recomputation.</source>
        <translation>The full-TE-layer autocast spec with local per-layer graphs and CPU offloading or any recomputation.</translation>
    </message>
    <message>
        <source>TETransformerLayerAutocast cannot be captured by local per-layer graphs while offloading or recomputing.</source>
        <translation>TETransformerLayerAutocast cannot be captured by local per-layer graphs while offloading or recomputing.</translation>
    </message>
    <message>
        <source>Turn offloading and recomputation off, or use another layer spec.</source>
        <translation>Turn offloading and recomputation off, or use another layer spec.</translation>
    </message>
    <message>
        <source>Turn offloading and recomputation off</source>
        <translation>Turn offloading and recomputation off</translation>
    </message>
    <message>
        <source>A hybrid (Mamba) checkpoint is loaded with graphs configured: the loader forces cuda_graph_impl none, clears the legacy flags and the scopes.</source>
        <translation>A hybrid (Mamba) checkpoint is loaded with graphs configured: the loader forces cuda_graph_impl none, clears the legacy flags and the scopes.</translation>
    </message>
    <message>
        <source>When this hybrid checkpoint is loaded through Bridge's model loader (export, inference, conversion), CUDA graphs are switched off for the loaded model; training itself keeps them.</source>
        <translation>When this hybrid checkpoint is loaded through Bridge's model loader (export, inference, conversion), CUDA graphs are switched off for the loaded model; training itself keeps them.</translation>
    </message>
    <message>
        <source>Nothing to fix; re-enable graphs on the loaded model if you need them.</source>
        <translation>Nothing to fix; re-enable graphs on the loaded model if you need them.</translation>
    </message>
    <message>
        <source>With graphs on, Bridge initializes graph-safe RNG; with Transformer Engine graphs the process switches to a non-default CUDA stream.</source>
        <translation>With graphs on, Bridge initializes graph-safe RNG; with Transformer Engine graphs the process switches to a non-default CUDA stream.</translation>
    </message>
    <message>
        <source>Bridge will use graph-safe RNG states.</source>
        <translation>Bridge will use graph-safe RNG states.</translation>
    </message>
    <message>
        <source>Bridge will use graph-safe RNG states and run on a non-default CUDA stream (required for Transformer Engine capture).</source>
        <translation>Bridge will use graph-safe RNG states and run on a non-default CUDA stream (required for Transformer Engine capture).</translation>
    </message>
    <message>
        <source>Transformer Engine graphs with cuda_graph_warmup_steps == 0: capture happens before iteration 1 and the hooks installed after the first step find no graphs.</source>
        <translation>Transformer Engine graphs with cuda_graph_warmup_steps == 0: capture happens before iteration 1 and the hooks installed after the first step find no graphs.</translation>
    </message>
    <message>
        <source>With zero warmup steps Transformer Engine captures before any eager iteration has run, and the first training step trips an internal check.</source>
        <translation>With zero warmup steps Transformer Engine captures before any eager iteration has run, and the first training step trips an internal check.</translation>
    </message>
    <message>
        <source>Use at least one warmup step (3 is the default).</source>
        <translation>Use at least one warmup step (3 is the default).</translation>
    </message>
    <message>
        <source>Packed batches with a padding mask on an MoE model while Transformer Engine graphs capture the router (whole layer or any of moe / moe_router / moe_preprocess).</source>
        <translation>Packed batches with a padding mask on an MoE model while Transformer Engine graphs capture the router (whole layer or any of moe / moe_router / moe_preprocess).</translation>
    </message>
    <message>
        <source>Packed MoE batches carry a padding mask into the router, which the pinned Megatron-Core cannot capture.</source>
        <translation>Packed MoE batches carry a padding mask into the router, which the pinned Megatron-Core cannot capture.</translation>
    </message>
    <message>
        <source>Capture attention only, or turn graphs off.</source>
        <translation>Capture attention only, or turn graphs off.</translation>
    </message>
    <message>
        <source>Capture attention only</source>
        <translation>Capture attention only</translation>
    </message>
    <message>
        <source>Qwen3-VL vision graphs: a vision sequence longer than max_vision_cuda_graph_seq_length stops the run; reported when the maximum is unset or shorter than the language sequence.</source>
        <translation>Qwen3-VL vision graphs: a vision sequence longer than max_vision_cuda_graph_seq_length stops the run; reported when the maximum is unset or shorter than the language sequence.</translation>
    </message>
    <message>
        <source>Vision graphs are captured for at most %2 tokens; an image that yields more stops the run.</source>
        <translation>Vision graphs are captured for at most %2 tokens; an image that yields more stops the run.</translation>
    </message>
    <message>
        <source>Set max_vision_cuda_graph_seq_length to the longest vision sequence.</source>
        <translation>Set max_vision_cuda_graph_seq_length to the longest vision sequence.</translation>
    </message>
    <message>
        <source>Allow vision sequences as long as the language sequence</source>
        <translation>Allow vision sequences as long as the language sequence</translation>
    </message>
    <message>
        <source>Graphs are deleted at the end of training (and on early exits); a run no longer than the warmup never captures, and older Bridge then failed at shutdown.</source>
        <translation>Graphs are deleted at the end of training (and on early exits); a run no longer than the warmup never captures, and older Bridge then failed at shutdown.</translation>
    </message>
    <message>
        <source>train_iters (%1) is not larger than cuda_graph_warmup_steps (%2): the run ends before any graph is captured, so it measures nothing about graphs.</source>
        <translation>train_iters (%1) is not larger than cuda_graph_warmup_steps (%2): the run ends before any graph is captured, so it measures nothing about graphs.</translation>
    </message>
    <message>
        <source>Run more iterations than warmup steps.</source>
        <translation>Run more iterations than warmup steps.</translation>
    </message>
    <message>
        <source>Run 50 iterations (like the perf recipes)</source>
        <translation>Run 50 iterations (like the perf recipes)</translation>
    </message>
    <message>
        <source>Turn delayed wgrad off</source>
        <translation>Turn delayed wgrad off</translation>
    </message>
    <message>
        <source>Turn gradient accumulation fusion on</source>
        <translation>Turn gradient accumulation fusion on</translation>
    </message>
    <message>
        <source>Turn attention biases off</source>
        <translation>Turn attention biases off</translation>
    </message>
    <message>
        <source>Turn EP overlap off</source>
        <translation>Turn EP overlap off</translation>
    </message>
    <message>
        <source>Use the alltoall dispatcher</source>
        <translation>Use the alltoall dispatcher</translation>
    </message>
    <message>
        <source>Train in bf16</source>
        <translation>Train in bf16</translation>
    </message>
    <message>
        <source>Stop recomputing moe</source>
        <translation>Stop recomputing moe</translation>
    </message>
    <message>
        <source>Turn shared-expert overlap off</source>
        <translation>Turn shared-expert overlap off</translation>
    </message>
    <message>
        <source>comm_overlap.delay_wgrad_compute=True: needs TE &gt;= 2.7 with overlap_grad_reduce or gradient accumulation fusion, needs EP overlap, and when a weight gradient is inside a graph scope (attn, or moe_router with non-overlapped shared experts) needs TE &gt;= 2.12, gradient_accumulation_fusion and no attention bias. The scope test ignores cuda_graph_impl, so a leftover attn scope counts even with impl none.</source>
        <translation>comm_overlap.delay_wgrad_compute=True: needs TE &gt;= 2.7 with overlap_grad_reduce or gradient accumulation fusion, needs EP overlap, and when a weight gradient is inside a graph scope (attn, or moe_router with non-overlapped shared experts) needs TE &gt;= 2.12, gradient_accumulation_fusion and no attention bias. The scope test ignores cuda_graph_impl, so a leftover attn scope counts even with impl none.</translation>
    </message>
    <message>
        <source>Delayed weight gradients with overlapped gradient reduction need Transformer Engine 2.7 or newer.</source>
        <translation>Delayed weight gradients with overlapped gradient reduction need Transformer Engine 2.7 or newer.</translation>
    </message>
    <message>
        <source>Delayed weight gradients with fused gradient accumulation need Transformer Engine 2.7 or newer.</source>
        <translation>Delayed weight gradients with fused gradient accumulation need Transformer Engine 2.7 or newer.</translation>
    </message>
    <message>
        <source>Delayed weight gradients are scheduled by the EP A2A overlap; turn it on too.</source>
        <translation>Delayed weight gradients are scheduled by the EP A2A overlap; turn it on too.</translation>
    </message>
    <message>
        <source>A weight gradient inside a graph scope (attn, or the router with shared experts) needs Transformer Engine 2.12 or newer.</source>
        <translation>A weight gradient inside a graph scope (attn, or the router with shared experts) needs Transformer Engine 2.12 or newer.</translation>
    </message>
    <message>
        <source>A delayed weight gradient inside a graph must accumulate into static addresses: turn gradient_accumulation_fusion on.</source>
        <translation>A delayed weight gradient inside a graph must accumulate into static addresses: turn gradient_accumulation_fusion on.</translation>
    </message>
    <message>
        <source>With the attn scope and delayed weight gradients, linear and QKV biases must be off.</source>
        <translation>With the attn scope and delayed weight gradients, linear and QKV biases must be off.</translation>
    </message>
    <message>
        <source>Meet each requirement, or turn delayed wgrad off.</source>
        <translation>Meet each requirement, or turn delayed wgrad off.</translation>
    </message>
    <message>
        <source>EP A2A overlap (overlap_moe_expert_parallel_comm) needs EP &gt; 1, experts, the alltoall or flex dispatcher, bf16/fp16, torch &gt;= 2.6, a virtual pipeline when PP &gt; 1, no full recompute, no recompute_method / recompute_num_layers, no moe recompute, no shared-expert overlap and at most one MTP layer.</source>
        <translation>EP A2A overlap (overlap_moe_expert_parallel_comm) needs EP &gt; 1, experts, the alltoall or flex dispatcher, bf16/fp16, torch &gt;= 2.6, a virtual pipeline when PP &gt; 1, no full recompute, no recompute_method / recompute_num_layers, no moe recompute, no shared-expert overlap and at most one MTP layer.</translation>
    </message>
    <message>
        <source>EP overlap needs expert_model_parallel_size &gt; 1.</source>
        <translation>EP overlap needs expert_model_parallel_size &gt; 1.</translation>
    </message>
    <message>
        <source>EP overlap needs an MoE model (num_moe_experts &gt; 1).</source>
        <translation>EP overlap needs an MoE model (num_moe_experts &gt; 1).</translation>
    </message>
    <message>
        <source>EP overlap needs the alltoall or flex dispatcher.</source>
        <translation>EP overlap needs the alltoall or flex dispatcher.</translation>
    </message>
    <message>
        <source>EP overlap needs bf16 or fp16 training.</source>
        <translation>EP overlap needs bf16 or fp16 training.</translation>
    </message>
    <message>
        <source>EP overlap needs PyTorch 2.6 or newer.</source>
        <translation>EP overlap needs PyTorch 2.6 or newer.</translation>
    </message>
    <message>
        <source>EP overlap with pipeline parallelism needs a virtual pipeline size.</source>
        <translation>EP overlap with pipeline parallelism needs a virtual pipeline size.</translation>
    </message>
    <message>
        <source>EP overlap cannot be combined with full recomputation.</source>
        <translation>EP overlap cannot be combined with full recomputation.</translation>
    </message>
    <message>
        <source>EP overlap needs recompute_method and recompute_num_layers unset.</source>
        <translation>EP overlap needs recompute_method and recompute_num_layers unset.</translation>
    </message>
    <message>
        <source>EP overlap cannot recompute the MoE block.</source>
        <translation>EP overlap cannot recompute the MoE block.</translation>
    </message>
    <message>
        <source>EP overlap replaces shared-expert overlap: set moe_shared_expert_overlap to false.</source>
        <translation>EP overlap replaces shared-expert overlap: set moe_shared_expert_overlap to false.</translation>
    </message>
    <message>
        <source>EP overlap supports at most one MTP layer.</source>
        <translation>EP overlap supports at most one MTP layer.</translation>
    </message>
    <message>
        <source>Meet each requirement, or turn EP overlap off.</source>
        <translation>Meet each requirement, or turn EP overlap off.</translation>
    </message>
    <message>
        <source>Use Transformer Engine graphs for these scopes</source>
        <translation>Use Transformer Engine graphs for these scopes</translation>
    </message>
    <message>
        <source>Use full-iteration graphs</source>
        <translation>Use full-iteration graphs</translation>
    </message>
    <message>
        <source>Use Transformer Engine layers</source>
        <translation>Use Transformer Engine layers</translation>
    </message>
    <message>
        <source>The Transformer Engine version is unknown; this is an error with TE 2.10 or newer.</source>
        <translation>The Transformer Engine version is unknown; this is an error with TE 2.10 or newer.</translation>
    </message>
    <message>
        <source>Set NVTE_CPU_OFFLOAD_V1=1</source>
        <translation>Set NVTE_CPU_OFFLOAD_V1=1</translation>
    </message>
    <message>
        <source>The compute capability of this GPU is not known here; check the backend's support before launching.</source>
        <translation>The compute capability of this GPU is not known here; check the backend's support before launching.</translation>
    </message>
    <message>
        <source>In Megatron Bridge, local means full-iteration graphs; per-layer or per-module graphs are built by Transformer Engine.</source>
        <translation>In Megatron Bridge, local means full-iteration graphs; per-layer or per-module graphs are built by Transformer Engine.</translation>
    </message>
    <message>
        <source>Megatron-FSDP v2 with the optimizer CUDA graph, or with any CUDA graph / megatron_fsdp_cuda_graph_mode.</source>
        <translation>Megatron-FSDP v2 with the optimizer CUDA graph, or with any CUDA graph / megatron_fsdp_cuda_graph_mode.</translation>
    </message>
    <message>
        <source>Megatron-FSDP v2 cannot capture the optimizer step.</source>
        <translation>Megatron-FSDP v2 cannot capture the optimizer step.</translation>
    </message>
    <message>
        <source>Megatron-FSDP v2 cannot run with CUDA graphs.</source>
        <translation>Megatron-FSDP v2 cannot run with CUDA graphs.</translation>
    </message>
    <message>
        <source>Use Megatron-FSDP v1, or turn graphs off.</source>
        <translation>Use Megatron-FSDP v1, or turn graphs off.</translation>
    </message>
    <message>
        <source>Use Megatron-FSDP v1</source>
        <translation>Use Megatron-FSDP v1</translation>
    </message>
    <message>
        <source>Turn the optimizer graph off</source>
        <translation>Turn the optimizer graph off</translation>
    </message>
    <message>
        <source>offline_packing_specs.pad_cu_seqlens=True without dataset pad_to_max_length.</source>
        <translation>offline_packing_specs.pad_cu_seqlens=True without dataset pad_to_max_length.</translation>
    </message>
    <message>
        <source>Fixed-length cu_seqlens only make sense when every sample is padded to the sequence length.</source>
        <translation>Fixed-length cu_seqlens only make sense when every sample is padded to the sequence length.</translation>
    </message>
    <message>
        <source>Set dataset.pad_to_max_length=True.</source>
        <translation>Set dataset.pad_to_max_length=True.</translation>
    </message>
    <message>
        <source>Pad samples to max length</source>
        <translation>Pad samples to max length</translation>
    </message>
    <message>
        <source>Offline packing with training graphs (full-iteration or transformer_engine) and the dataset not padded to max length.</source>
        <translation>Offline packing with training graphs (full-iteration or transformer_engine) and the dataset not padded to max length.</translation>
    </message>
    <message>
        <source>Packed batches must have a fixed size for graphs: pad every pack to the sequence length.</source>
        <translation>Packed batches must have a fixed size for graphs: pad every pack to the sequence length.</translation>
    </message>
    <message>
        <source>Pad packs to max length</source>
        <translation>Pad packs to max length</translation>
    </message>
    <message>
        <source>Offline packing with packed attention captured (full-iteration, TE whole layer, or TE attn) and pad_cu_seqlens off. TE mlp-only or router-only scopes are exempt.</source>
        <translation>Offline packing with packed attention captured (full-iteration, TE whole layer, or TE attn) and pad_cu_seqlens off. TE mlp-only or router-only scopes are exempt.</translation>
    </message>
    <message>
        <source>Captured attention needs cu_seqlens of a fixed length.</source>
        <translation>Captured attention needs cu_seqlens of a fixed length.</translation>
    </message>
    <message>
        <source>Set offline_packing_specs.pad_cu_seqlens=True (with pad_to_max_length).</source>
        <translation>Set offline_packing_specs.pad_cu_seqlens=True (with pad_to_max_length).</translation>
    </message>
    <message>
        <source>Pad cu_seqlens (and samples) to a fixed length</source>
        <translation>Pad cu_seqlens (and samples) to a fixed length</translation>
    </message>
    <message>
        <source>Energon native sequence packing (packing_buffer_size set) with language or vision graphs.</source>
        <translation>Energon native sequence packing (packing_buffer_size set) with language or vision graphs.</translation>
    </message>
    <message>
        <source>Energon packs a different number of sequences every step, which graphs cannot capture.</source>
        <translation>Energon packs a different number of sequences every step, which graphs cannot capture.</translation>
    </message>
    <message>
        <source>Unset packing_buffer_size, or turn graphs off.</source>
        <translation>Unset packing_buffer_size, or turn graphs off.</translation>
    </message>
    <message>
        <source>Turn Energon packing off</source>
        <translation>Turn Energon packing off</translation>
    </message>
    <message>
        <source>With PP &gt; 1 or EP &gt; 1, a dataset that has pad_to_max_length gets it forced to True.</source>
        <translation>With PP &gt; 1 or EP &gt; 1, a dataset that has pad_to_max_length gets it forced to True.</translation>
    </message>
    <message>
        <source>dataset.pad_to_max_length was set to True because pipeline or expert parallelism needs equal shapes on every rank.</source>
        <translation>dataset.pad_to_max_length was set to True because pipeline or expert parallelism needs equal shapes on every rank.</translation>
    </message>
    <message>
        <source>Set dataset.pad_to_max_length=True yourself.</source>
        <translation>Set dataset.pad_to_max_length=True yourself.</translation>
    </message>
    <message>
        <source>cuda_graph_impl is none: scopes are cleared (so none + [full_iteration] stays off, unlike raw Megatron-Core).</source>
        <translation>cuda_graph_impl is none: scopes are cleared (so none + [full_iteration] stays off, unlike raw Megatron-Core).</translation>
    </message>
    <message>
        <source>CUDA graphs are off, so the scopes %1 were cleared.</source>
        <translation>CUDA graphs are off, so the scopes %1 were cleared.</translation>
    </message>
    <message>
        <source>%2=True turns graphs on only in Megatron-Core's post-init, after Bridge has cleared the scopes %1 (cuda_graph_impl was still none): whole layers will be captured, not %1.</source>
        <translation>%2=True turns graphs on only in Megatron-Core's post-init, after Bridge has cleared the scopes %1 (cuda_graph_impl was still none): whole layers will be captured, not %1.</translation>
    </message>
    <message>
        <source>Remove the scopes when graphs are off.</source>
        <translation>Remove the scopes when graphs are off.</translation>
    </message>
    <message>
        <source>Keep the scopes with cuda_graph_impl</source>
        <translation>Keep the scopes with cuda_graph_impl</translation>
    </message>
    <message>
        <source>cuda_graph_impl=local that is neither the full-iteration spelling nor an inference-only local scope (covers local + [attn], local + [] and local + "full").</source>
        <translation>cuda_graph_impl=local that is neither the full-iteration spelling nor an inference-only local scope (covers local + [attn], local + [] and local + "full").</translation>
    </message>
    <message>
        <source>Use transformer_engine for scopes, or full_iteration.</source>
        <translation>Use transformer_engine for scopes, or full_iteration.</translation>
    </message>
    <message>
        <source>If either rng.te_rng_tracker or model.use_te_rng_tracker is True, both become True (never turned on when both are False).</source>
        <translation>If either rng.te_rng_tracker or model.use_te_rng_tracker is True, both become True (never turned on when both are False).</translation>
    </message>
    <message>
        <source>%1 was set to True to match %2.</source>
        <translation>%1 was set to True to match %2.</translation>
    </message>
    <message>
        <source>Set both TE RNG flags.</source>
        <translation>Set both TE RNG flags.</translation>
    </message>
    <message>
        <source>Fine-grained activation offloading without the transformer_engine layer implementation, or with TE &gt;= 2.10 and NVTE_CPU_OFFLOAD_V1 not 1.</source>
        <translation>Fine-grained activation offloading without the transformer_engine layer implementation, or with TE &gt;= 2.10 and NVTE_CPU_OFFLOAD_V1 not 1.</translation>
    </message>
    <message>
        <source>Fine-grained offloading hooks into Transformer Engine layers.</source>
        <translation>Fine-grained offloading hooks into Transformer Engine layers.</translation>
    </message>
    <message>
        <source>With Transformer Engine 2.10 or newer, set NVTE_CPU_OFFLOAD_V1=1 or weights get offloaded too.</source>
        <translation>With Transformer Engine 2.10 or newer, set NVTE_CPU_OFFLOAD_V1=1 or weights get offloaded too.</translation>
    </message>
    <message>
        <source>Use transformer_impl=transformer_engine and NVTE_CPU_OFFLOAD_V1=1.</source>
        <translation>Use transformer_impl=transformer_engine and NVTE_CPU_OFFLOAD_V1=1.</translation>
    </message>
    <message>
        <source>The flex dispatcher with DeepEP on a GPU other than Ampere, Hopper, B200 or B300, or HybridEP on a compute capability major outside 8, 9, 10.</source>
        <translation>The flex dispatcher with DeepEP on a GPU other than Ampere, Hopper, B200 or B300, or HybridEP on a compute capability major outside 8, 9, 10.</translation>
    </message>
    <message>
        <source>DeepEP does not run on %1.</source>
        <translation>DeepEP does not run on %1.</translation>
    </message>
    <message>
        <source>HybridEP does not run on %1.</source>
        <translation>HybridEP does not run on %1.</translation>
    </message>
    <message>
        <source>Choose a backend that supports the GPU.</source>
        <translation>Choose a backend that supports the GPU.</translation>
    </message>
    <message>
        <source>The same local check after finalize (the deprecated enable_cuda_graph passes it: it becomes local with inference scope layer).</source>
        <translation>The same local check after finalize (the deprecated enable_cuda_graph passes it: it becomes local with inference scope layer).</translation>
    </message>
    <message>
        <source>--cuda_graph_impl is not none, local or transformer_engine (full_iteration is not accepted on this command line).</source>
        <translation>--cuda_graph_impl is not none, local or transformer_engine (full_iteration is not accepted on this command line).</translation>
    </message>
    <message>
        <source>The harness accepts only none, local and transformer_engine; for full-iteration graphs pass --cuda_graph_impl local --cuda_graph_scope full_iteration.</source>
        <translation>The harness accepts only none, local and transformer_engine; for full-iteration graphs pass --cuda_graph_impl local --cuda_graph_scope full_iteration.</translation>
    </message>
    <message>
        <source>Use --cuda_graph_impl local --cuda_graph_scope full_iteration for full-iteration graphs.</source>
        <translation>Use --cuda_graph_impl local --cuda_graph_scope full_iteration for full-iteration graphs.</translation>
    </message>
    <message>
        <source>An item of --cuda_graph_scope is not one of full_iteration, attn, mlp, moe, moe_router, moe_preprocess, mamba.</source>
        <translation>An item of --cuda_graph_scope is not one of full_iteration, attn, mlp, moe, moe_router, moe_preprocess, mamba.</translation>
    </message>
    <message>
        <source>'%1' is not a scope the harness accepts; separate several scopes with commas, no spaces.</source>
        <translation>'%1' is not a scope the harness accepts; separate several scopes with commas, no spaces.</translation>
    </message>
    <message>
        <source>Use comma-separated scope names.</source>
        <translation>Use comma-separated scope names.</translation>
    </message>
    <message>
        <source>--cuda_graph_impl is given and is not none: both TE RNG flags are turned on.</source>
        <translation>--cuda_graph_impl is given and is not none: both TE RNG flags are turned on.</translation>
    </message>
    <message>
        <source>The harness turned rng.te_rng_tracker and model.use_te_rng_tracker on.</source>
        <translation>The harness turned rng.te_rng_tracker and model.use_te_rng_tracker on.</translation>
    </message>
    <message>
        <source>The effective implementation is none: TE RNG is turned off in both places, scopes are cleared and the scope argument is ignored.</source>
        <translation>The effective implementation is none: TE RNG is turned off in both places, scopes are cleared and the scope argument is ignored.</translation>
    </message>
    <message>
        <source>With graphs off the harness turned both TE RNG flags off and cleared the scopes.</source>
        <translation>With graphs off the harness turned both TE RNG flags off and cleared the scopes.</translation>
    </message>
    <message>
        <source>Nothing to fix; note that the TE RNG tracker is off afterwards.</source>
        <translation>Nothing to fix; note that the TE RNG tracker is off afterwards.</translation>
    </message>
    <message>
        <source>full_iteration is combined with other scopes.</source>
        <translation>full_iteration is combined with other scopes.</translation>
    </message>
    <message>
        <source>A full-iteration graph already contains every module.</source>
        <translation>A full-iteration graph already contains every module.</translation>
    </message>
    <message>
        <source>Pass --cuda_graph_scope full_iteration alone.</source>
        <translation>Pass --cuda_graph_scope full_iteration alone.</translation>
    </message>
    <message>
        <source>The full_iteration scope with the transformer_engine implementation.</source>
        <translation>The full_iteration scope with the transformer_engine implementation.</translation>
    </message>
    <message>
        <source>Full-iteration graphs are not built by Transformer Engine.</source>
        <translation>Full-iteration graphs are not built by Transformer Engine.</translation>
    </message>
    <message>
        <source>Use --cuda_graph_impl local with the full_iteration scope.</source>
        <translation>Use --cuda_graph_impl local with the full_iteration scope.</translation>
    </message>
    <message>
        <source>full_iteration with impl local/full_iteration becomes cuda_graph_impl=full_iteration with empty modules; other scopes are set as cuda_graph_modules.</source>
        <translation>full_iteration with impl local/full_iteration becomes cuda_graph_impl=full_iteration with empty modules; other scopes are set as cuda_graph_modules.</translation>
    </message>
    <message>
        <source>The harness set cuda_graph_impl=full_iteration with empty cuda_graph_modules.</source>
        <translation>The harness set cuda_graph_impl=full_iteration with empty cuda_graph_modules.</translation>
    </message>
    <message>
        <source>The harness set cuda_graph_modules to %1.</source>
        <translation>The harness set cuda_graph_modules to %1.</translation>
    </message>
    <message>
        <source>The effective implementation is transformer_engine and a scope is outside the TE list.</source>
        <translation>The effective implementation is transformer_engine and a scope is outside the TE list.</translation>
    </message>
    <message>
        <source>Transformer Engine graphs capture modules; %1 is not one of them.</source>
        <translation>Transformer Engine graphs capture modules; %1 is not one of them.</translation>
    </message>
    <message>
        <source>Use attn, mlp, moe, moe_router, moe_preprocess or mamba.</source>
        <translation>Use attn, mlp, moe, moe_router, moe_preprocess or mamba.</translation>
    </message>
    <message>
        <source>After the harness overrides, Bridge's local-implementation check (MB-02) runs: --cuda_graph_impl local --cuda_graph_scope attn fails here.</source>
        <translation>After the harness overrides, Bridge's local-implementation check (MB-02) runs: --cuda_graph_impl local --cuda_graph_scope attn fails here.</translation>
    </message>
    <message>
        <source>In the harness, local means full-iteration graphs; module scopes need transformer_engine.</source>
        <translation>In the harness, local means full-iteration graphs; module scopes need transformer_engine.</translation>
    </message>
    <message>
        <source>Use --cuda_graph_impl transformer_engine for module scopes.</source>
        <translation>Use --cuda_graph_impl transformer_engine for module scopes.</translation>
    </message>
    <message>
        <source>A full-iteration result turns rerun_state_machine.check_for_nan_in_loss off.</source>
        <translation>A full-iteration result turns rerun_state_machine.check_for_nan_in_loss off.</translation>
    </message>
    <message>
        <source>The harness turned the NaN check on the loss off (full-iteration graphs).</source>
        <translation>The harness turned the NaN check on the loss off (full-iteration graphs).</translation>
    </message>
    <message>
        <source>-rl N sets full recomputation with method block; --recompute_modules sets selective (applied after the graph overrides, so -rl with TE graphs fails MC-22 later).</source>
        <translation>-rl N sets full recomputation with method block; --recompute_modules sets selective (applied after the graph overrides, so -rl with TE graphs fails MC-22 later).</translation>
    </message>
    <message>
        <source>-rl %1 set recompute_granularity=full, recompute_method=block, recompute_num_layers=%1.</source>
        <translation>-rl %1 set recompute_granularity=full, recompute_method=block, recompute_num_layers=%1.</translation>
    </message>
    <message>
        <source>--recompute_modules set selective recomputation of %1.</source>
        <translation>--recompute_modules set selective recomputation of %1.</translation>
    </message>
    <message>
        <source>-ol N &gt; 0 turns legacy CPU offloading on (weights off, N layers).</source>
        <translation>-ol N &gt; 0 turns legacy CPU offloading on (weights off, N layers).</translation>
    </message>
    <message>
        <source>-ol %1 turned legacy CPU offloading on for %1 layers.</source>
        <translation>-ol %1 turned legacy CPU offloading on for %1 layers.</translation>
    </message>
    <message>
        <source>--moe_a2a_overlap true turns EP overlap on, and also delay_wgrad_compute, and shared-expert overlap off.</source>
        <translation>--moe_a2a_overlap true turns EP overlap on, and also delay_wgrad_compute, and shared-expert overlap off.</translation>
    </message>
    <message>
        <source>--moe_a2a_overlap turned EP overlap and delayed weight gradients on (and shared-expert overlap off).</source>
        <translation>--moe_a2a_overlap turned EP overlap and delayed weight gradients on (and shared-expert overlap off).</translation>
    </message>
    <message>
        <source>Nothing to fix; note that delayed wgrad is on too.</source>
        <translation>Nothing to fix; note that delayed wgrad is on too.</translation>
    </message>
    <message>
        <source>--data squad_packed with graphs: cu_seqlens are padded and samples are padded to max length.</source>
        <translation>--data squad_packed with graphs: cu_seqlens are padded and samples are padded to max length.</translation>
    </message>
    <message>
        <source>Packed SQuAD data with graphs: pad_cu_seqlens and pad_to_max_length were turned on.</source>
        <translation>Packed SQuAD data with graphs: pad_cu_seqlens and pad_to_max_length were turned on.</translation>
    </message>
    <message>
        <source>Every flat perf recipe runs _benchmark_common: 50 iterations, log every iteration, NaN and large-grad checks off; TE RNG follows whether graphs are active in the base recipe.</source>
        <translation>Every flat perf recipe runs _benchmark_common: 50 iterations, log every iteration, NaN and large-grad checks off; TE RNG follows whether graphs are active in the base recipe.</translation>
    </message>
    <message>
        <source>The perf recipe's common settings were applied: 50 iterations, log_interval 1, NaN checks off.</source>
        <translation>The perf recipe's common settings were applied: 50 iterations, log_interval 1, NaN checks off.</translation>
    </message>
    <message>
        <source>-g must be one of h100, b200, b300, gb200, gb300, vr200, r100; -c one of bf16, fp8_cs, fp8_mx, fp8_sc, nvfp4; -m, -mr, -ng and -g are required.</source>
        <translation>-g must be one of h100, b200, b300, gb200, gb300, vr200, r100; -c one of bf16, fp8_cs, fp8_mx, fp8_sc, nvfp4; -m, -mr, -ng and -g are required.</translation>
    </message>
    <message>
        <source>'%2' is not a valid value for %1.</source>
        <translation>'%2' is not a valid value for %1.</translation>
    </message>
    <message>
        <source>The harness needs %1.</source>
        <translation>The harness needs %1.</translation>
    </message>
    <message>
        <source>Give the required arguments with valid values.</source>
        <translation>Give the required arguments with valid values.</translation>
    </message>
    <message>
        <source>A key is not a field of the config (a typo of a known field, an unknown CUDA-graph key, or an unknown section). Bridge skips such keys with a warning, so the setting silently has no effect.</source>
        <translation>A key is not a field of the config (a typo of a known field, an unknown CUDA-graph key, or an unknown section). Bridge skips such keys with a warning, so the setting silently has no effect.</translation>
    </message>
    <message>
        <source>'%1' is not a config field; did you mean %2? As written it has no effect.</source>
        <translation>'%1' is not a config field; did you mean %2? As written it has no effect.</translation>
    </message>
    <message>
        <source>'%1' is not a CUDA-graph field of this Megatron version; as written it has no effect.</source>
        <translation>'%1' is not a CUDA-graph field of this Megatron version; as written it has no effect.</translation>
    </message>
    <message>
        <source>'%1' is not a section of the Megatron Bridge ConfigContainer; it is ignored.</source>
        <translation>'%1' is not a section of the Megatron Bridge ConfigContainer; it is ignored.</translation>
    </message>
    <message>
        <source>Correct the key's spelling or remove it.</source>
        <translation>Correct the key's spelling or remove it.</translation>
    </message>
    <message>
        <source>A value has the wrong type or is not one of the allowed values.</source>
        <translation>A value has the wrong type or is not one of the allowed values.</translation>
    </message>
    <message>
        <source>%1 The value was ignored.</source>
        <translation>%1 The value was ignored.</translation>
    </message>
    <message>
        <source>Write a value of the field's type.</source>
        <translation>Write a value of the field's type.</translation>
    </message>
    <message>
        <source>Keys that are valid Megatron settings but play no part in CUDA-graph rules are kept and not checked.</source>
        <translation>Keys that are valid Megatron settings but play no part in CUDA-graph rules are kept and not checked.</translation>
    </message>
    <message>
        <source>%1 keys in %2 are not used by the CUDA-graph rules; they were kept as they are and not checked.</source>
        <translation>%1 keys in %2 are not used by the CUDA-graph rules; they were kept as they are and not checked.</translation>
    </message>
    <message>
        <source>A Hydra override that Bridge's parser rejects: a new key without '+', '+' on an existing key, or bad syntax.</source>
        <translation>A Hydra override that Bridge's parser rejects: a new key without '+', '+' on an existing key, or bad syntax.</translation>
    </message>
    <message>
        <source>%2 Bridge would refuse this override.</source>
        <translation>%2 Bridge would refuse this override.</translation>
    </message>
    <message>
        <source>Write the override as Bridge expects it.</source>
        <translation>Write the override as Bridge expects it.</translation>
    </message>
    <message>
        <source>The perf-harness recipe is not in the preset library, so the check starts from Megatron defaults plus the harness flags.</source>
        <translation>The perf-harness recipe is not in the preset library, so the check starts from Megatron defaults plus the harness flags.</translation>
    </message>
    <message>
        <source>Recipe %1 is not in the preset library; the check starts from defaults plus your flags, so values the recipe sets are not seen.</source>
        <translation>Recipe %1 is not in the preset library; the check starts from defaults plus your flags, so values the recipe sets are not seen.</translation>
    </message>
    <message>
        <source>Validate the recipe's ConfigContainer.yaml (run_script.py --dryrun) instead.</source>
        <translation>Validate the recipe's ConfigContainer.yaml (run_script.py --dryrun) instead.</translation>
    </message>
    <message>
        <source>A key is written twice in one mapping of a Megatron-LM model_config.yaml. Megatron-LM reads the file with PyYAML's safe_load, where the last value wins and the first is silently dropped.</source>
        <translation>A key is written twice in one mapping of a Megatron-LM model_config.yaml. Megatron-LM reads the file with PyYAML's safe_load, where the last value wins and the first is silently dropped.</translation>
    </message>
    <message>
        <source>'%1' is written on line %2 and again on line %3; Megatron-LM uses the last value (%4) and ignores the first, and so does this check.</source>
        <translation>'%1' is written on line %2 and again on line %3; Megatron-LM uses the last value (%4) and ignores the first, and so does this check.</translation>
    </message>
    <message>
        <source>Remove the line that does not hold the value you mean.</source>
        <translation>Remove the line that does not hold the value you mean.</translation>
    </message>
    <message>
        <source>The YAML file wraps the Bridge sections in a top-level 'ConfigContainer:' key, as NVIDIA's performance YAMLs do; the sections are read from inside it.</source>
        <translation>The YAML file wraps the Bridge sections in a top-level 'ConfigContainer:' key, as NVIDIA's performance YAMLs do; the sections are read from inside it.</translation>
    </message>
    <message>
        <source>The sections (model:, train: ...) are inside a top-level '%1:' key; they were read from there, as if written at the top level.</source>
        <translation>The sections (model:, train: ...) are inside a top-level '%1:' key; they were read from there, as if written at the top level.</translation>
    </message>
    <message>
        <source>Fine-grained offloading with local graphs offloads modules other than expert_fc1, moe_act, fused_group_mlp.</source>
        <translation>Fine-grained offloading with local graphs offloads modules other than expert_fc1, moe_act, fused_group_mlp.</translation>
    </message>
    <message>
        <source>With local graphs only expert activations can be offloaded; %1 cannot.</source>
        <translation>With local graphs only expert activations can be offloaded; %1 cannot.</translation>
    </message>
    <message>
        <source>Offload only expert_fc1, moe_act or fused_group_mlp.</source>
        <translation>Offload only expert_fc1, moe_act or fused_group_mlp.</translation>
    </message>
    <message>
        <source>Offload only expert activations</source>
        <translation>Offload only expert activations</translation>
    </message>
    <message>
        <source>Fine-grained offloading with local whole-layer graphs (empty scopes).</source>
        <translation>Fine-grained offloading with local whole-layer graphs (empty scopes).</translation>
    </message>
    <message>
        <source>A whole-layer local graph would capture the offloaded tensors.</source>
        <translation>A whole-layer local graph would capture the offloaded tensors.</translation>
    </message>
    <message>
        <source>List the scopes to capture, or use Transformer Engine graphs.</source>
        <translation>List the scopes to capture, or use Transformer Engine graphs.</translation>
    </message>
    <message>
        <source>Use Transformer Engine graphs</source>
        <translation>Use Transformer Engine graphs</translation>
    </message>
    <message>
        <source>Fine-grained offloading with an implementation other than transformer_engine or full_iteration (local only for partial MoE offload with a partial scope).</source>
        <translation>Fine-grained offloading with an implementation other than transformer_engine or full_iteration (local only for partial MoE offload with a partial scope).</translation>
    </message>
    <message>
        <source>Fine-grained offloading works with Transformer Engine or full-iteration graphs; local graphs only for expert activations with a partial scope.</source>
        <translation>Fine-grained offloading works with Transformer Engine or full-iteration graphs; local graphs only for expert activations with a partial scope.</translation>
    </message>
    <message>
        <source>Use Transformer Engine or full-iteration graphs.</source>
        <translation>Use Transformer Engine or full-iteration graphs.</translation>
    </message>
    <message>
        <source>Fine-grained offloading with the moe scope (token-drop MoE).</source>
        <translation>Fine-grained offloading with the moe scope (token-drop MoE).</translation>
    </message>
    <message>
        <source>Capturing the whole drop-and-pad MoE block is not supported while activations are offloaded.</source>
        <translation>Capturing the whole drop-and-pad MoE block is not supported while activations are offloaded.</translation>
    </message>
    <message>
        <source>Capture moe_router instead of moe, or turn offloading off.</source>
        <translation>Capture moe_router instead of moe, or turn offloading off.</translation>
    </message>
    <message>
        <source>Drop the moe scope</source>
        <translation>Drop the moe scope</translation>
    </message>
    <message>
        <source>Turn fine-grained offloading off</source>
        <translation>Turn fine-grained offloading off</translation>
    </message>
    <message>
        <source>Fine-grained offloading with cuda_graph_warmup_steps &lt;= 0.</source>
        <translation>Fine-grained offloading with cuda_graph_warmup_steps &lt;= 0.</translation>
    </message>
    <message>
        <source>Offloading sets up its buffers during eager warmup iterations, so at least one must run before capture.</source>
        <translation>Offloading sets up its buffers during eager warmup iterations, so at least one must run before capture.</translation>
    </message>
    <message>
        <source>Set cuda_graph_warmup_steps to 1 or more.</source>
        <translation>Set cuda_graph_warmup_steps to 1 or more.</translation>
    </message>
    <message>
        <source>Use 3 warmup steps (the default)</source>
        <translation>Use 3 warmup steps (the default)</translation>
    </message>
    <message>
        <source>Fine-grained offloading with full-iteration graphs and fine_grained_offloading_max_inflight_offloads unset or negative.</source>
        <translation>Fine-grained offloading with full-iteration graphs and fine_grained_offloading_max_inflight_offloads unset or negative.</translation>
    </message>
    <message>
        <source>A full-iteration graph needs a fixed number of offloads in flight.</source>
        <translation>A full-iteration graph needs a fixed number of offloads in flight.</translation>
    </message>
    <message>
        <source>Set fine_grained_offloading_max_inflight_offloads to 0 or more.</source>
        <translation>Set fine_grained_offloading_max_inflight_offloads to 0 or more.</translation>
    </message>
    <message>
        <source>Allow one offload in flight</source>
        <translation>Allow one offload in flight</translation>
    </message>
    <message>
        <source>The allgather dispatcher needs equal sequence lengths on every rank.</source>
        <translation>The allgather dispatcher needs equal sequence lengths on every rank.</translation>
    </message>
    <message>
        <source>Use the alltoall dispatcher.</source>
        <translation>Use the alltoall dispatcher.</translation>
    </message>
    <message>
        <source>Expert-parallel A2A overlap with Transformer Engine graphs capturing moe or mlp.</source>
        <translation>Expert-parallel A2A overlap with Transformer Engine graphs capturing moe or mlp.</translation>
    </message>
    <message>
        <source>EP overlap splits the MLP/MoE part into fine-grained pieces that a graph of the whole block cannot contain.</source>
        <translation>EP overlap splits the MLP/MoE part into fine-grained pieces that a graph of the whole block cannot contain.</translation>
    </message>
    <message>
        <source>Capture attn/moe_router/moe_preprocess only, or turn EP overlap off.</source>
        <translation>Capture attn/moe_router/moe_preprocess only, or turn EP overlap off.</translation>
    </message>
    <message>
        <source>Capture only what EP overlap allows</source>
        <translation>Capture only what EP overlap allows</translation>
    </message>
    <message>
        <source>delay_wgrad_compute without overlap_moe_expert_parallel_comm.</source>
        <translation>delay_wgrad_compute without overlap_moe_expert_parallel_comm.</translation>
    </message>
    <message>
        <source>Delayed weight gradients are scheduled by the EP overlap; without it they never run.</source>
        <translation>Delayed weight gradients are scheduled by the EP overlap; without it they never run.</translation>
    </message>
    <message>
        <source>Turn EP overlap on, or delayed wgrad off.</source>
        <translation>Turn EP overlap on, or delayed wgrad off.</translation>
    </message>
    <message>
        <source>delay_wgrad_compute with Transformer Engine graphs and TE older than 2.10.</source>
        <translation>delay_wgrad_compute with Transformer Engine graphs and TE older than 2.10.</translation>
    </message>
    <message>
        <source>Delayed weight gradients inside Transformer Engine graphs need TE 2.10 or newer.</source>
        <translation>Delayed weight gradients inside Transformer Engine graphs need TE 2.10 or newer.</translation>
    </message>
    <message>
        <source>Upgrade Transformer Engine to 2.10 or newer, or turn delayed wgrad off.</source>
        <translation>Upgrade Transformer Engine to 2.10 or newer, or turn delayed wgrad off.</translation>
    </message>
    <message>
        <source>Use the pre-2026 spelling of full-iteration graphs</source>
        <translation>Use the pre-2026 spelling of full-iteration graphs</translation>
    </message>
    <message>
        <source>Use transformer_engine</source>
        <translation>Use transformer_engine</translation>
    </message>
    <message>
        <source>Both deprecated values full_iteration and full_iteration_inference are listed.</source>
        <translation>Both deprecated values full_iteration and full_iteration_inference are listed.</translation>
    </message>
    <message>
        <source>full_iteration (training) and full_iteration_inference (inference) cannot both be listed.</source>
        <translation>full_iteration (training) and full_iteration_inference (inference) cannot both be listed.</translation>
    </message>
    <message>
        <source>Keep one deprecated value, or better, use cuda_graph_impl.</source>
        <translation>Keep one deprecated value, or better, use cuda_graph_impl.</translation>
    </message>
    <message>
        <source>Use full-iteration training graphs</source>
        <translation>Use full-iteration training graphs</translation>
    </message>
    <message>
        <source>The deprecated scope full_iteration is used with cuda_graph_impl=transformer_engine.</source>
        <translation>The deprecated scope full_iteration is used with cuda_graph_impl=transformer_engine.</translation>
    </message>
    <message>
        <source>Full-iteration graphs are not built by Transformer Engine; use cuda_graph_impl=full_iteration.</source>
        <translation>Full-iteration graphs are not built by Transformer Engine; use cuda_graph_impl=full_iteration.</translation>
    </message>
    <message>
        <source>Before May 2026 full-iteration graphs are spelled cuda_graph_impl=local with cuda_graph_scope=[full_iteration].</source>
        <translation>Before May 2026 full-iteration graphs are spelled cuda_graph_impl=local with cuda_graph_scope=[full_iteration].</translation>
    </message>
    <message>
        <source>Switch to full-iteration graphs with the right spelling.</source>
        <translation>Switch to full-iteration graphs with the right spelling.</translation>
    </message>
    <message>
        <source>The deprecated scope full_iteration is used with an inference graph scope.</source>
        <translation>The deprecated scope full_iteration is used with an inference graph scope.</translation>
    </message>
    <message>
        <source>Full-iteration training graphs cannot be combined with inference_cuda_graph_scope=%1.</source>
        <translation>Full-iteration training graphs cannot be combined with inference_cuda_graph_scope=%1.</translation>
    </message>
    <message>
        <source>Leave inference_cuda_graph_scope unset.</source>
        <translation>Leave inference_cuda_graph_scope unset.</translation>
    </message>
    <message>
        <source>Leave inference_cuda_graph_scope unset</source>
        <translation>Leave inference_cuda_graph_scope unset</translation>
    </message>
    <message>
        <source>The deprecated scope full_iteration_inference is used with an implementation other than none/local, or with an inference scope other than block.</source>
        <translation>The deprecated scope full_iteration_inference is used with an implementation other than none/local, or with an inference scope other than block.</translation>
    </message>
    <message>
        <source>full_iteration_inference only works with cuda_graph_impl=local (inference block graphs).</source>
        <translation>full_iteration_inference only works with cuda_graph_impl=local (inference block graphs).</translation>
    </message>
    <message>
        <source>full_iteration_inference means inference_cuda_graph_scope=block; %1 contradicts it.</source>
        <translation>full_iteration_inference means inference_cuda_graph_scope=block; %1 contradicts it.</translation>
    </message>
    <message>
        <source>Use cuda_graph_impl=local with inference_cuda_graph_scope=block.</source>
        <translation>Use cuda_graph_impl=local with inference_cuda_graph_scope=block.</translation>
    </message>
    <message>
        <source>Remove full_iteration_inference</source>
        <translation>Remove full_iteration_inference</translation>
    </message>
    <message>
        <source>Use inference_cuda_graph_scope=block</source>
        <translation>Use inference_cuda_graph_scope=block</translation>
    </message>
    <message>
        <source>Deprecated scope values are migrated: full_iteration becomes cuda_graph_impl=full_iteration (raw Megatron-Core promotes even impl none); full_iteration_inference becomes inference_cuda_graph_scope=block.</source>
        <translation>Deprecated scope values are migrated: full_iteration becomes cuda_graph_impl=full_iteration (raw Megatron-Core promotes even impl none); full_iteration_inference becomes inference_cuda_graph_scope=block.</translation>
    </message>
    <message>
        <source>The legacy spelling (local + full_iteration scope) was turned into cuda_graph_impl=full_iteration.</source>
        <translation>The legacy spelling (local + full_iteration scope) was turned into cuda_graph_impl=full_iteration.</translation>
    </message>
    <message>
        <source>full_iteration_inference was turned into inference_cuda_graph_scope=block.</source>
        <translation>full_iteration_inference was turned into inference_cuda_graph_scope=block.</translation>
    </message>
    <message>
        <source>Write cuda_graph_impl=full_iteration with an empty cuda_graph_modules.</source>
        <translation>Write cuda_graph_impl=full_iteration with an empty cuda_graph_modules.</translation>
    </message>
    <message>
        <source>Write cuda_graph_impl=full_iteration</source>
        <translation>Write cuda_graph_impl=full_iteration</translation>
    </message>
    <message>
        <source>cuda_graph_impl is not one of none, transformer_engine, local, full_iteration (before May 2026: full_iteration is not an implementation).</source>
        <translation>cuda_graph_impl is not one of none, transformer_engine, local, full_iteration (before May 2026: full_iteration is not an implementation).</translation>
    </message>
    <message>
        <source>'%1' is not a CUDA graph implementation. Valid values: %2.</source>
        <translation>'%1' is not a CUDA graph implementation. Valid values: %2.</translation>
    </message>
    <message>
        <source>Choose a valid implementation.</source>
        <translation>Choose a valid implementation.</translation>
    </message>
    <message>
        <source>inference_cuda_graph_scope is not allowed for the implementation (none and transformer_engine and full_iteration allow only none; local allows layer or block). Unset, it defaults to layer for local.</source>
        <translation>inference_cuda_graph_scope is not allowed for the implementation (none and transformer_engine and full_iteration allow only none; local allows layer or block). Unset, it defaults to layer for local.</translation>
    </message>
    <message>
        <source>inference_cuda_graph_scope=%1 does not work with cuda_graph_impl=%2.</source>
        <translation>inference_cuda_graph_scope=%1 does not work with cuda_graph_impl=%2.</translation>
    </message>
    <message>
        <source>cuda_graph_impl is full_iteration but scopes are left in cuda_graph_modules (for example local + [full_iteration, attn] migrates with [attn] left over).</source>
        <translation>cuda_graph_impl is full_iteration but scopes are left in cuda_graph_modules (for example local + [full_iteration, attn] migrates with [attn] left over).</translation>
    </message>
    <message>
        <source>A full-iteration graph captures the whole forward and backward pass; per-module scopes make no sense with it.</source>
        <translation>A full-iteration graph captures the whole forward and backward pass; per-module scopes make no sense with it.</translation>
    </message>
    <message>
        <source>Empty cuda_graph_modules.</source>
        <translation>Empty cuda_graph_modules.</translation>
    </message>
    <message>
        <source>Capture the full iteration only</source>
        <translation>Capture the full iteration only</translation>
    </message>
    <message>
        <source>cuda_graph_modules is used with a Megatron-Core older than 2026-05-18, where the field is called cuda_graph_scope.</source>
        <translation>cuda_graph_modules is used with a Megatron-Core older than 2026-05-18, where the field is called cuda_graph_scope.</translation>
    </message>
    <message>
        <source>This Megatron-Core has no cuda_graph_modules field; write the scopes into cuda_graph_scope.</source>
        <translation>This Megatron-Core has no cuda_graph_modules field; write the scopes into cuda_graph_scope.</translation>
    </message>
    <message>
        <source>Write the scopes into cuda_graph_scope.</source>
        <translation>Write the scopes into cuda_graph_scope.</translation>
    </message>
    <message>
        <source>Move the scopes to cuda_graph_scope</source>
        <translation>Move the scopes to cuda_graph_scope</translation>
    </message>
    <message>
        <source>Before 2026-05-18, the local implementation accepts only full_iteration or an empty scope list.</source>
        <translation>Before 2026-05-18, the local implementation accepts only full_iteration or an empty scope list.</translation>
    </message>
    <message>
        <source>Module scopes such as attn need Transformer Engine graphs in this Megatron-Core.</source>
        <translation>Module scopes such as attn need Transformer Engine graphs in this Megatron-Core.</translation>
    </message>
    <message>
        <source>Use transformer_engine for module scopes.</source>
        <translation>Use transformer_engine for module scopes.</translation>
    </message>
    <message>
        <source>Turn legacy CPU offloading off</source>
        <translation>Turn legacy CPU offloading off</translation>
    </message>
    <message>
        <source>Offload fewer layers than the model has</source>
        <translation>Offload fewer layers than the model has</translation>
    </message>
    <message>
        <source>Turn activation recomputation off</source>
        <translation>Turn activation recomputation off</translation>
    </message>
    <message>
        <source>Recompute whole blocks of layers</source>
        <translation>Recompute whole blocks of layers</translation>
    </message>
    <message>
        <source>Recompute one layer per block</source>
        <translation>Recompute one layer per block</translation>
    </message>
    <message>
        <source>Leave recompute_num_layers unset</source>
        <translation>Leave recompute_num_layers unset</translation>
    </message>
    <message>
        <source>Legacy CPU offloading with pipeline parallelism, with any activation recomputation, or with an out-of-range layer count; or fine-grained offloading together with legacy CPU offloading.</source>
        <translation>Legacy CPU offloading with pipeline parallelism, with any activation recomputation, or with an out-of-range layer count; or fine-grained offloading together with legacy CPU offloading.</translation>
    </message>
    <message>
        <source>Legacy CPU offloading does not work with pipeline parallelism.</source>
        <translation>Legacy CPU offloading does not work with pipeline parallelism.</translation>
    </message>
    <message>
        <source>Legacy CPU offloading cannot be combined with activation recomputation.</source>
        <translation>Legacy CPU offloading cannot be combined with activation recomputation.</translation>
    </message>
    <message>
        <source>cpu_offloading_num_layers must be at least 0 and smaller than num_layers (%1).</source>
        <translation>cpu_offloading_num_layers must be at least 0 and smaller than num_layers (%1).</translation>
    </message>
    <message>
        <source>Use either fine-grained activation offloading or legacy CPU offloading, not both.</source>
        <translation>Use either fine-grained activation offloading or legacy CPU offloading, not both.</translation>
    </message>
    <message>
        <source>Turn legacy CPU offloading off, or remove what it conflicts with.</source>
        <translation>Turn legacy CPU offloading off, or remove what it conflicts with.</translation>
    </message>
    <message>
        <source>Full recomputation without a method or a layer count in range; or selective recomputation with a layer count.</source>
        <translation>Full recomputation without a method or a layer count in range; or selective recomputation with a layer count.</translation>
    </message>
    <message>
        <source>Full recomputation needs recompute_method set to block or uniform.</source>
        <translation>Full recomputation needs recompute_method set to block or uniform.</translation>
    </message>
    <message>
        <source>Full recomputation needs recompute_num_layers between 1 and the layers per pipeline rank (%1).</source>
        <translation>Full recomputation needs recompute_num_layers between 1 and the layers per pipeline rank (%1).</translation>
    </message>
    <message>
        <source>Selective recomputation picks modules, not layers: leave recompute_num_layers unset.</source>
        <translation>Selective recomputation picks modules, not layers: leave recompute_num_layers unset.</translation>
    </message>
    <message>
        <source>Complete the recomputation settings.</source>
        <translation>Complete the recomputation settings.</translation>
    </message>
    <message>
        <source>Stop recomputing mhc</source>
        <translation>Stop recomputing mhc</translation>
    </message>
    <message>
        <source>Selective recomputation of 'mhc' together with fine-grained activation offloading (current MCore head only).</source>
        <translation>Selective recomputation of 'mhc' together with fine-grained activation offloading (current MCore head only).</translation>
    </message>
    <message>
        <source>On current Megatron-Core, recomputing the mHC module while fine-grained offloading is on crashes in the backward pass.</source>
        <translation>On current Megatron-Core, recomputing the mHC module while fine-grained offloading is on crashes in the backward pass.</translation>
    </message>
    <message>
        <source>Drop 'mhc' from recompute_modules or turn fine-grained offloading off.</source>
        <translation>Drop 'mhc' from recompute_modules or turn fine-grained offloading off.</translation>
    </message>
    <message>
        <source>Legacy CPU offloading with per-layer graphs (local or transformer_engine). Full-iteration graphs are exempt on current Megatron-Core.</source>
        <translation>Legacy CPU offloading with per-layer graphs (local or transformer_engine). Full-iteration graphs are exempt on current Megatron-Core.</translation>
    </message>
    <message>
        <source>Offloading moves tensors to the host and back, so their addresses change; a per-layer graph would replay with stale addresses.</source>
        <translation>Offloading moves tensors to the host and back, so their addresses change; a per-layer graph would replay with stale addresses.</translation>
    </message>
    <message>
        <source>Turn CPU offloading off, or use full-iteration graphs.</source>
        <translation>Turn CPU offloading off, or use full-iteration graphs.</translation>
    </message>
    <message>
        <source>With the local implementation, moe_router and moe_preprocess are always captured together.</source>
        <translation>With the local implementation, moe_router and moe_preprocess are always captured together.</translation>
    </message>
    <message>
        <source>The local implementation added %1 to the captured scopes (moe_router and moe_preprocess go together).</source>
        <translation>The local implementation added %1 to the captured scopes (moe_router and moe_preprocess go together).</translation>
    </message>
    <message>
        <source>List both moe_router and moe_preprocess.</source>
        <translation>List both moe_router and moe_preprocess.</translation>
    </message>
    <message>
        <source>Per-layer graphs with both moe and moe_router scopes.</source>
        <translation>Per-layer graphs with both moe and moe_router scopes.</translation>
    </message>
    <message>
        <source>moe captures the whole MoE block, which already contains the router; choose one.</source>
        <translation>moe captures the whole MoE block, which already contains the router; choose one.</translation>
    </message>
    <message>
        <source>Keep moe (drop-and-pad) or moe_router (dropless).</source>
        <translation>Keep moe (drop-and-pad) or moe_router (dropless).</translation>
    </message>
    <message>
        <source>Keep moe_router, drop moe</source>
        <translation>Keep moe_router, drop moe</translation>
    </message>
    <message>
        <source>Keep moe, drop moe_router and moe_preprocess</source>
        <translation>Keep moe, drop moe_router and moe_preprocess</translation>
    </message>
    <message>
        <source>moe_preprocess without moe_router (Transformer Engine graphs).</source>
        <translation>moe_preprocess without moe_router (Transformer Engine graphs).</translation>
    </message>
    <message>
        <source>The preprocess graph consumes the router graph's outputs, so it needs moe_router too.</source>
        <translation>The preprocess graph consumes the router graph's outputs, so it needs moe_router too.</translation>
    </message>
    <message>
        <source>Add moe_router or drop moe_preprocess.</source>
        <translation>Add moe_router or drop moe_preprocess.</translation>
    </message>
    <message>
        <source>Add moe_router</source>
        <translation>Add moe_router</translation>
    </message>
    <message>
        <source>Drop moe_preprocess</source>
        <translation>Drop moe_preprocess</translation>
    </message>
    <message>
        <source>A dense model (num_moe_experts unset or 1) with the moe or moe_router scope.</source>
        <translation>A dense model (num_moe_experts unset or 1) with the moe or moe_router scope.</translation>
    </message>
    <message>
        <source>The model has no experts, so there is no MoE block to capture.</source>
        <translation>The model has no experts, so there is no MoE block to capture.</translation>
    </message>
    <message>
        <source>Remove the MoE scopes.</source>
        <translation>Remove the MoE scopes.</translation>
    </message>
    <message>
        <source>Remove the MoE scopes</source>
        <translation>Remove the MoE scopes</translation>
    </message>
    <message>
        <source>An MoE model without dense layers (moe_layer_freq 1, or a list without 0) with the mlp scope.</source>
        <translation>An MoE model without dense layers (moe_layer_freq 1, or a list without 0) with the mlp scope.</translation>
    </message>
    <message>
        <source>Every layer is an MoE layer, so there is no dense MLP to capture; use moe_router (dropless) or moe (drop-and-pad).</source>
        <translation>Every layer is an MoE layer, so there is no dense MLP to capture; use moe_router (dropless) or moe (drop-and-pad).</translation>
    </message>
    <message>
        <source>Remove mlp from the scopes.</source>
        <translation>Remove mlp from the scopes.</translation>
    </message>
    <message>
        <source>Capture the router instead of mlp</source>
        <translation>Capture the router instead of mlp</translation>
    </message>
    <message>
        <source>Remove mlp</source>
        <translation>Remove mlp</translation>
    </message>
    <message>
        <source>The moe scope on a dropless MoE (no capacity factor, or no padding to capacity).</source>
        <translation>The moe scope on a dropless MoE (no capacity factor, or no padding to capacity).</translation>
    </message>
    <message>
        <source>Dropless routing gives each expert a different number of tokens every step (data-dependent shapes and a device-to-host sync), which a graph cannot capture.</source>
        <translation>Dropless routing gives each expert a different number of tokens every step (data-dependent shapes and a device-to-host sync), which a graph cannot capture.</translation>
    </message>
    <message>
        <source>Capture moe_router and moe_preprocess instead, or switch to drop-and-pad.</source>
        <translation>Capture moe_router and moe_preprocess instead, or switch to drop-and-pad.</translation>
    </message>
    <message>
        <source>Capture the router and preprocess instead of moe</source>
        <translation>Capture the router and preprocess instead of moe</translation>
    </message>
    <message>
        <source>Switch to drop-and-pad routing (capacity 1.0, padded)</source>
        <translation>Switch to drop-and-pad routing (capacity 1.0, padded)</translation>
    </message>
    <message>
        <source>moe_preprocess with the alltoall dispatcher and token dropping without padding (capacity factor set, or moe_router_padding_for_fp8).</source>
        <translation>moe_preprocess with the alltoall dispatcher and token dropping without padding (capacity factor set, or moe_router_padding_for_fp8).</translation>
    </message>
    <message>
        <source>With token dropping but no padding, alltoall preprocessing copies token counts to the host and synchronizes, which cannot be captured.</source>
        <translation>With token dropping but no padding, alltoall preprocessing copies token counts to the host and synchronizes, which cannot be captured.</translation>
    </message>
    <message>
        <source>Drop moe_preprocess, or pad expert inputs to capacity.</source>
        <translation>Drop moe_preprocess, or pad expert inputs to capacity.</translation>
    </message>
    <message>
        <source>Pad expert inputs to capacity</source>
        <translation>Pad expert inputs to capacity</translation>
    </message>
    <message>
        <source>Full activation recomputation with per-layer graphs (local or transformer_engine, any scope).</source>
        <translation>Full activation recomputation with per-layer graphs (local or transformer_engine, any scope).</translation>
    </message>
    <message>
        <source>Full recomputation re-runs whole layers in the backward pass outside any per-layer graph; only a full-iteration graph can contain it.</source>
        <translation>Full recomputation re-runs whole layers in the backward pass outside any per-layer graph; only a full-iteration graph can contain it.</translation>
    </message>
    <message>
        <source>Use full-iteration graphs, or selective recomputation outside the graphed modules.</source>
        <translation>Use full-iteration graphs, or selective recomputation outside the graphed modules.</translation>
    </message>
    <message>
        <source>Recompute selectively, outside the graphed modules</source>
        <translation>Recompute selectively, outside the graphed modules</translation>
    </message>
    <message>
        <source>Transformer Engine graphs capture moe_router while selective recomputation recomputes moe.</source>
        <translation>Transformer Engine graphs capture moe_router while selective recomputation recomputes moe.</translation>
    </message>
    <message>
        <source>Recomputing the MoE block would re-run the captured router outside its graph.</source>
        <translation>Recomputing the MoE block would re-run the captured router outside its graph.</translation>
    </message>
    <message>
        <source>Stop recomputing moe, or stop capturing moe_router.</source>
        <translation>Stop recomputing moe, or stop capturing moe_router.</translation>
    </message>
    <message>
        <source>Stop capturing the router</source>
        <translation>Stop capturing the router</translation>
    </message>
    <message>
        <source>Selective recomputation of core_attn with attention dropout while attention is graphed.</source>
        <translation>Selective recomputation of core_attn with attention dropout while attention is graphed.</translation>
    </message>
    <message>
        <source>A recomputed region that is graphed cannot contain random numbers: dropout would differ between the forward pass and its recomputation.</source>
        <translation>A recomputed region that is graphed cannot contain random numbers: dropout would differ between the forward pass and its recomputation.</translation>
    </message>
    <message>
        <source>Set attention_dropout to 0, or stop recomputing core_attn.</source>
        <translation>Set attention_dropout to 0, or stop recomputing core_attn.</translation>
    </message>
    <message>
        <source>Set attention_dropout to 0</source>
        <translation>Set attention_dropout to 0</translation>
    </message>
    <message>
        <source>Stop recomputing core_attn</source>
        <translation>Stop recomputing core_attn</translation>
    </message>
    <message>
        <source>Selective recomputation of mlp or moe with hidden dropout while that block is graphed.</source>
        <translation>Selective recomputation of mlp or moe with hidden dropout while that block is graphed.</translation>
    </message>
    <message>
        <source>A recomputed region that is graphed cannot contain random numbers: hidden dropout would differ between the forward pass and its recomputation.</source>
        <translation>A recomputed region that is graphed cannot contain random numbers: hidden dropout would differ between the forward pass and its recomputation.</translation>
    </message>
    <message>
        <source>Set hidden_dropout to 0, or stop recomputing the graphed block.</source>
        <translation>Set hidden_dropout to 0, or stop recomputing the graphed block.</translation>
    </message>
    <message>
        <source>Set hidden_dropout to 0</source>
        <translation>Set hidden_dropout to 0</translation>
    </message>
    <message>
        <source>Stop recomputing the graphed block</source>
        <translation>Stop recomputing the graphed block</translation>
    </message>
    <message>
        <source>Selective recomputation of moe with moe_input_jitter_eps while the MoE block is graphed.</source>
        <translation>Selective recomputation of moe with moe_input_jitter_eps while the MoE block is graphed.</translation>
    </message>
    <message>
        <source>Input jitter draws random numbers, which a graphed recomputation cannot reproduce.</source>
        <translation>Input jitter draws random numbers, which a graphed recomputation cannot reproduce.</translation>
    </message>
    <message>
        <source>Unset moe_input_jitter_eps, or stop recomputing moe.</source>
        <translation>Unset moe_input_jitter_eps, or stop recomputing moe.</translation>
    </message>
    <message>
        <source>Unset moe_input_jitter_eps</source>
        <translation>Unset moe_input_jitter_eps</translation>
    </message>
    <message>
        <source>GTP with local graphs under FP8/FP4 capturing non-overlapped shared experts while recomputing shared_experts.</source>
        <translation>GTP with local graphs under FP8/FP4 capturing non-overlapped shared experts while recomputing shared_experts.</translation>
    </message>
    <message>
        <source>The local graph warmup cannot run Transformer Engine's checkpointed shared experts under FP8/FP4.</source>
        <translation>The local graph warmup cannot run Transformer Engine's checkpointed shared experts under FP8/FP4.</translation>
    </message>
    <message>
        <source>Drop shared_experts from recompute_modules, or use full-iteration graphs.</source>
        <translation>Drop shared_experts from recompute_modules, or use full-iteration graphs.</translation>
    </message>
    <message>
        <source>Stop recomputing shared_experts</source>
        <translation>Stop recomputing shared_experts</translation>
    </message>
    <message>
        <source>Write cuda_graph_modules</source>
        <translation>Write cuda_graph_modules</translation>
    </message>
    <message>
        <source>Use the closest valid name</source>
        <translation>Use the closest valid name</translation>
    </message>
    <message>
        <source>Remove the unknown name</source>
        <translation>Remove the unknown name</translation>
    </message>
    <message>
        <source>Remove the unknown names</source>
        <translation>Remove the unknown names</translation>
    </message>
    <message>
        <source>Use the closest valid names</source>
        <translation>Use the closest valid names</translation>
    </message>
    <message>
        <source>Use the closest valid names and remove the others</source>
        <translation>Use the closest valid names and remove the others</translation>
    </message>
    <message>
        <source>A deprecated flag (enable_cuda_graph or external_cuda_graph) is set together with cuda_graph_impl.</source>
        <translation>A deprecated flag (enable_cuda_graph or external_cuda_graph) is set together with cuda_graph_impl.</translation>
    </message>
    <message>
        <source>The deprecated flags and cuda_graph_impl both choose the implementation; keep only cuda_graph_impl.</source>
        <translation>The deprecated flags and cuda_graph_impl both choose the implementation; keep only cuda_graph_impl.</translation>
    </message>
    <message>
        <source>Set enable_cuda_graph and external_cuda_graph to false.</source>
        <translation>Set enable_cuda_graph and external_cuda_graph to false.</translation>
    </message>
    <message>
        <source>Drop the deprecated flags</source>
        <translation>Drop the deprecated flags</translation>
    </message>
    <message>
        <source>Both deprecated flags enable_cuda_graph and external_cuda_graph are true.</source>
        <translation>Both deprecated flags enable_cuda_graph and external_cuda_graph are true.</translation>
    </message>
    <message>
        <source>enable_cuda_graph means the local implementation and external_cuda_graph the Transformer Engine one; they cannot both be on.</source>
        <translation>enable_cuda_graph means the local implementation and external_cuda_graph the Transformer Engine one; they cannot both be on.</translation>
    </message>
    <message>
        <source>Replace both with cuda_graph_impl.</source>
        <translation>Replace both with cuda_graph_impl.</translation>
    </message>
    <message>
        <source>Use Transformer Engine graphs (cuda_graph_impl)</source>
        <translation>Use Transformer Engine graphs (cuda_graph_impl)</translation>
    </message>
    <message>
        <source>A deprecated flag chooses the implementation: enable_cuda_graph becomes local, external_cuda_graph becomes transformer_engine.</source>
        <translation>A deprecated flag chooses the implementation: enable_cuda_graph becomes local, external_cuda_graph becomes transformer_engine.</translation>
    </message>
    <message>
        <source>enable_cuda_graph=True was turned into cuda_graph_impl=local (per-layer Megatron-Core graphs).</source>
        <translation>enable_cuda_graph=True was turned into cuda_graph_impl=local (per-layer Megatron-Core graphs).</translation>
    </message>
    <message>
        <source>external_cuda_graph=True was turned into cuda_graph_impl=transformer_engine.</source>
        <translation>external_cuda_graph=True was turned into cuda_graph_impl=transformer_engine.</translation>
    </message>
    <message>
        <source>Write cuda_graph_impl instead of the deprecated flag.</source>
        <translation>Write cuda_graph_impl instead of the deprecated flag.</translation>
    </message>
    <message>
        <source>Write cuda_graph_impl=local</source>
        <translation>Write cuda_graph_impl=local</translation>
    </message>
    <message>
        <source>Write cuda_graph_impl=transformer_engine</source>
        <translation>Write cuda_graph_impl=transformer_engine</translation>
    </message>
    <message>
        <source>Both cuda_graph_scope (deprecated) and cuda_graph_modules are set.</source>
        <translation>Both cuda_graph_scope (deprecated) and cuda_graph_modules are set.</translation>
    </message>
    <message>
        <source>cuda_graph_scope is the old name of cuda_graph_modules; set only one of them.</source>
        <translation>cuda_graph_scope is the old name of cuda_graph_modules; set only one of them.</translation>
    </message>
    <message>
        <source>Keep one of the two fields.</source>
        <translation>Keep one of the two fields.</translation>
    </message>
    <message>
        <source>Keep cuda_graph_modules, drop cuda_graph_scope</source>
        <translation>Keep cuda_graph_modules, drop cuda_graph_scope</translation>
    </message>
    <message>
        <source>Keep cuda_graph_scope, drop cuda_graph_modules</source>
        <translation>Keep cuda_graph_scope, drop cuda_graph_modules</translation>
    </message>
    <message>
        <source>cuda_graph_scope is set: its value moves into cuda_graph_modules and cuda_graph_scope becomes None.</source>
        <translation>cuda_graph_scope is set: its value moves into cuda_graph_modules and cuda_graph_scope becomes None.</translation>
    </message>
    <message>
        <source>cuda_graph_scope was moved into cuda_graph_modules (the new name since May 2026).</source>
        <translation>cuda_graph_scope was moved into cuda_graph_modules (the new name since May 2026).</translation>
    </message>
    <message>
        <source>Write cuda_graph_modules instead of cuda_graph_scope.</source>
        <translation>Write cuda_graph_modules instead of cuda_graph_scope.</translation>
    </message>
    <message>
        <source>"full" is listed together with other scopes.</source>
        <translation>"full" is listed together with other scopes.</translation>
    </message>
    <message>
        <source>"full" (the whole layer) cannot be combined with other scopes; list the scopes or use an empty list.</source>
        <translation>"full" (the whole layer) cannot be combined with other scopes; list the scopes or use an empty list.</translation>
    </message>
    <message>
        <source>Remove "full" or the other scopes.</source>
        <translation>Remove "full" or the other scopes.</translation>
    </message>
    <message>
        <source>Remove "full"</source>
        <translation>Remove "full"</translation>
    </message>
    <message>
        <source>Capture whole layers (empty list)</source>
        <translation>Capture whole layers (empty list)</translation>
    </message>
    <message>
        <source>"full" alone means the whole layer and becomes an empty list.</source>
        <translation>"full" alone means the whole layer and becomes an empty list.</translation>
    </message>
    <message>
        <source>"full" was replaced by an empty list (capture the whole layer).</source>
        <translation>"full" was replaced by an empty list (capture the whole layer).</translation>
    </message>
    <message>
        <source>Write an empty list instead of "full".</source>
        <translation>Write an empty list instead of "full".</translation>
    </message>
    <message>
        <source>Write an empty list</source>
        <translation>Write an empty list</translation>
    </message>
    <message>
        <source>A scope entry is neither a string nor a CudaGraphModule (for example a number).</source>
        <translation>A scope entry is neither a string nor a CudaGraphModule (for example a number).</translation>
    </message>
    <message>
        <source>Scope entries must be names such as attn or moe_router; %1 is not a name.</source>
        <translation>Scope entries must be names such as attn or moe_router; %1 is not a name.</translation>
    </message>
    <message>
        <source>Replace the entry with a scope name.</source>
        <translation>Replace the entry with a scope name.</translation>
    </message>
    <message>
        <source>Remove the entry</source>
        <translation>Remove the entry</translation>
    </message>
    <message>
        <source>A scope name is not a CudaGraphModule (for example "attention" or "router").</source>
        <translation>A scope name is not a CudaGraphModule (for example "attention" or "router").</translation>
    </message>
    <message>
        <source>'%1' is not a scope name. Valid names: attn, mlp, moe, moe_router, moe_preprocess, mamba.</source>
        <translation>'%1' is not a scope name. Valid names: attn, mlp, moe, moe_router, moe_preprocess, mamba.</translation>
    </message>
    <message>
        <source>%2 are not scope names (Megatron stops at the first, '%1'). Valid names: attn, mlp, moe, moe_router, moe_preprocess, mamba.</source>
        <translation>%2 are not scope names (Megatron stops at the first, '%1'). Valid names: attn, mlp, moe, moe_router, moe_preprocess, mamba.</translation>
    </message>
    <message>
        <source>Use a valid scope name.</source>
        <translation>Use a valid scope name.</translation>
    </message>
    <message>
        <source>The Transformer Engine version is unknown; this is an error before 2.12.</source>
        <translation>The Transformer Engine version is unknown; this is an error before 2.12.</translation>
    </message>
    <message>
        <source>--enable-cuda-graph or --external-cuda-graph together with --cuda-graph-impl, or both legacy flags together.</source>
        <translation>--enable-cuda-graph or --external-cuda-graph together with --cuda-graph-impl, or both legacy flags together.</translation>
    </message>
    <message>
        <source>The legacy flags and --cuda-graph-impl both choose the implementation; keep only --cuda-graph-impl.</source>
        <translation>The legacy flags and --cuda-graph-impl both choose the implementation; keep only --cuda-graph-impl.</translation>
    </message>
    <message>
        <source>The two legacy flags choose different implementations.</source>
        <translation>The two legacy flags choose different implementations.</translation>
    </message>
    <message>
        <source>Use --cuda-graph-impl only.</source>
        <translation>Use --cuda-graph-impl only.</translation>
    </message>
    <message>
        <source>The hidden --cuda-graph-scope together with --cuda-graph-modules.</source>
        <translation>The hidden --cuda-graph-scope together with --cuda-graph-modules.</translation>
    </message>
    <message>
        <source>--cuda-graph-scope is the deprecated name of --cuda-graph-modules.</source>
        <translation>--cuda-graph-scope is the deprecated name of --cuda-graph-modules.</translation>
    </message>
    <message>
        <source>Use --cuda-graph-modules only.</source>
        <translation>Use --cuda-graph-modules only.</translation>
    </message>
    <message>
        <source>fp16 with dynamic loss scaling turns the NaN checks off.</source>
        <translation>fp16 with dynamic loss scaling turns the NaN checks off.</translation>
    </message>
    <message>
        <source>With fp16 and dynamic loss scaling, Megatron-LM turned the NaN checks off.</source>
        <translation>With fp16 and dynamic loss scaling, Megatron-LM turned the NaN checks off.</translation>
    </message>
    <message>
        <source>Full-iteration graphs while the NaN check on loss and gradients is on (one flag covers both).</source>
        <translation>Full-iteration graphs while the NaN check on loss and gradients is on (one flag covers both).</translation>
    </message>
    <message>
        <source>The NaN check copies values to the host every step, which a captured iteration cannot do.</source>
        <translation>The NaN check copies values to the host every step, which a captured iteration cannot do.</translation>
    </message>
    <message>
        <source>Pass --no-check-for-nan-in-loss-and-grad.</source>
        <translation>Pass --no-check-for-nan-in-loss-and-grad.</translation>
    </message>
    <message>
        <source>Turn the NaN checks off</source>
        <translation>Turn the NaN checks off</translation>
    </message>
    <message>
        <source>Inference block graphs with fp8 need --transformer-impl=inference_optimized and --fp8-recipe=mxfp8.</source>
        <translation>Inference block graphs with fp8 need --transformer-impl=inference_optimized and --fp8-recipe=mxfp8.</translation>
    </message>
    <message>
        <source>FP8 block inference graphs need the inference-optimized layers.</source>
        <translation>FP8 block inference graphs need the inference-optimized layers.</translation>
    </message>
    <message>
        <source>FP8 block inference graphs need the MXFP8 recipe.</source>
        <translation>FP8 block inference graphs need the MXFP8 recipe.</translation>
    </message>
    <message>
        <source>Use inference_optimized layers and the mxfp8 recipe.</source>
        <translation>Use inference_optimized layers and the mxfp8 recipe.</translation>
    </message>
    <message>
        <source>Use inference-optimized layers</source>
        <translation>Use inference-optimized layers</translation>
    </message>
    <message>
        <source>Use the mxfp8 recipe</source>
        <translation>Use the mxfp8 recipe</translation>
    </message>
    <message>
        <source>The local implementation needs inference_dynamic_batching_num_cuda_graphs &gt; 0 or -1.</source>
        <translation>The local implementation needs inference_dynamic_batching_num_cuda_graphs &gt; 0 or -1.</translation>
    </message>
    <message>
        <source>With local graphs the number of dynamic-batching inference graphs must be positive (or -1 for automatic).</source>
        <translation>With local graphs the number of dynamic-batching inference graphs must be positive (or -1 for automatic).</translation>
    </message>
    <message>
        <source>Set --inference-dynamic-batching-num-cuda-graphs to a positive number or -1.</source>
        <translation>Set --inference-dynamic-batching-num-cuda-graphs to a positive number or -1.</translation>
    </message>
    <message>
        <source>Use 16 inference graphs</source>
        <translation>Use 16 inference graphs</translation>
    </message>
    <message>
        <source>GTP (gtp_weight_remat_size &gt; 1) with any CUDA graph needs CUDA_GRAPHS_USE_NODE_PRIORITY=1.</source>
        <translation>GTP (gtp_weight_remat_size &gt; 1) with any CUDA graph needs CUDA_GRAPHS_USE_NODE_PRIORITY=1.</translation>
    </message>
    <message>
        <source>Without node priorities in graphs, GTP communication cannot overlap the GEMMs.</source>
        <translation>Without node priorities in graphs, GTP communication cannot overlap the GEMMs.</translation>
    </message>
    <message>
        <source>Export CUDA_GRAPHS_USE_NODE_PRIORITY=1.</source>
        <translation>Export CUDA_GRAPHS_USE_NODE_PRIORITY=1.</translation>
    </message>
    <message>
        <source>Set CUDA_GRAPHS_USE_NODE_PRIORITY=1</source>
        <translation>Set CUDA_GRAPHS_USE_NODE_PRIORITY=1</translation>
    </message>
    <message>
        <source>Pipeline-parallel microbatched inference (--inference-batch-times-seqlen-threshold &gt; -1) with CUDA graphs.</source>
        <translation>Pipeline-parallel microbatched inference (--inference-batch-times-seqlen-threshold &gt; -1) with CUDA graphs.</translation>
    </message>
    <message>
        <source>Microbatched pipeline inference changes shapes between calls.</source>
        <translation>Microbatched pipeline inference changes shapes between calls.</translation>
    </message>
    <message>
        <source>Leave the threshold at -1, or turn graphs off.</source>
        <translation>Leave the threshold at -1, or turn graphs off.</translation>
    </message>
    <message>
        <source>Turn microbatched inference off</source>
        <translation>Turn microbatched inference off</translation>
    </message>
    <message>
        <source>--delay-wgrad-compute with --overlap-grad-reduce and a weight gradient inside a graph scope: needs TE &gt;= 2.12, gradient accumulation fusion and no attention bias.</source>
        <translation>--delay-wgrad-compute with --overlap-grad-reduce and a weight gradient inside a graph scope: needs TE &gt;= 2.12, gradient accumulation fusion and no attention bias.</translation>
    </message>
    <message>
        <source>A delayed weight gradient inside a graph needs Transformer Engine 2.12 or newer.</source>
        <translation>A delayed weight gradient inside a graph needs Transformer Engine 2.12 or newer.</translation>
    </message>
    <message>
        <source>A delayed weight gradient inside a graph must accumulate into static addresses.</source>
        <translation>A delayed weight gradient inside a graph must accumulate into static addresses.</translation>
    </message>
    <message>
        <source>With the attn scope and delayed weight gradients, attention biases must be off.</source>
        <translation>With the attn scope and delayed weight gradients, attention biases must be off.</translation>
    </message>
    <message>
        <source>Meet each requirement, or drop --delay-wgrad-compute.</source>
        <translation>Meet each requirement, or drop --delay-wgrad-compute.</translation>
    </message>
    <message>
        <source>--cpu-offloading-num-layers &gt; 0 turns CPU offloading on (Bridge has no equivalent).</source>
        <translation>--cpu-offloading-num-layers &gt; 0 turns CPU offloading on (Bridge has no equivalent).</translation>
    </message>
    <message>
        <source>--cpu-offloading-num-layers %1 turned legacy CPU offloading on.</source>
        <translation>--cpu-offloading-num-layers %1 turned legacy CPU offloading on.</translation>
    </message>
    <message>
        <source>Nothing to fix; offloading conflicts with per-layer graphs (MC-14).</source>
        <translation>Nothing to fix; offloading conflicts with per-layer graphs (MC-14).</translation>
    </message>
    <message>
        <source>Graphs on and transformer_engine used (as layers or graphs): the TE RNG tracker is turned on.</source>
        <translation>Graphs on and transformer_engine used (as layers or graphs): the TE RNG tracker is turned on.</translation>
    </message>
    <message>
        <source>Megatron-LM turned the TE RNG tracker on for CUDA graphs.</source>
        <translation>Megatron-LM turned the TE RNG tracker on for CUDA graphs.</translation>
    </message>
    <message>
        <source>Pass --te-rng-tracker yourself.</source>
        <translation>Pass --te-rng-tracker yourself.</translation>
    </message>
    <message>
        <source>Transformer Engine graphs with expandable_segments:True and NCCL_GRAPH_REGISTER not "0" (checked while parsing arguments).</source>
        <translation>Transformer Engine graphs with expandable_segments:True and NCCL_GRAPH_REGISTER not "0" (checked while parsing arguments).</translation>
    </message>
    <message>
        <source>Expandable segments can remap memory NCCL registered for a captured collective; set NCCL_GRAPH_REGISTER=0.</source>
        <translation>Expandable segments can remap memory NCCL registered for a captured collective; set NCCL_GRAPH_REGISTER=0.</translation>
    </message>
    <message>
        <source>Export NCCL_GRAPH_REGISTER=0.</source>
        <translation>Export NCCL_GRAPH_REGISTER=0.</translation>
    </message>
    <message>
        <source>Set NCCL_GRAPH_REGISTER=0</source>
        <translation>Set NCCL_GRAPH_REGISTER=0</translation>
    </message>
    <message>
        <source>--cuda-graph-modules is not empty with --cuda-graph-impl=full_iteration.</source>
        <translation>--cuda-graph-modules is not empty with --cuda-graph-impl=full_iteration.</translation>
    </message>
    <message>
        <source>Drop --cuda-graph-modules.</source>
        <translation>Drop --cuda-graph-modules.</translation>
    </message>
    <message>
        <source>Drop the modules</source>
        <translation>Drop the modules</translation>
    </message>
    <message>
        <source>Transformer Engine graphs are requested but Transformer Engine (with graph support) is not installed.</source>
        <translation>Transformer Engine graphs are requested but Transformer Engine (with graph support) is not installed.</translation>
    </message>
    <message>
        <source>The transformer_engine implementation needs Transformer Engine in the training image.</source>
        <translation>The transformer_engine implementation needs Transformer Engine in the training image.</translation>
    </message>
    <message>
        <source>Install Transformer Engine, or use another implementation.</source>
        <translation>Install Transformer Engine, or use another implementation.</translation>
    </message>
    <message>
        <source>Use full-iteration graphs (no Transformer Engine needed)</source>
        <translation>Use full-iteration graphs (no Transformer Engine needed)</translation>
    </message>
    <message>
        <source>The Transformer Engine graph helper is built (vision encoder graphs) while cuda_graph_impl is not transformer_engine.</source>
        <translation>The Transformer Engine graph helper is built (vision encoder graphs) while cuda_graph_impl is not transformer_engine.</translation>
    </message>
    <message>
        <source>Vision-encoder graphs are built by the Transformer Engine graph helper, which asserts that the model uses cuda_graph_impl=transformer_engine.</source>
        <translation>Vision-encoder graphs are built by the Transformer Engine graph helper, which asserts that the model uses cuda_graph_impl=transformer_engine.</translation>
    </message>
    <message>
        <source>Use transformer_engine for the language model too, or turn vision graphs off.</source>
        <translation>Use transformer_engine for the language model too, or turn vision graphs off.</translation>
    </message>
    <message>
        <source>Turn vision graphs off</source>
        <translation>Turn vision graphs off</translation>
    </message>
    <message>
        <source>Transformer Engine graphs with expandable_segments:True in PYTORCH_CUDA_ALLOC_CONF and NCCL_GRAPH_REGISTER not "0" (on any GPU).</source>
        <translation>Transformer Engine graphs with expandable_segments:True in PYTORCH_CUDA_ALLOC_CONF and NCCL_GRAPH_REGISTER not "0" (on any GPU).</translation>
    </message>
    <message>
        <source>With expandable segments the allocator can remap memory that NCCL registered for a captured collective, which ends in an illegal memory access; set NCCL_GRAPH_REGISTER=0 (it keeps expandable segments, which prevent fragmentation).</source>
        <translation>With expandable segments the allocator can remap memory that NCCL registered for a captured collective, which ends in an illegal memory access; set NCCL_GRAPH_REGISTER=0 (it keeps expandable segments, which prevent fragmentation).</translation>
    </message>
    <message>
        <source>Set NCCL_GRAPH_REGISTER=0 (preferred) or drop expandable_segments:True.</source>
        <translation>Set NCCL_GRAPH_REGISTER=0 (preferred) or drop expandable_segments:True.</translation>
    </message>
    <message>
        <source>Your shell exports NCCL_GRAPH_REGISTER, which wins over env_vars: change it where the job is launched.</source>
        <translation>Your shell exports NCCL_GRAPH_REGISTER, which wins over env_vars: change it where the job is launched.</translation>
    </message>
    <message>
        <source>Before July 2026: local per-layer graphs on a GPU older than Blackwell with expandable segments and NCCL_GRAPH_REGISTER not "0".</source>
        <translation>Before July 2026: local per-layer graphs on a GPU older than Blackwell with expandable segments and NCCL_GRAPH_REGISTER not "0".</translation>
    </message>
    <message>
        <source>Older Megatron-Core also guarded local per-layer graphs on pre-Blackwell GPUs with this check.</source>
        <translation>Older Megatron-Core also guarded local per-layer graphs on pre-Blackwell GPUs with this check.</translation>
    </message>
    <message>
        <source>Set NCCL_GRAPH_REGISTER=0.</source>
        <translation>Set NCCL_GRAPH_REGISTER=0.</translation>
    </message>
    <message>
        <source>The GPU is unknown (give it with --gpu); this is an error before Blackwell.</source>
        <translation>The GPU is unknown (give it with --gpu); this is an error before Blackwell.</translation>
    </message>
    <message>
        <source>Megatron-LM: local per-layer graphs with the local transformer implementation and neither the TE nor the inference RNG tracker (the plain tracker is then used).</source>
        <translation>Megatron-LM: local per-layer graphs with the local transformer implementation and neither the TE nor the inference RNG tracker (the plain tracker is then used).</translation>
    </message>
    <message>
        <source>Per-layer local graphs need a graph-safe RNG tracker; with transformer_impl=local Megatron-LM does not turn the TE tracker on by itself.</source>
        <translation>Per-layer local graphs need a graph-safe RNG tracker; with transformer_impl=local Megatron-LM does not turn the TE tracker on by itself.</translation>
    </message>
    <message>
        <source>Pass --te-rng-tracker.</source>
        <translation>Pass --te-rng-tracker.</translation>
    </message>
    <message>
        <source>Use the TE RNG tracker</source>
        <translation>Use the TE RNG tracker</translation>
    </message>
    <message>
        <source>Transformer Engine graphs capture attention (whole layer or attn) while sequences are packed without fixed-length cu_seqlens (in-batch packing, or offline packing on older Megatron-Core).</source>
        <translation>Transformer Engine graphs capture attention (whole layer or attn) while sequences are packed without fixed-length cu_seqlens (in-batch packing, or offline packing on older Megatron-Core).</translation>
    </message>
    <message>
        <source>Packed sequences pass packed_seq_params, a non-tensor argument, to attention; a graph that captures attention cannot take it.</source>
        <translation>Packed sequences pass packed_seq_params, a non-tensor argument, to attention; a graph that captures attention cannot take it.</translation>
    </message>
    <message>
        <source>Pad to max length with offline packing and pad_cu_seqlens, or capture only mlp/router scopes.</source>
        <translation>Pad to max length with offline packing and pad_cu_seqlens, or capture only mlp/router scopes.</translation>
    </message>
    <message>
        <source>Stop capturing attention</source>
        <translation>Stop capturing attention</translation>
    </message>
    <message>
        <source>Turn in-batch packing off</source>
        <translation>Turn in-batch packing off</translation>
    </message>
    <message>
        <source>Qwen3-VL / Qwen3.5-VL with Transformer Engine graphs capturing attention: the VL model passes non-tensor arguments to the layer.</source>
        <translation>Qwen3-VL / Qwen3.5-VL with Transformer Engine graphs capturing attention: the VL model passes non-tensor arguments to the layer.</translation>
    </message>
    <message>
        <source>Qwen3-VL attention receives non-tensor arguments, so its perf recipes capture only moe_router and moe_preprocess ("attn scope is not compatible with Qwen3VLModel CUDA graph capture").</source>
        <translation>Qwen3-VL attention receives non-tensor arguments, so its perf recipes capture only moe_router and moe_preprocess ("attn scope is not compatible with Qwen3VLModel CUDA graph capture").</translation>
    </message>
    <message>
        <source>Capture moe_router and moe_preprocess only.</source>
        <translation>Capture moe_router and moe_preprocess only.</translation>
    </message>
    <message>
        <source>Capture the router and preprocess only</source>
        <translation>Capture the router and preprocess only</translation>
    </message>
    <message>
        <source>Hybrid model with Transformer Engine graphs on Mamba layers, prepared for inference (an inference RNG tracker is on): inference passes inference_context, which a TE graph cannot take.</source>
        <translation>Hybrid model with Transformer Engine graphs on Mamba layers, prepared for inference (an inference RNG tracker is on): inference passes inference_context, which a TE graph cannot take.</translation>
    </message>
    <message>
        <source>Running inference with Mamba layers captured by Transformer Engine graphs fails at the first replay; inference graphs need cuda_graph_impl=local.</source>
        <translation>Running inference with Mamba layers captured by Transformer Engine graphs fails at the first replay; inference graphs need cuda_graph_impl=local.</translation>
    </message>
    <message>
        <source>Use cuda_graph_impl=local for inference graphs.</source>
        <translation>Use cuda_graph_impl=local for inference graphs.</translation>
    </message>
    <message>
        <source>Per-layer graphs capture the whole MLP/MoE part (whole layer, mlp on a dense model, moe on an MoE model) while EP A2A overlap is on; whole-layer TE capture is not caught at config time.</source>
        <translation>Per-layer graphs capture the whole MLP/MoE part (whole layer, mlp on a dense model, moe on an MoE model) while EP A2A overlap is on; whole-layer TE capture is not caught at config time.</translation>
    </message>
    <message>
        <source>EP overlap interleaves the MoE all-to-all with compute outside the graph; a graph of the whole MLP/MoE part cannot be replayed with it.</source>
        <translation>EP overlap interleaves the MoE all-to-all with compute outside the graph; a graph of the whole MLP/MoE part cannot be replayed with it.</translation>
    </message>
    <message>
        <source>Capture attn, moe_router and moe_preprocess only, or turn EP overlap off.</source>
        <translation>Capture attn, moe_router and moe_preprocess only, or turn EP overlap off.</translation>
    </message>
    <message>
        <source>Capture attention and the router only</source>
        <translation>Capture attention and the router only</translation>
    </message>
    <message>
        <source>A fine-grained-offloaded module sits inside a Transformer Engine graph (attn with core_attn / attn_proj / qkv_linear offloaded, or mlp with mlp_norm offloaded): needs torch &gt;= 2.9, TE &gt;= 2.14 and warmup &gt; 0.</source>
        <translation>A fine-grained-offloaded module sits inside a Transformer Engine graph (attn with core_attn / attn_proj / qkv_linear offloaded, or mlp with mlp_norm offloaded): needs torch &gt;= 2.9, TE &gt;= 2.14 and warmup &gt; 0.</translation>
    </message>
    <message>
        <source>Offloading inside a captured module needs PyTorch 2.9 or newer.</source>
        <translation>Offloading inside a captured module needs PyTorch 2.9 or newer.</translation>
    </message>
    <message>
        <source>Offloading inside a captured module needs Transformer Engine 2.14 or newer.</source>
        <translation>Offloading inside a captured module needs Transformer Engine 2.14 or newer.</translation>
    </message>
    <message>
        <source>Offloading inside a captured module needs at least one eager warmup step.</source>
        <translation>Offloading inside a captured module needs at least one eager warmup step.</translation>
    </message>
    <message>
        <source>Upgrade, or offload modules that are not captured.</source>
        <translation>Upgrade, or offload modules that are not captured.</translation>
    </message>
    <message>
        <source>Full-iteration graphs with Transformer Engine's fused cross entropy on TE older than 2.7.</source>
        <translation>Full-iteration graphs with Transformer Engine's fused cross entropy on TE older than 2.7.</translation>
    </message>
    <message>
        <source>The graph-safe fused cross entropy needs Transformer Engine 2.7 or newer.</source>
        <translation>The graph-safe fused cross entropy needs Transformer Engine 2.7 or newer.</translation>
    </message>
    <message>
        <source>Upgrade Transformer Engine, or use the native cross-entropy fusion.</source>
        <translation>Upgrade Transformer Engine, or use the native cross-entropy fusion.</translation>
    </message>
    <message>
        <source>Use the native cross-entropy fusion</source>
        <translation>Use the native cross-entropy fusion</translation>
    </message>
    <message>
        <source>Megatron-FSDP with EP A2A overlap and per-layer graphs.</source>
        <translation>Megatron-FSDP with EP A2A overlap and per-layer graphs.</translation>
    </message>
    <message>
        <source>With FSDP, EP overlap only works with full-iteration graphs or none.</source>
        <translation>With FSDP, EP overlap only works with full-iteration graphs or none.</translation>
    </message>
    <message>
        <source>Use full-iteration graphs, or turn graphs off.</source>
        <translation>Use full-iteration graphs, or turn graphs off.</translation>
    </message>
    <message>
        <source>Megatron-FSDP v2 with any CUDA graph or megatron_fsdp_cuda_graph_mode.</source>
        <translation>Megatron-FSDP v2 with any CUDA graph or megatron_fsdp_cuda_graph_mode.</translation>
    </message>
    <message>
        <source>Megatron-FSDP version 2 cannot run with CUDA graphs.</source>
        <translation>Megatron-FSDP version 2 cannot run with CUDA graphs.</translation>
    </message>
    <message>
        <source>NCCL user buffers (ddp.nccl_ub) with expandable_segments:True on PyTorch older than 2.11.</source>
        <translation>NCCL user buffers (ddp.nccl_ub) with expandable_segments:True on PyTorch older than 2.11.</translation>
    </message>
    <message>
        <source>NCCL user buffers use a memory pool API that breaks with expandable segments before PyTorch 2.11.</source>
        <translation>NCCL user buffers use a memory pool API that breaks with expandable segments before PyTorch 2.11.</translation>
    </message>
    <message>
        <source>Upgrade PyTorch to 2.11, or turn nccl_ub off.</source>
        <translation>Upgrade PyTorch to 2.11, or turn nccl_ub off.</translation>
    </message>
    <message>
        <source>Turn NCCL user buffers off</source>
        <translation>Turn NCCL user buffers off</translation>
    </message>
    <message>
        <source>No layer matches the captured scopes (for example mamba on a pure transformer, or mlp on a model whose layers are all MoE): everything runs eager.</source>
        <translation>No layer matches the captured scopes (for example mamba on a pure transformer, or mlp on a model whose layers are all MoE): everything runs eager.</translation>
    </message>
    <message>
        <source>None of the captured scopes exists in this model, so no graph is built and the run stays eager.</source>
        <translation>None of the captured scopes exists in this model, so no graph is built and the run stays eager.</translation>
    </message>
    <message>
        <source>Capture scopes that exist in the model.</source>
        <translation>Capture scopes that exist in the model.</translation>
    </message>
    <message>
        <source>Bridge drops WARNING records by default (logger.filter_warnings), so this message will not even appear in the log.</source>
        <translation>Bridge drops WARNING records by default (logger.filter_warnings), so this message will not even appear in the log.</translation>
    </message>
    <message>
        <source>Capture attention</source>
        <translation>Capture attention</translation>
    </message>
    <message>
        <source>Local per-layer graphs with changing shapes (variable_seq_lengths or in-batch packing).</source>
        <translation>Local per-layer graphs with changing shapes (variable_seq_lengths or in-batch packing).</translation>
    </message>
    <message>
        <source>Local graphs are recorded for one input shape; a later microbatch with another shape finds no matching graph.</source>
        <translation>Local graphs are recorded for one input shape; a later microbatch with another shape finds no matching graph.</translation>
    </message>
    <message>
        <source>Keep shapes static (pad to max length).</source>
        <translation>Keep shapes static (pad to max length).</translation>
    </message>
    <message>
        <source>Local per-layer graphs with CUDA_DEVICE_MAX_CONNECTIONS unset, below 16 or not a number.</source>
        <translation>Local per-layer graphs with CUDA_DEVICE_MAX_CONNECTIONS unset, below 16 or not a number.</translation>
    </message>
    <message>
        <source>The local graph stream pool needs enough hardware queues; with fewer than 16, streams can alias.</source>
        <translation>The local graph stream pool needs enough hardware queues; with fewer than 16, streams can alias.</translation>
    </message>
    <message>
        <source>Set CUDA_DEVICE_MAX_CONNECTIONS to 16 or 32.</source>
        <translation>Set CUDA_DEVICE_MAX_CONNECTIONS to 16 or 32.</translation>
    </message>
    <message>
        <source>Set CUDA_DEVICE_MAX_CONNECTIONS=32</source>
        <translation>Set CUDA_DEVICE_MAX_CONNECTIONS=32</translation>
    </message>
    <message>
        <source>Full-iteration capture on a PyTorch without set_override_stale_capture_stream (older than 2.12).</source>
        <translation>Full-iteration capture on a PyTorch without set_override_stale_capture_stream (older than 2.12).</translation>
    </message>
    <message>
        <source>Without this PyTorch API, capture can fail when autograd nodes remember a stream from before the capture.</source>
        <translation>Without this PyTorch API, capture can fail when autograd nodes remember a stream from before the capture.</translation>
    </message>
    <message>
        <source>Upgrade PyTorch.</source>
        <translation>Upgrade PyTorch.</translation>
    </message>
    <message>
        <source>Transformer Engine runs its own warmup iterations inside make_graphed_callables: max(1, ceil((10 - warmup_steps x microbatches) / captured microbatches)).</source>
        <translation>Transformer Engine runs its own warmup iterations inside make_graphed_callables: max(1, ceil((10 - warmup_steps x microbatches) / captured microbatches)).</translation>
    </message>
    <message>
        <source>Transformer Engine will run %1 warmup iteration(s) per graph inside capture (warmup steps %2, %3 microbatch(es) per step, %4 captured).</source>
        <translation>Transformer Engine will run %1 warmup iteration(s) per graph inside capture (warmup steps %2, %3 microbatch(es) per step, %4 captured).</translation>
    </message>
    <message>
        <source>Nothing to fix; more warmup steps make capture shorter.</source>
        <translation>Nothing to fix; more warmup steps make capture shorter.</translation>
    </message>
    <message>
        <source>At teardown, Transformer Engine older than 2.10 drops graphs without an explicit reset.</source>
        <translation>At teardown, Transformer Engine older than 2.10 drops graphs without an explicit reset.</translation>
    </message>
    <message>
        <source>Transformer Engine before 2.10 cannot reset graphs when they are deleted; their memory is freed only when the process exits.</source>
        <translation>Transformer Engine before 2.10 cannot reset graphs when they are deleted; their memory is freed only when the process exits.</translation>
    </message>
    <message>
        <source>Upgrade Transformer Engine to 2.10 or newer.</source>
        <translation>Upgrade Transformer Engine to 2.10 or newer.</translation>
    </message>
    <message>
        <source>mixed_precision names a recipe Bridge has not registered.</source>
        <translation>mixed_precision names a recipe Bridge has not registered.</translation>
    </message>
    <message>
        <source>Bridge looks the name up in its mixed-precision registry when the job starts and stops with a ValueError: %1 is not one of its recipes.</source>
        <translation>Bridge looks the name up in its mixed-precision registry when the job starts and stops with a ValueError: %1 is not one of its recipes.</translation>
    </message>
    <message>
        <source>Use one of the registered names, for example bf16_mixed or bf16_with_fp8_current_scaling_mixed, or write a mixed_precision: section.</source>
        <translation>Use one of the registered names, for example bf16_mixed or bf16_with_fp8_current_scaling_mixed, or write a mixed_precision: section.</translation>
    </message>
    <message>
        <source>Train for 50 iterations</source>
        <translation>Train for 50 iterations</translation>
    </message>
    <message>
        <source>Keep train_iters only</source>
        <translation>Keep train_iters only</translation>
    </message>
    <message>
        <source>The training length is not given exactly once (train_iters, train_samples or num_epochs), or is not positive.</source>
        <translation>The training length is not given exactly once (train_iters, train_samples or num_epochs), or is not positive.</translation>
    </message>
    <message>
        <source>train_iters is set to null and neither train_samples nor num_epochs is given: Bridge's TrainingConfig.finalize() needs one of them.</source>
        <translation>train_iters is set to null and neither train_samples nor num_epochs is given: Bridge's TrainingConfig.finalize() needs one of them.</translation>
    </message>
    <message>
        <source>Give the training length one way only: train_iters, train_samples or num_epochs.</source>
        <translation>Give the training length one way only: train_iters, train_samples or num_epochs.</translation>
    </message>
    <message>
        <source>num_epochs must be above 0.</source>
        <translation>num_epochs must be above 0.</translation>
    </message>
    <message>
        <source>train_samples must be above 0.</source>
        <translation>train_samples must be above 0.</translation>
    </message>
    <message>
        <source>Set train.train_iters (or train_samples, or num_epochs) alone.</source>
        <translation>Set train.train_iters (or train_samples, or num_epochs) alone.</translation>
    </message>
    <message>
        <source>A model precision field the input sets is overwritten by the mixed_precision recipe or section.</source>
        <translation>A model precision field the input sets is overwritten by the mixed_precision recipe or section.</translation>
    </message>
    <message>
        <source>%1 is overwritten: Bridge applies the mixed_precision config onto the model when the job starts, so the model gets %2, whatever order the inputs came in.</source>
        <translation>%1 is overwritten: Bridge applies the mixed_precision config onto the model when the job starts, so the model gets %2, whatever order the inputs came in.</translation>
    </message>
    <message>
        <source>Set the precision in mixed_precision (a recipe name or its fields), not in model.</source>
        <translation>Set the precision in mixed_precision (a recipe name or its fields), not in model.</translation>
    </message>
    <message>
        <source>A TransformerConfig built directly raises here: sequence_parallel needs tensor_model_parallel_size above 1. Bridge and Megatron-LM would turn it off first; your own training loop does not.</source>
        <translation>A TransformerConfig built directly raises here: sequence_parallel needs tensor_model_parallel_size above 1. Bridge and Megatron-LM would turn it off first; your own training loop does not.</translation>
    </message>
    <message>
        <source>Megatron-FSDP with CUDA_DEVICE_MAX_CONNECTIONS=1.</source>
        <translation>Megatron-FSDP with CUDA_DEVICE_MAX_CONNECTIONS=1.</translation>
    </message>
    <message>
        <source>Megatron-FSDP overlaps its parameter gathers with compute on several streams; one hardware queue (CUDA_DEVICE_MAX_CONNECTIONS=1) serialises them, so Bridge refuses it.</source>
        <translation>Megatron-FSDP overlaps its parameter gathers with compute on several streams; one hardware queue (CUDA_DEVICE_MAX_CONNECTIONS=1) serialises them, so Bridge refuses it.</translation>
    </message>
    <message>
        <source>Unset CUDA_DEVICE_MAX_CONNECTIONS or raise it, for example to 8.</source>
        <translation>Unset CUDA_DEVICE_MAX_CONNECTIONS or raise it, for example to 8.</translation>
    </message>
    <message>
        <source>Unset CUDA_DEVICE_MAX_CONNECTIONS</source>
        <translation>Unset CUDA_DEVICE_MAX_CONNECTIONS</translation>
    </message>
    <message>
        <source>cpu_offloading is True with cpu_offloading_num_layers = 0: no layer is offloaded, yet offloading's constraints still apply.</source>
        <translation>cpu_offloading is True with cpu_offloading_num_layers = 0: no layer is offloaded, yet offloading's constraints still apply.</translation>
    </message>
    <message>
        <source>cpu_offloading=True offloads no layer while cpu_offloading_num_layers is 0, but Megatron-Core still applies what offloading forbids: pipeline parallelism, activation recomputation, fine-grained offloading and per-layer CUDA graphs.</source>
        <translation>cpu_offloading=True offloads no layer while cpu_offloading_num_layers is 0, but Megatron-Core still applies what offloading forbids: pipeline parallelism, activation recomputation, fine-grained offloading and per-layer CUDA graphs.</translation>
    </message>
    <message>
        <source>Turn cpu_offloading off, or set the number of layers to offload.</source>
        <translation>Turn cpu_offloading off, or set the number of layers to offload.</translation>
    </message>
</context>
<context>
    <name>cga::RulesEngine</name>
    <message>
        <source>When: %1</source>
        <translation>When: %1</translation>
    </message>
    <message>
        <source>Upstream message: %1</source>
        <translation>Upstream message: %1</translation>
    </message>
    <message>
        <source>Meaning: %1</source>
        <translation>Meaning: %1</translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <translation>Fix: %1</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Source: %1</translation>
    </message>
    <message>
        <source>Not a verdict: it rests on %1, which the recipe's source does not resolve (IMP-09), so Megatron's default stood in. Give the value to decide it.</source>
        <translation>Not a verdict: it rests on %1, which the recipe's source does not resolve (IMP-09), so Megatron's default stood in. Give the value to decide it.</translation>
    </message>
</context>
<context>
    <name>cga::RunnerProbe</name>
    <message>
        <source>Choose a Python that has PyTorch with CUDA: --python, the Python setting on the Benchmark page, or CGA_PYTHON.</source>
        <translation>Choose a Python that has PyTorch with CUDA: --python, the Python setting on the Benchmark page, or CGA_PYTHON.</translation>
    </message>
    <message>
        <source>%1 (%2 GiB)</source>
        <translation>%1 (%2 GiB)</translation>
    </message>
    <message>
        <source>a GPU</source>
        <translation>a GPU</translation>
    </message>
    <message>
        <source>PyTorch %1</source>
        <translation>PyTorch %1</translation>
    </message>
    <message>
        <source>Megatron-Core %1 at %2</source>
        <translation>Megatron-Core %1 at %2</translation>
    </message>
    <message>
        <source>Transformer Engine present</source>
        <translation>Transformer Engine present</translation>
    </message>
    <message>
        <source>checking...</source>
        <translation>checking...</translation>
    </message>
    <message>
        <source>available</source>
        <translation>available</translation>
    </message>
    <message>
        <source>not available</source>
        <translation>not available</translation>
    </message>
    <message>
        <source>Build cga-bench with the project where the CUDA Toolkit is installed, or set CGA_BENCH to its path.</source>
        <translation>Build cga-bench with the project where the CUDA Toolkit is installed, or set CGA_BENCH to its path.</translation>
    </message>
    <message>
        <source>Give the folder that holds megatron/ with --megatron-path or the Megatron-Core folder setting on the Benchmark page, or add it to PYTHONPATH.</source>
        <translation>Give the folder that holds megatron/ with --megatron-path or the Megatron-Core folder setting on the Benchmark page, or add it to PYTHONPATH.</translation>
    </message>
    <message>
        <source>The check did not answer within %1 s.</source>
        <translation>The check did not answer within %1 s.</translation>
    </message>
    <message>
        <source>An import may hang (a slow network file system, a broken installation); run this in a shell to see where it stops: %1</source>
        <translation>An import may hang (a slow network file system, a broken installation); run this in a shell to see where it stops: %1</translation>
    </message>
    <message>
        <source>PyTorch does not import in this Python.</source>
        <translation>PyTorch does not import in this Python.</translation>
    </message>
    <message>
        <source>PyTorch imports, but Megatron-Core does not.</source>
        <translation>PyTorch imports, but Megatron-Core does not.</translation>
    </message>
    <message>
        <source>Give the folder that holds megatron/ (a Megatron-LM checkout) with --megatron-path or the Megatron-Core folder setting on the Benchmark page, or add it to PYTHONPATH.</source>
        <translation>Give the folder that holds megatron/ (a Megatron-LM checkout) with --megatron-path or the Megatron-Core folder setting on the Benchmark page, or add it to PYTHONPATH.</translation>
    </message>
    <message>
        <source>PyTorch imports but sees no CUDA GPU (a CPU-only PyTorch, no driver, or CUDA_VISIBLE_DEVICES hides the GPUs).</source>
        <translation>PyTorch imports but sees no CUDA GPU (a CPU-only PyTorch, no driver, or CUDA_VISIBLE_DEVICES hides the GPUs).</translation>
    </message>
    <message>
        <source>cga-bench finds no CUDA GPU (no GPU, no driver, or CUDA_VISIBLE_DEVICES hides the GPUs).</source>
        <translation>cga-bench finds no CUDA GPU (no GPU, no driver, or CUDA_VISIBLE_DEVICES hides the GPUs).</translation>
    </message>
    <message>
        <source>Check that nvidia-smi lists the GPU and that this PyTorch is a CUDA build (torch.version.cuda is set).</source>
        <translation>Check that nvidia-smi lists the GPU and that this PyTorch is a CUDA build (torch.version.cuda is set).</translation>
    </message>
    <message>
        <source>Check that nvidia-smi lists the GPU.</source>
        <translation>Check that nvidia-smi lists the GPU.</translation>
    </message>
    <message>
        <source>Megatron-Core imports, so its check-only validation still works.</source>
        <translation>Megatron-Core imports, so its check-only validation still works.</translation>
    </message>
    <message>
        <source>The check could not run.</source>
        <translation>The check could not run.</translation>
    </message>
    <message>
        <source>The check failed: %1</source>
        <translation>The check failed: %1</translation>
    </message>
    <message>
        <source>Run this in a shell to see the error: %1</source>
        <translation>Run this in a shell to see the error: %1</translation>
    </message>
</context>
<context>
    <name>cga::SbatchEmitter</name>
    <message>
        <source>--%1 '%2' cannot go into an #SBATCH line (sbatch reads those without a shell): use letters, digits and . _ , : @ % + = / - only.</source>
        <translation>--%1 '%2' cannot go into an #SBATCH line (sbatch reads those without a shell): use letters, digits and . _ , : @ % + = / - only.</translation>
    </message>
    <message>
        <source>--time '%1' is not a Slurm time such as 01:00:00 or 1-00:00:00.</source>
        <translation>--time '%1' is not a Slurm time such as 01:00:00 or 1-00:00:00.</translation>
    </message>
    <message>
        <source>Nodes and GPUs per node must be at least 1.</source>
        <translation>Nodes and GPUs per node must be at least 1.</translation>
    </message>
    <message>
        <source>The seed must not be negative.</source>
        <translation>The seed must not be negative.</translation>
    </message>
    <message>
        <source>CUDA graphs are off in this configuration: both variants run eagerly.</source>
        <translation>CUDA graphs are off in this configuration: both variants run eagerly.</translation>
    </message>
    <message>
        <source>Give the training command that each step runs (for example python scripts/training/run_recipe.py --recipe NAME); only the perf-harness variant has a default.</source>
        <translation>Give the training command that each step runs (for example python scripts/training/run_recipe.py --recipe NAME); only the perf-harness variant has a default.</translation>
    </message>
    <message>
        <source>Eager-against-graph A/B on Slurm</source>
        <translation>Eager-against-graph A/B on Slurm</translation>
    </message>
    <message>
        <source>Both variants have the same shapes and seed; the eager one is the rollback:</source>
        <translation>Both variants have the same shapes and seed; the eager one is the rollback:</translation>
    </message>
    <message>
        <source>The configuration's environment: exported so the cluster profile cannot override it (exports win over env_vars).</source>
        <translation>The configuration's environment: exported so the cluster profile cannot override it (exports win over env_vars).</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Setup</translation>
    </message>
    <message>
        <source>The variants as --config-file overrides.</source>
        <translation>The variants as --config-file overrides.</translation>
    </message>
    <message>
        <source>The task that finishes second charts both logs.</source>
        <translation>The task that finishes second charts both logs.</translation>
    </message>
    <message>
        <source>Logs: &lt;log dir&gt;/eager.log and &lt;log dir&gt;/graph.log; compare replay iterations after warmup and capture (ADV-06).</source>
        <translation>Logs: &lt;log dir&gt;/eager.log and &lt;log dir&gt;/graph.log; compare replay iterations after warmup and capture (ADV-06).</translation>
    </message>
    <message>
        <source>cga report failed; the logs are in</source>
        <translation>cga report failed; the logs are in</translation>
    </message>
    <message>
        <source>Chart the A/B with:</source>
        <translation>Chart the A/B with:</translation>
    </message>
    <message>
        <source>Submit with sbatch: array task 0 runs eager, 1 runs graph.</source>
        <translation>Submit with sbatch: array task 0 runs eager, 1 runs graph.</translation>
    </message>
    <message>
        <source>started</source>
        <translation>started</translation>
    </message>
    <message>
        <source>log</source>
        <translation>log</translation>
    </message>
</context>
<context>
    <name>cga::SetValuesCommand</name>
    <message>
        <source>Set %1</source>
        <translation>Set %1</translation>
    </message>
</context>
<context>
    <name>cga::ShellWords</name>
    <message>
        <source>unterminated single quote</source>
        <translation>unterminated single quote</translation>
    </message>
    <message>
        <source>unterminated double quote</source>
        <translation>unterminated double quote</translation>
    </message>
</context>
<context>
    <name>cga::SlurmError</name>
    <message>
        <source>Slurm is not installed</source>
        <translation>Slurm is not installed</translation>
    </message>
    <message>
        <source>Slurm is not reachable</source>
        <translation>Slurm is not reachable</translation>
    </message>
    <message>
        <source>Invalid partition</source>
        <translation>Invalid partition</translation>
    </message>
    <message>
        <source>Invalid account</source>
        <translation>Invalid account</translation>
    </message>
    <message>
        <source>Invalid time limit</source>
        <translation>Invalid time limit</translation>
    </message>
    <message>
        <source>Resources not available</source>
        <translation>Resources not available</translation>
    </message>
    <message>
        <source>Unknown job</source>
        <translation>Unknown job</translation>
    </message>
    <message>
        <source>Slurm accounting is disabled</source>
        <translation>Slurm accounting is disabled</translation>
    </message>
    <message>
        <source>Permission denied</source>
        <translation>Permission denied</translation>
    </message>
    <message>
        <source>Slurm did not answer</source>
        <translation>Slurm did not answer</translation>
    </message>
    <message>
        <source>Unexpected answer from Slurm</source>
        <translation>Unexpected answer from Slurm</translation>
    </message>
    <message>
        <source>Slurm command failed</source>
        <translation>Slurm command failed</translation>
    </message>
    <message>
        <source>%1 was not found. Install the Slurm client tools (Debian: slurm-client) or run the tool on a login node of the cluster.</source>
        <translation>%1 was not found. Install the Slurm client tools (Debian: slurm-client) or run the tool on a login node of the cluster.</translation>
    </message>
    <message>
        <source>%1 could not reach the Slurm controller: check that this machine is a login node of the cluster, that slurm.conf (or SLURM_CONF) is found and that munge is running.</source>
        <translation>%1 could not reach the Slurm controller: check that this machine is a login node of the cluster, that slurm.conf (or SLURM_CONF) is found and that munge is running.</translation>
    </message>
    <message>
        <source>The cluster has no such partition (or you may not use it): pick one that sinfo lists.</source>
        <translation>The cluster has no such partition (or you may not use it): pick one that sinfo lists.</translation>
    </message>
    <message>
        <source>The account is unknown, or not allowed on this partition: pick one that sacctmgr show assoc lists for you.</source>
        <translation>The account is unknown, or not allowed on this partition: pick one that sacctmgr show assoc lists for you.</translation>
    </message>
    <message>
        <source>The time limit is not a Slurm time (such as 01:00:00 or 1-00:00:00) or exceeds the partition's limit.</source>
        <translation>The time limit is not a Slurm time (such as 01:00:00 or 1-00:00:00) or exceeds the partition's limit.</translation>
    </message>
    <message>
        <source>The cluster cannot give the requested nodes, GPUs or tasks: lower them, or pick another partition. Use 0 GPUs per node on clusters that do not schedule GPUs as resources.</source>
        <translation>The cluster cannot give the requested nodes, GPUs or tasks: lower them, or pick another partition. Use 0 GPUs per node on clusters that do not schedule GPUs as resources.</translation>
    </message>
    <message>
        <source>Slurm does not know this job (any more).</source>
        <translation>Slurm does not know this job (any more).</translation>
    </message>
    <message>
        <source>This cluster keeps no job accounting (no slurmdbd): finished steps are read from the queue and the logs instead of sacct.</source>
        <translation>This cluster keeps no job accounting (no slurmdbd): finished steps are read from the queue and the logs instead of sacct.</translation>
    </message>
    <message>
        <source>Slurm refused the request: the job may belong to another user.</source>
        <translation>Slurm refused the request: the job may belong to another user.</translation>
    </message>
    <message>
        <source>%1 did not answer within %2 s and was stopped; the controller may be overloaded or unreachable.</source>
        <translation>%1 did not answer within %2 s and was stopped; the controller may be overloaded or unreachable.</translation>
    </message>
    <message>
        <source>%1 answered in an unexpected format: %2</source>
        <translation>%1 answered in an unexpected format: %2</translation>
    </message>
    <message>
        <source>%1 failed with exit status %2.</source>
        <translation>%1 failed with exit status %2.</translation>
    </message>
</context>
<context>
    <name>cga::SlurmOutput</name>
    <message>
        <source>Pending</source>
        <translation>Pending</translation>
    </message>
    <message>
        <source>Configuring</source>
        <translation>Configuring</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Running</translation>
    </message>
    <message>
        <source>Completing</source>
        <translation>Completing</translation>
    </message>
    <message>
        <source>Suspended</source>
        <translation>Suspended</translation>
    </message>
    <message>
        <source>Requeued</source>
        <translation>Requeued</translation>
    </message>
    <message>
        <source>Resizing</source>
        <translation>Resizing</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Stopped</translation>
    </message>
    <message>
        <source>Completed</source>
        <translation>Completed</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Failed</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Cancelled</translation>
    </message>
    <message>
        <source>Time limit reached</source>
        <translation>Time limit reached</translation>
    </message>
    <message>
        <source>Out of memory</source>
        <translation>Out of memory</translation>
    </message>
    <message>
        <source>Node failure</source>
        <translation>Node failure</translation>
    </message>
    <message>
        <source>Preempted</source>
        <translation>Preempted</translation>
    </message>
    <message>
        <source>Boot failure</source>
        <translation>Boot failure</translation>
    </message>
    <message>
        <source>Deadline reached</source>
        <translation>Deadline reached</translation>
    </message>
    <message>
        <source>Revoked</source>
        <translation>Revoked</translation>
    </message>
    <message>
        <source>Special exit</source>
        <translation>Special exit</translation>
    </message>
    <message>
        <source>Ended</source>
        <translation>Ended</translation>
    </message>
    <message>
        <source>Not run</source>
        <translation>Not run</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Unknown</translation>
    </message>
    <message>
        <source>sbatch printed no job id.</source>
        <translation>sbatch printed no job id.</translation>
    </message>
    <message>
        <source>sbatch printed '%1' instead of a job id.</source>
        <translation>sbatch printed '%1' instead of a job id.</translation>
    </message>
    <message>
        <source>squeue line %1 is not 'job|state|time|reason|start|end|nodes|name': %2</source>
        <translation>squeue line %1 is not 'job|state|time|reason|start|end|nodes|name': %2</translation>
    </message>
    <message>
        <source>squeue line %1 has no job state: %2</source>
        <translation>squeue line %1 has no job state: %2</translation>
    </message>
    <message>
        <source>squeue line %1 is not 'step|time|nodes|name': %2</source>
        <translation>squeue line %1 is not 'step|time|nodes|name': %2</translation>
    </message>
    <message>
        <source>sacct line %1 is not 'job|state|exit code|elapsed|start|end|nodes|name': %2</source>
        <translation>sacct line %1 is not 'job|state|exit code|elapsed|start|end|nodes|name': %2</translation>
    </message>
    <message>
        <source>sacct line %1 has no job id or state: %2</source>
        <translation>sacct line %1 has no job id or state: %2</translation>
    </message>
    <message>
        <source>sacct line %1 does not start with a job id: %2</source>
        <translation>sacct line %1 does not start with a job id: %2</translation>
    </message>
</context>
<context>
    <name>cga::SourceText</name>
    <message>
        <source>Megatron Bridge pull request #%1</source>
        <translation>Megatron Bridge pull request #%1</translation>
    </message>
    <message>
        <source>Megatron-Core pull request #%1</source>
        <translation>Megatron-Core pull request #%1</translation>
    </message>
    <message>
        <source>Transformer Engine issue #%1</source>
        <translation>Transformer Engine issue #%1</translation>
    </message>
    <message>
        <source>the built-in preset %1, line %2</source>
        <translation>the built-in preset %1, line %2</translation>
    </message>
    <message>
        <source>the built-in preset %1</source>
        <translation>the built-in preset %1</translation>
    </message>
</context>
<context>
    <name>cga::SpeedupChart</name>
    <message>
        <source>%1 against %2: %3x, 95% interval %4-%5, %6</source>
        <translation>%1 against %2: %3x, 95% interval %4-%5, %6</translation>
    </message>
    <message>
        <source>No graphed mode with an eager baseline in these results.</source>
        <translation>No graphed mode with an eager baseline in these results.</translation>
    </message>
    <message>
        <source>speedup</source>
        <translation>speedup</translation>
    </message>
    <message>
        <source>Graphed mode</source>
        <translation>Graphed mode</translation>
    </message>
    <message>
        <source>Speedup over eager (median, 95% interval)</source>
        <translation>Speedup over eager (median, 95% interval)</translation>
    </message>
    <message>
        <source>Speedup against eager</source>
        <translation>Speedup against eager</translation>
    </message>
    <message numerus="yes">
        <source>pays back after %n iteration(s)</source>
        <translation>
            <numerusform>pays back after %n iteration</numerusform>
            <numerusform>pays back after %n iterations</numerusform>
        </translation>
    </message>
    <message>
        <source>no graph</source>
        <translation>no graph</translation>
    </message>
    <message>
        <source>no CUDA graph was made: the eager step ran</source>
        <translation>no CUDA graph was made: the eager step ran</translation>
    </message>
</context>
<context>
    <name>cga::StartPage</name>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Begin from a recipe that Megatron Bridge ships, or from your own configuration.</source>
        <translation>Begin from a recipe that Megatron Bridge ships, or from your own configuration.</translation>
    </message>
    <message>
        <source>Presets from Megatron Bridge recipes (double-click or select to load):</source>
        <translation>Presets from Megatron Bridge recipes (double-click or select to load):</translation>
    </message>
    <message>
        <source>Search presets: model, GPU, precision, recipe name ...</source>
        <translation>Search presets: model, GPU, precision, recipe name ...</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Preset</translation>
    </message>
    <message>
        <source>Source recipe</source>
        <translation>Source recipe</translation>
    </message>
    <message>
        <source>Or start from:</source>
        <translation>Or start from:</translation>
    </message>
    <message>
        <source>Bridge YAML file...</source>
        <translation>Bridge YAML file...</translation>
    </message>
    <message>
        <source>Perf-harness command...</source>
        <translation>Perf-harness command...</translation>
    </message>
    <message>
        <source>Megatron-LM arguments...</source>
        <translation>Megatron-LM arguments...</translation>
    </message>
    <message>
        <source>Training log...</source>
        <translation>Training log...</translation>
    </message>
    <message>
        <source>Blank configuration</source>
        <translation>Blank configuration</translation>
    </message>
    <message>
        <source>All Bridge recipes: %1</source>
        <translation>All Bridge recipes: %1</translation>
    </message>
    <message>
        <source>a blank configuration</source>
        <translation>a blank configuration</translation>
    </message>
    <message>
        <source>Loaded: %1. Press Next to review its workload.</source>
        <translation>Loaded: %1. Press Next to review its workload.</translation>
    </message>
</context>
<context>
    <name>cga::Statistics</name>
    <message>
        <source>faster than eager</source>
        <translation>faster than eager</translation>
    </message>
    <message>
        <source>slower than eager</source>
        <translation>slower than eager</translation>
    </message>
    <message>
        <source>no significant difference</source>
        <translation>no significant difference</translation>
    </message>
    <message>
        <source>not enough samples</source>
        <translation>not enough samples</translation>
    </message>
</context>
<context>
    <name>cga::StepMarkers</name>
    <message>
        <source>whole trace</source>
        <translation>whole trace</translation>
    </message>
    <message>
        <source>step %1</source>
        <translation>step %1</translation>
    </message>
</context>
<context>
    <name>cga::StepTimeChart</name>
    <message>
        <source>%1, step %2 (%3): %4 ms</source>
        <translation>%1, step %2 (%3): %4 ms</translation>
    </message>
    <message>
        <source>capture (%1)</source>
        <translation>capture (%1)</translation>
    </message>
    <message>
        <source>No step times in these results.</source>
        <translation>No step times in these results.</translation>
    </message>
    <message>
        <source>Step (first call, warmup, capture, replay)</source>
        <translation>Step (first call, warmup, capture, replay)</translation>
    </message>
    <message>
        <source>Step time [ms]</source>
        <translation>Step time [ms]</translation>
    </message>
    <message>
        <source>Step time per iteration</source>
        <translation>Step time per iteration</translation>
    </message>
    <message numerus="yes">
        <source>%1 phase of %2: %3, %n sample(s)</source>
        <translation>
            <numerusform>%1 phase of %2: %3, %n sample</numerusform>
            <numerusform>%1 phase of %2: %3, %n samples</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 phase</source>
        <translation>%1 phase</translation>
    </message>
    <message>
        <source>%1, step %2: capture, instantiation and upload took %3 ms</source>
        <translation>%1, step %2: capture, instantiation and upload took %3 ms</translation>
    </message>
    <message>
        <source>step %1</source>
        <translation>step %1</translation>
    </message>
    <message>
        <source>steps %1-%2</source>
        <translation>steps %1-%2</translation>
    </message>
</context>
<context>
    <name>cga::TargetContext</name>
    <message>
        <source>unknown GPU</source>
        <translation>unknown GPU</translation>
    </message>
    <message>
        <source>Unknown GPU '%1'. Use one of %2 or a compute capability such as 9.0.</source>
        <translation>Unknown GPU '%1'. Use one of %2 or a compute capability such as 9.0.</translation>
    </message>
    <message>
        <source>Megatron Bridge recipe (Python)</source>
        <translation>Megatron Bridge recipe (Python)</translation>
    </message>
    <message>
        <source>Megatron Bridge YAML and overrides</source>
        <translation>Megatron Bridge YAML and overrides</translation>
    </message>
    <message>
        <source>Megatron Bridge performance harness</source>
        <translation>Megatron Bridge performance harness</translation>
    </message>
    <message>
        <source>Megatron-LM command line</source>
        <translation>Megatron-LM command line</translation>
    </message>
    <message>
        <source>Megatron-Core pinned by Megatron Bridge</source>
        <translation>Megatron-Core pinned by Megatron Bridge</translation>
    </message>
    <message>
        <source>Megatron-Core main branch</source>
        <translation>Megatron-Core main branch</translation>
    </message>
    <message>
        <source>Megatron-Core before 2026-05-18 (cuda_graph_scope API)</source>
        <translation>Megatron-Core before 2026-05-18 (cuda_graph_scope API)</translation>
    </message>
    <message>
        <source>Megatron-Core TransformerConfig built directly</source>
        <translation>Megatron-Core TransformerConfig built directly</translation>
    </message>
</context>
<context>
    <name>cga::TraceByteSource</name>
    <message>
        <source>%1: cannot be read: %2</source>
        <translation>%1: cannot be read: %2</translation>
    </message>
    <message>
        <source>%1: the gzip reader could not start</source>
        <translation>%1: the gzip reader could not start</translation>
    </message>
    <message>
        <source>%1: read error: %2</source>
        <translation>%1: read error: %2</translation>
    </message>
    <message>
        <source>%1: the gzip data ends early (after %2 compressed bytes): the file is truncated</source>
        <translation>%1: the gzip data ends early (after %2 compressed bytes): the file is truncated</translation>
    </message>
    <message>
        <source>%1: the gzip data is damaged near compressed byte %2 (%3)</source>
        <translation>%1: the gzip data is damaged near compressed byte %2 (%3)</translation>
    </message>
</context>
<context>
    <name>cga::TraceEventParser</name>
    <message>
        <source>a string is not terminated</source>
        <translation>a string is not terminated</translation>
    </message>
    <message>
        <source>an illegal escape sequence</source>
        <translation>an illegal escape sequence</translation>
    </message>
    <message>
        <source>a string is not valid UTF-8</source>
        <translation>a string is not valid UTF-8</translation>
    </message>
    <message>
        <source>an illegal number</source>
        <translation>an illegal number</translation>
    </message>
    <message>
        <source>expected a value</source>
        <translation>expected a value</translation>
    </message>
    <message>
        <source>the event is nested too deeply</source>
        <translation>the event is nested too deeply</translation>
    </message>
    <message>
        <source>expected ',' or '}'</source>
        <translation>expected ',' or '}'</translation>
    </message>
    <message>
        <source>expected ',' or ']'</source>
        <translation>expected ',' or ']'</translation>
    </message>
    <message>
        <source>expected a member name</source>
        <translation>expected a member name</translation>
    </message>
    <message>
        <source>expected ':'</source>
        <translation>expected ':'</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>expected an object</translation>
    </message>
    <message>
        <source>"%1" appears twice</source>
        <translation>"%1" appears twice</translation>
    </message>
    <message>
        <source>"%1" is not a string</source>
        <translation>"%1" is not a string</translation>
    </message>
    <message>
        <source>"%1" is not a number</source>
        <translation>"%1" is not a number</translation>
    </message>
    <message>
        <source>"%1" is neither a number nor a string</source>
        <translation>"%1" is neither a number nor a string</translation>
    </message>
    <message>
        <source>"%1" is not an object</source>
        <translation>"%1" is not an object</translation>
    </message>
</context>
<context>
    <name>cga::TraceEventStream</name>
    <message>
        <source>%1: byte %2: one trace event is larger than %3 MiB; the file is garbled</source>
        <translation>%1: byte %2: one trace event is larger than %3 MiB; the file is garbled</translation>
    </message>
    <message>
        <source>%1: the trace ends at byte %2 inside a value: the file is truncated</source>
        <translation>%1: the trace ends at byte %2 inside a value: the file is truncated</translation>
    </message>
    <message>
        <source>%1: byte %2: schemaVersion is not a whole number</source>
        <translation>%1: byte %2: schemaVersion is not a whole number</translation>
    </message>
    <message>
        <source>%1: schemaVersion %2 is unknown (this reader knows PyTorch profiler traces of schemaVersion %3)</source>
        <translation>%1: schemaVersion %2 is unknown (this reader knows PyTorch profiler traces of schemaVersion %3)</translation>
    </message>
    <message>
        <source>%1: byte %2: traceEvents is not an array; not a Chrome trace</source>
        <translation>%1: byte %2: traceEvents is not an array; not a Chrome trace</translation>
    </message>
    <message>
        <source>%1: the trace ends at byte %2 before its closing brace: the file is truncated</source>
        <translation>%1: the trace ends at byte %2 before its closing brace: the file is truncated</translation>
    </message>
    <message>
        <source>%1: byte %2: expected %3 but found '%4'; the file is garbled</source>
        <translation>%1: byte %2: expected %3 but found '%4'; the file is garbled</translation>
    </message>
    <message>
        <source>%1: the file is empty; not a Chrome trace</source>
        <translation>%1: the file is empty; not a Chrome trace</translation>
    </message>
    <message>
        <source>%1: does not start with a JSON object; not a Chrome trace (PyTorch profiler *.pt.trace.json)</source>
        <translation>%1: does not start with a JSON object; not a Chrome trace (PyTorch profiler *.pt.trace.json)</translation>
    </message>
    <message>
        <source>a member name</source>
        <translation>a member name</translation>
    </message>
    <message>
        <source>',' or ']' between trace events</source>
        <translation>',' or ']' between trace events</translation>
    </message>
    <message>
        <source>a trace event object</source>
        <translation>a trace event object</translation>
    </message>
    <message>
        <source>%1: byte %2: trace event %3 is not valid JSON (%4); the file is garbled</source>
        <translation>%1: byte %2: trace event %3 is not valid JSON (%4); the file is garbled</translation>
    </message>
    <message>
        <source>',' or '}' after a member</source>
        <translation>',' or '}' after a member</translation>
    </message>
    <message>
        <source>%1: a JSON object without traceEvents; not a Chrome trace</source>
        <translation>%1: a JSON object without traceEvents; not a Chrome trace</translation>
    </message>
    <message>
        <source>%1: byte %2: trace event %3: %4; the file is garbled</source>
        <translation>%1: byte %2: trace event %3: %4; the file is garbled</translation>
    </message>
</context>
<context>
    <name>cga::TrainingLogResult</name>
    <message>
        <source>%1: %2 NUL bytes: this looks like a binary file, not a text log.</source>
        <translation>%1: %2 NUL bytes: this looks like a binary file, not a text log.</translation>
    </message>
    <message>
        <source>%1: %2 line(s) longer than %3 bytes were cut.</source>
        <translation>%1: %2 line(s) longer than %3 bytes were cut.</translation>
    </message>
    <message>
        <source>%1: the last line (%2) has no line end: the log was cut or is still being written.</source>
        <translation>%1: the last line (%2) has no line end: the log was cut or is still being written.</translation>
    </message>
    <message>
        <source>%1: no iteration line and no Step Time line: not a Megatron training log, or it stops before the first logged iteration.</source>
        <translation>%1: no iteration line and no Step Time line: not a Megatron training log, or it stops before the first logged iteration.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n iteration line(s) read, but none gives the time of the step (no 'elapsed time per iteration (ms)', 'train_step_timing in s' or 'Step Time' value): nothing to report.</source>
        <translation>
            <numerusform>%1: %n iteration line read, but none gives the time of the step (no 'elapsed time per iteration (ms)', 'train_step_timing in s' or 'Step Time' value): nothing to report.</numerusform>
            <numerusform>%1: %n iteration lines read, but none gives the time of the step (no 'elapsed time per iteration (ms)', 'train_step_timing in s' or 'Step Time' value): nothing to report.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cga::UndoActions</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Undo %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Redo</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Redo %1</translation>
    </message>
</context>
<context>
    <name>cga::UnicodeText</name>
    <message>
        <source>%1 holds the Unicode noncharacter U+%2, which configuration files cannot store; remove it.</source>
        <translation>%1 holds the Unicode noncharacter U+%2, which configuration files cannot store; remove it.</translation>
    </message>
</context>
<context>
    <name>cga::UnsavedChanges</name>
    <message>
        <source>Unsaved changes</source>
        <translation>Unsaved changes</translation>
    </message>
    <message>
        <source>Save the changes to this configuration before closing?</source>
        <translation>Save the changes to this configuration before closing?</translation>
    </message>
    <message>
        <source>Save the changes to this configuration before it is replaced?</source>
        <translation>Save the changes to this configuration before it is replaced?</translation>
    </message>
    <message>
        <source>Save the changes to %1 before closing?</source>
        <translation>Save the changes to %1 before closing?</translation>
    </message>
    <message>
        <source>Save the changes to %1 before it is replaced?</source>
        <translation>Save the changes to %1 before it is replaced?</translation>
    </message>
    <message>
        <source>Discard closes without them; Cancel keeps the window open.</source>
        <translation>Discard closes without them; Cancel keeps the window open.</translation>
    </message>
    <message>
        <source>Discard loses them; Cancel keeps this configuration and its undo history.</source>
        <translation>Discard loses them; Cancel keeps this configuration and its undo history.</translation>
    </message>
</context>
<context>
    <name>cga::ValueParser</name>
    <message>
        <source>%1 cannot be null; expected %2.</source>
        <translation>%1 cannot be null; expected %2.</translation>
    </message>
    <message>
        <source>%1 expects true or false, got '%2'.</source>
        <translation>%1 expects true or false, got '%2'.</translation>
    </message>
    <message>
        <source>%1 expects a whole number, got '%2'.</source>
        <translation>%1 expects a whole number, got '%2'.</translation>
    </message>
    <message>
        <source>%1 expects a number, got '%2'.</source>
        <translation>%1 expects a number, got '%2'.</translation>
    </message>
    <message>
        <source>%1 must be one of %2, got '%3'.</source>
        <translation>%1 must be one of %2, got '%3'.</translation>
    </message>
    <message>
        <source>%1 expects a number or a list of 0/1 such as [1,0,1], got '%2'.</source>
        <translation>%1 expects a number or a list of 0/1 such as [1,0,1], got '%2'.</translation>
    </message>
    <message>
        <source>%1: unsupported value '%2'.</source>
        <translation>%1: unsupported value '%2'.</translation>
    </message>
    <message>
        <source>%1 expects a list of whole numbers, got '%2'.</source>
        <translation>%1 expects a list of whole numbers, got '%2'.</translation>
    </message>
    <message>
        <source>%1 expects a single value, not a list.</source>
        <translation>%1 expects a single value, not a list.</translation>
    </message>
    <message>
        <source>%1: '%2' is not one of %3.</source>
        <translation>%1: '%2' is not one of %3.</translation>
    </message>
</context>
<context>
    <name>cga::WizardStepList</name>
    <message>
        <source>The current step</source>
        <translation>The current step</translation>
    </message>
    <message>
        <source>Go back to this step</source>
        <translation>Go back to this step</translation>
    </message>
    <message>
        <source>Reached with Next</source>
        <translation>Reached with Next</translation>
    </message>
</context>
<context>
    <name>cga::Workload</name>
    <message>
        <source>unknown workload kind "%1"</source>
        <translation>unknown workload kind "%1"</translation>
    </message>
    <message>
        <source>unknown op profile "%1" (megatron, megatron-local or pytorch)</source>
        <translation>unknown op profile "%1" (megatron, megatron-local or pytorch)</translation>
    </message>
    <message>
        <source>the model needs at least one layer and a hidden size that is a multiple of 8</source>
        <translation>the model needs at least one layer and a hidden size that is a multiple of 8</translation>
    </message>
    <message>
        <source>the number of attention heads (%1) must divide the hidden size (%2)</source>
        <translation>the number of attention heads (%1) must divide the hidden size (%2)</translation>
    </message>
    <message>
        <source>sequence length, micro-batch size and microbatches must be positive</source>
        <translation>sequence length, micro-batch size and microbatches must be positive</translation>
    </message>
    <message>
        <source>the tensor-parallel size (%1) must divide the heads and the FFN size</source>
        <translation>the tensor-parallel size (%1) must divide the heads and the FFN size</translation>
    </message>
    <message>
        <source>the data type must be bf16 or fp8</source>
        <translation>the data type must be bf16 or fp8</translation>
    </message>
    <message>
        <source>the number of experts must be 0 (dense) or at least 2</source>
        <translation>the number of experts must be 0 (dense) or at least 2</translation>
    </message>
    <message>
        <source>the router top-k (%1) must be between 1 and the number of experts</source>
        <translation>the router top-k (%1) must be between 1 and the number of experts</translation>
    </message>
    <message>
        <source>the expert-parallel size (%1) must divide the number of experts</source>
        <translation>the expert-parallel size (%1) must divide the number of experts</translation>
    </message>
    <message>
        <source>no modes to compare</source>
        <translation>no modes to compare</translation>
    </message>
    <message>
        <source>"%1" must be a string</source>
        <translation>"%1" must be a string</translation>
    </message>
    <message>
        <source>"%1" must be a non-negative integer</source>
        <translation>"%1" must be a non-negative integer</translation>
    </message>
    <message>
        <source>%1 is not set; assumed %2</source>
        <translation>%1 is not set; assumed %2</translation>
    </message>
    <message>
        <source>the sequence length is not set; assumed %1</source>
        <translation>the sequence length is not set; assumed %1</translation>
    </message>
    <message>
        <source>one microbatch per step (the data-parallel size is not known here; set the microbatches per step)</source>
        <translation>one microbatch per step (the data-parallel size is not known here; set the microbatches per step)</translation>
    </message>
    <message>
        <source>the vocabulary size is not part of the configuration; assumed %1</source>
        <translation>the vocabulary size is not part of the configuration; assumed %1</translation>
    </message>
    <message>
        <source>mamba layers are not emulated; the mamba scope is left out</source>
        <translation>mamba layers are not emulated; the mamba scope is left out</translation>
    </message>
    <message>
        <source>num_query_groups %1 does not divide the %2 attention heads; measured with one group per head</source>
        <translation>num_query_groups %1 does not divide the %2 attention heads; measured with one group per head</translation>
    </message>
    <message>
        <source>the tensor-parallel size %1 does not divide the heads, query groups and FFN; emulated without it</source>
        <translation>the tensor-parallel size %1 does not divide the heads, query groups and FFN; emulated without it</translation>
    </message>
    <message>
        <source>the number of query groups (%1) must divide the number of attention heads (%2)</source>
        <translation>the number of query groups (%1) must divide the number of attention heads (%2)</translation>
    </message>
    <message>
        <source>the tensor-parallel size (%1) must divide the number of query groups (%2)</source>
        <translation>the tensor-parallel size (%1) must divide the number of query groups (%2)</translation>
    </message>
    <message>
        <source>unknown cuda_graph_impl "%1" (transformer_engine, local or full_iteration)</source>
        <translation>unknown cuda_graph_impl "%1" (transformer_engine, local or full_iteration)</translation>
    </message>
</context>
<context>
    <name>cga::WorkloadFacts</name>
    <message>
        <source>with MoE layers</source>
        <translation>with MoE layers</translation>
    </message>
    <message>
        <source>selective recompute</source>
        <translation>selective recompute</translation>
    </message>
    <message>
        <source>full recompute</source>
        <translation>full recompute</translation>
    </message>
    <message>
        <source>CPU offloading</source>
        <translation>CPU offloading</translation>
    </message>
    <message>
        <source>fine-grained offloading</source>
        <translation>fine-grained offloading</translation>
    </message>
    <message>
        <source>packed sequences</source>
        <translation>packed sequences</translation>
    </message>
    <message>
        <source>EP overlap</source>
        <translation>EP overlap</translation>
    </message>
</context>
<context>
    <name>cga::WorkloadKinds</name>
    <message>
        <source>Dense</source>
        <translation>Dense</translation>
    </message>
    <message>
        <source>MoE, dropless</source>
        <translation>MoE, dropless</translation>
    </message>
    <message>
        <source>MoE, drop and pad</source>
        <translation>MoE, drop and pad</translation>
    </message>
    <message>
        <source>Hybrid Mamba</source>
        <translation>Hybrid Mamba</translation>
    </message>
    <message>
        <source>Vision-language</source>
        <translation>Vision-language</translation>
    </message>
</context>
<context>
    <name>cga::WorkloadPage</name>
    <message>
        <source>unset</source>
        <translation>unset</translation>
    </message>
    <message>
        <source>Change the model kind</source>
        <translation>Change the model kind</translation>
    </message>
    <message>
        <source>Change the precision</source>
        <translation>Change the precision</translation>
    </message>
    <message>
        <source>Change the sequence length</source>
        <translation>Change the sequence length</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Workload</translation>
    </message>
    <message>
        <source>What you train and where: the shapes decide how much launch overhead graphs can remove.</source>
        <translation>What you train and where: the shapes decide how much launch overhead graphs can remove.</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Run</translation>
    </message>
    <message>
        <source>Model kind</source>
        <translation>Model kind</translation>
    </message>
    <message>
        <source>Dense transformer</source>
        <translation>Dense transformer</translation>
    </message>
    <message>
        <source>MoE, dropless routing</source>
        <translation>MoE, dropless routing</translation>
    </message>
    <message>
        <source>MoE, drop-and-pad routing</source>
        <translation>MoE, drop-and-pad routing</translation>
    </message>
    <message>
        <source>Hybrid Mamba (Nemotron-H)</source>
        <translation>Hybrid Mamba (Nemotron-H)</translation>
    </message>
    <message>
        <source>Vision-language MoE (Qwen3-VL)</source>
        <translation>Vision-language MoE (Qwen3-VL)</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Precision</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>Sequence length</translation>
    </message>
    <message>
        <source>BF16</source>
        <translation>BF16</translation>
    </message>
    <message>
        <source>FP16</source>
        <translation>FP16</translation>
    </message>
    <message>
        <source>FP8, current scaling (tensorwise)</source>
        <translation>FP8, current scaling (tensorwise)</translation>
    </message>
    <message>
        <source>FP8, delayed scaling</source>
        <translation>FP8, delayed scaling</translation>
    </message>
    <message>
        <source>FP8, MXFP8 (Blackwell)</source>
        <translation>FP8, MXFP8 (Blackwell)</translation>
    </message>
    <message>
        <source>FP8, sub-channel (blockwise)</source>
        <translation>FP8, sub-channel (blockwise)</translation>
    </message>
    <message>
        <source>NVFP4 (Blackwell)</source>
        <translation>NVFP4 (Blackwell)</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Layers</translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation>Hidden size</translation>
    </message>
    <message>
        <source>FFN hidden size</source>
        <translation>FFN hidden size</translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation>Attention heads</translation>
    </message>
    <message>
        <source>Experts</source>
        <translation>Experts</translation>
    </message>
    <message>
        <source>Experts per token (top-k)</source>
        <translation>Experts per token (top-k)</translation>
    </message>
    <message>
        <source>MoE layer frequency</source>
        <translation>MoE layer frequency</translation>
    </message>
    <message>
        <source>Micro-batch size</source>
        <translation>Micro-batch size</translation>
    </message>
    <message>
        <source>Global batch size</source>
        <translation>Global batch size</translation>
    </message>
    <message>
        <source>Tensor parallel</source>
        <translation>Tensor parallel</translation>
    </message>
    <message>
        <source>Pipeline parallel</source>
        <translation>Pipeline parallel</translation>
    </message>
    <message>
        <source>Virtual pipeline stages</source>
        <translation>Virtual pipeline stages</translation>
    </message>
    <message>
        <source>Context parallel</source>
        <translation>Context parallel</translation>
    </message>
    <message>
        <source>Expert parallel</source>
        <translation>Expert parallel</translation>
    </message>
    <message>
        <source>Graphs replay exactly the shapes they captured. Keep the sequence length and the micro-batch size fixed for the whole run and pad every sample to the sequence length; nothing checks this before the first replay.</source>
        <translation>Graphs replay exactly the shapes they captured. Keep the sequence length and the micro-batch size fixed for the whole run and pad every sample to the sequence length; nothing checks this before the first replay.</translation>
    </message>
    <message>
        <source>Applies to mixture-of-experts models only: set Experts above 1 (or choose an MoE model kind) first.</source>
        <translation>Applies to mixture-of-experts models only: set Experts above 1 (or choose an MoE model kind) first.</translation>
    </message>
</context>
<context>
    <name>cga::YamlEmitter</name>
    <message>
        <source>Bridge's mixed-precision recipe; sets bf16/fp8/fp4 on the model.</source>
        <translation>Bridge's mixed-precision recipe; sets bf16/fp8/fp4 on the model.</translation>
    </message>
    <message>
        <source>No offline packing.</source>
        <translation>No offline packing.</translation>
    </message>
    <message>
        <source>yaml-cpp could not write the file: %1</source>
        <translation>yaml-cpp could not write the file: %1</translation>
    </message>
    <message>
        <source>Megatron Bridge override file for --config-file</source>
        <translation>Megatron Bridge override file for --config-file</translation>
    </message>
</context>
<context>
    <name>cga::YamlImporter</name>
    <message>
        <source>the document has more than %1 nodes (counting aliases); refusing to read it.</source>
        <translation>the document has more than %1 nodes (counting aliases); refusing to read it.</translation>
    </message>
    <message>
        <source>the top level must be a mapping of config sections (model:, train: ...).</source>
        <translation>the top level must be a mapping of config sections (model:, train: ...).</translation>
    </message>
    <message>
        <source>env_vars must be a mapping of NAME: value.</source>
        <translation>env_vars must be a mapping of NAME: value.</translation>
    </message>
    <message>
        <source>an environment variable needs a single value.</source>
        <translation>an environment variable needs a single value.</translation>
    </message>
    <message>
        <source>the value is longer than %1 bytes.</source>
        <translation>the value is longer than %1 bytes.</translation>
    </message>
    <message>
        <source>list items must be single values.</source>
        <translation>list items must be single values.</translation>
    </message>
    <message>
        <source>%1 expects %2, not a mapping.</source>
        <translation>%1 expects %2, not a mapping.</translation>
    </message>
    <message>
        <source>MODEL_ARGS must be a mapping of --flag: value.</source>
        <translation>MODEL_ARGS must be a mapping of --flag: value.</translation>
    </message>
    <message>
        <source>the document is nested more than %1 levels deep; refusing to parse it.</source>
        <translation>the document is nested more than %1 levels deep; refusing to parse it.</translation>
    </message>
    <message>
        <source>malformed YAML: %1</source>
        <translation>malformed YAML: %1</translation>
    </message>
    <message>
        <source>unexpected YAML structure: %1</source>
        <translation>unexpected YAML structure: %1</translation>
    </message>
    <message>
        <source>the document expands to more than %1 nodes (through aliases or nesting); refusing to read it.</source>
        <translation>the document expands to more than %1 nodes (through aliases or nesting); refusing to read it.</translation>
    </message>
    <message>
        <source>this key is written twice in the same mapping (first on line %1); YAML keys must be unique, and Megatron Bridge refuses such a file. Keep one of them.</source>
        <translation>this key is written twice in the same mapping (first on line %1); YAML keys must be unique, and Megatron Bridge refuses such a file. Keep one of them.</translation>
    </message>
    <message>
        <source>(a list or mapping)</source>
        <translation>(a list or mapping)</translation>
    </message>
</context>
<context>
    <name>cga::cli</name>
    <message>
        <source>Language of the output: en or zh_CN.</source>
        <translation>Language of the output: en or zh_CN.</translation>
    </message>
    <message>
        <source>Explain a rule: its condition, message, source and fix.</source>
        <translation>Explain a rule: its condition, message, source and fix.</translation>
    </message>
    <message>
        <source>A rule id such as MC-22, or 'all'.</source>
        <translation>A rule id such as MC-22, or 'all'.</translation>
    </message>
    <message>
        <source>Give a rule id, e.g. cga explain MC-22.</source>
        <translation>Give a rule id, e.g. cga explain MC-22.</translation>
    </message>
    <message>
        <source>Unknown rule id '%1'. Run 'cga explain all' for the list.</source>
        <translation>Unknown rule id '%1'. Run 'cga explain all' for the list.</translation>
    </message>
    <message>
        <source>List the configuration fields the rules read.</source>
        <translation>List the configuration fields the rules read.</translation>
    </message>
    <message>
        <source>type: %1, default: %2</source>
        <translation>type: %1, default: %2</translation>
    </message>
    <message>
        <source>allowed: %1</source>
        <translation>allowed: %1</translation>
    </message>
    <message>
        <source>rules: %1</source>
        <translation>rules: %1</translation>
    </message>
    <message>
        <source>Usage: cga &lt;command&gt; [options]</source>
        <translation>Usage: cga &lt;command&gt; [options]</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>Commands:</translation>
    </message>
    <message>
        <source>Run 'cga &lt;command&gt; --help' for the options of a command.</source>
        <translation>Run 'cga &lt;command&gt; --help' for the options of a command.</translation>
    </message>
    <message>
        <source>Unknown command '%1'.</source>
        <translation>Unknown command '%1'.</translation>
    </message>
    <message>
        <source>Target GPU: %1, or a compute capability such as 9.0.</source>
        <translation>Target GPU: %1, or a compute capability such as 9.0.</translation>
    </message>
    <message>
        <source>Transformer Engine version, e.g. 2.12.</source>
        <translation>Transformer Engine version, e.g. 2.12.</translation>
    </message>
    <message>
        <source>PyTorch version, e.g. 2.11.</source>
        <translation>PyTorch version, e.g. 2.11.</translation>
    </message>
    <message>
        <source>A variable exported by the launching shell (repeatable); it wins over env_vars.</source>
        <translation>A variable exported by the launching shell (repeatable); it wins over env_vars.</translation>
    </message>
    <message>
        <source>Megatron-Core API: pinned (default), head or legacy.</source>
        <translation>Megatron-Core API: pinned (default), head or legacy.</translation>
    </message>
    <message>
        <source>--%1 expects a version such as 2.12, got '%2'.</source>
        <translation>--%1 expects a version such as 2.12, got '%2'.</translation>
    </message>
    <message>
        <source>--env expects NAME=value, got '%1'.</source>
        <translation>--env expects NAME=value, got '%1'.</translation>
    </message>
    <message>
        <source>--profile must be pinned, head or legacy.</source>
        <translation>--profile must be pinned, head or legacy.</translation>
    </message>
    <message>
        <source>--front-end must be bridge-python, bridge-yaml, harness or megatron.</source>
        <translation>--front-end must be bridge-python, bridge-yaml, harness or megatron.</translation>
    </message>
    <message>
        <source>Check a configuration against every CUDA-graph rule.</source>
        <translation>Check a configuration against every CUDA-graph rule.</translation>
    </message>
    <message>
        <source>A Hydra override (repeatable).</source>
        <translation>A Hydra override (repeatable).</translation>
    </message>
    <message>
        <source>A perf-harness command line (run_script.py ...).</source>
        <translation>A perf-harness command line (run_script.py ...).</translation>
    </message>
    <message>
        <source>Megatron-LM arguments (--cuda-graph-impl ...).</source>
        <translation>Megatron-LM arguments (--cuda-graph-impl ...).</translation>
    </message>
    <message>
        <source>Output format: text or json.</source>
        <translation>Output format: text or json.</translation>
    </message>
    <message>
        <source>Leave out advisory (ADV-*) diagnostics.</source>
        <translation>Leave out advisory (ADV-*) diagnostics.</translation>
    </message>
    <message>
        <source>Unknown format '%1'; use text or json.</source>
        <translation>Unknown format '%1'; use text or json.</translation>
    </message>
    <message>
        <source>error: %1</source>
        <translation>error: %1</translation>
    </message>
    <message>
        <source>Target: %1, %2, %3</source>
        <translation>Target: %1, %2, %3</translation>
    </message>
    <message>
        <source>Show what the tool does on the shipped examples.</source>
        <translation>Show what the tool does on the shipped examples.</translation>
    </message>
    <message>
        <source>CUDA Graph Assistant checks a Megatron Bridge / Megatron-Core training configuration against every CUDA-graph rule before you spend cluster time, and explains each problem with a fix.</source>
        <translation>CUDA Graph Assistant checks a Megatron Bridge / Megatron-Core training configuration against every CUDA-graph rule before you spend cluster time, and explains each problem with a fix.</translation>
    </message>
    <message>
        <source>The example %1 is missing from this build.</source>
        <translation>The example %1 is missing from this build.</translation>
    </message>
    <message>
        <source>Next steps:</source>
        <translation>Next steps:</translation>
    </message>
    <message>
        <source>Find known CUDA-graph failures in training logs.</source>
        <translation>Find known CUDA-graph failures in training logs.</translation>
    </message>
    <message>
        <source>Reads Megatron Bridge / Megatron-LM training logs (one file or one per rank) and reports the known failure signatures with their pain point, the matching rule, the evidence lines and the fix. Exit status: 0 no error finding, 1 at least one error finding, 2 a file could not be read.</source>
        <translation>Reads Megatron Bridge / Megatron-LM training logs (one file or one per rank) and reports the known failure signatures with their pain point, the matching rule, the evidence lines and the fix. Exit status: 0 no error finding, 1 at least one error finding, 2 a file could not be read.</translation>
    </message>
    <message>
        <source>Log files.</source>
        <translation>Log files.</translation>
    </message>
    <message>
        <source>cuda_graph_warmup_steps of the run, when the log does not print it (default 3).</source>
        <translation>cuda_graph_warmup_steps of the run, when the log does not print it (default 3).</translation>
    </message>
    <message>
        <source>cuda_graph_impl of the run, when the log does not show it.</source>
        <translation>cuda_graph_impl of the run, when the log does not show it.</translation>
    </message>
    <message>
        <source>Evidence lines per finding (default 3).</source>
        <translation>Evidence lines per finding (default 3).</translation>
    </message>
    <message>
        <source>Nothing to diagnose: give one or more log files.</source>
        <translation>Nothing to diagnose: give one or more log files.</translation>
    </message>
    <message>
        <source>No known failure signature found in %1.</source>
        <translation>No known failure signature found in %1.</translation>
    </message>
    <message>
        <source>%1 finding(s): %2 error(s), %3 warning(s).</source>
        <translation>%1 finding(s): %2 error(s), %3 warning(s).</translation>
    </message>
    <message>
        <source>ranks %1, %2 line(s)</source>
        <translation>ranks %1, %2 line(s)</translation>
    </message>
    <message>
        <source>%1 line(s)</source>
        <translation>%1 line(s)</translation>
    </message>
    <message>
        <source>fix: %1</source>
        <translation>fix: %1</translation>
    </message>
    <message>
        <source>Numbers (and charts) of benchmark results and training logs.</source>
        <translation>Numbers (and charts) of benchmark results and training logs.</translation>
    </message>
    <message>
        <source>Reads benchmark results (JSON), Megatron training logs and Megatron-LM golden values (golden_values_*.json) and prints per-mode medians, IQR, phases, capture cost and the speedup of graphed modes over the eager one. Exit status: 0 done, 2 an input could not be read or holds nothing to report, or a chart could not be written.</source>
        <translation>Reads benchmark results (JSON), Megatron training logs and Megatron-LM golden values (golden_values_*.json) and prints per-mode medians, IQR, phases, capture cost and the speedup of graphed modes over the eager one. Exit status: 0 done, 2 an input could not be read or holds nothing to report, or a chart could not be written.</translation>
    </message>
    <message>
        <source>Training logs, result JSON files or golden values.</source>
        <translation>Training logs, result JSON files or golden values.</translation>
    </message>
    <message>
        <source>Write the raw samples as CSV ('-' for stdout).</source>
        <translation>Write the raw samples as CSV ('-' for stdout).</translation>
    </message>
    <message>
        <source>Write the charts as PNG.</source>
        <translation>Write the charts as PNG.</translation>
    </message>
    <message>
        <source>Write the charts as PDF.</source>
        <translation>Write the charts as PDF.</translation>
    </message>
    <message>
        <source>Training logs: cuda_graph_warmup_steps when the log does not print it (default 3).</source>
        <translation>Training logs: cuda_graph_warmup_steps when the log does not print it (default 3).</translation>
    </message>
    <message>
        <source>Training logs: cuda_graph_impl when the log does not show it (none for an eager run).</source>
        <translation>Training logs: cuda_graph_impl when the log does not show it (none for an eager run).</translation>
    </message>
    <message>
        <source>Training logs: logger.log_interval when the log does not print it.</source>
        <translation>Training logs: logger.log_interval when the log does not print it.</translation>
    </message>
    <message>
        <source>Nothing to report: give result JSON files or logs.</source>
        <translation>Nothing to report: give result JSON files or logs.</translation>
    </message>
    <message>
        <source>error: %1: charts need the GUI build (cga with the chart views); this build writes text, JSON and CSV only.</source>
        <translation>error: %1: charts need the GUI build (cga with the chart views); this build writes text, JSON and CSV only.</translation>
    </message>
    <message>
        <source>eager</source>
        <translation>eager</translation>
    </message>
    <message>
        <source>graphed</source>
        <translation>graphed</translation>
    </message>
    <message>
        <source>graphed: %1</source>
        <translation>graphed: %1</translation>
    </message>
    <message>
        <source>warmup steps %1, log interval %2</source>
        <translation>warmup steps %1, log interval %2</translation>
    </message>
    <message>
        <source>phase</source>
        <translation>phase</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>median ms</source>
        <translation>median ms</translation>
    </message>
    <message>
        <source>IQR ms</source>
        <translation>IQR ms</translation>
    </message>
    <message>
        <source>min ms</source>
        <translation>min ms</translation>
    </message>
    <message>
        <source>max ms</source>
        <translation>max ms</translation>
    </message>
    <message>
        <source>%1 ms printed or measured</source>
        <translation>%1 ms printed or measured</translation>
    </message>
    <message>
        <source>capture iteration %1 ms</source>
        <translation>capture iteration %1 ms</translation>
    </message>
    <message>
        <source>one-time cost %1 ms</source>
        <translation>one-time cost %1 ms</translation>
    </message>
    <message>
        <source>capture: %1</source>
        <translation>capture: %1</translation>
    </message>
    <message>
        <source>graphable layers: %1</source>
        <translation>graphable layers: %1</translation>
    </message>
    <message>
        <source>peak memory: %1 GB</source>
        <translation>peak memory: %1 GB</translation>
    </message>
    <message>
        <source>Speedup (steady-state medians):</source>
        <translation>Speedup (steady-state medians):</translation>
    </message>
    <message>
        <source>%1 vs %2: %3x (%4 ms -&gt; %5 ms, %6 ms saved per iteration)</source>
        <translation>%1 vs %2: %3x (%4 ms -&gt; %5 ms, %6 ms saved per iteration)</translation>
    </message>
    <message>
        <source>, capture paid back after %1 iterations</source>
        <translation>, capture paid back after %1 iterations</translation>
    </message>
    <message>
        <source>Warnings:</source>
        <translation>Warnings:</translation>
    </message>
    <message>
        <source>Run the eager-against-graph A/B on a Slurm cluster.</source>
        <translation>Run the eager-against-graph A/B on a Slurm cluster.</translation>
    </message>
    <message>
        <source>Unknown cluster command '%1'.</source>
        <translation>Unknown cluster command '%1'.</translation>
    </message>
    <message>
        <source>Usage: cga cluster &lt;submit|status|list|cancel|collect&gt; [options]

  submit   write the A/B batch script, show it with the resources, submit it with sbatch (needs --yes)
  status   follow a job (squeue/sacct, with back-off) until it ends
  list     the jobs submitted from this machine
  cancel   cancel a job (scancel)
  collect  read the step logs: eager against replay, and the diagnosis of failed steps

Run 'cga cluster &lt;command&gt; --help' for its options.
</source>
        <translation>Usage: cga cluster &lt;submit|status|list|cancel|collect&gt; [options]

  submit   write the A/B batch script, show it with the resources, submit it with sbatch (needs --yes)
  status   follow a job (squeue/sacct, with back-off) until it ends
  list     the jobs submitted from this machine
  cancel   cancel a job (scancel)
  collect  read the step logs: eager against replay, and the diagnosis of failed steps

Run 'cga cluster &lt;command&gt; --help' for its options.
</translation>
    </message>
    <message>
        <source>Folder of the job list (default: %1).</source>
        <translation>Folder of the job list (default: %1).</translation>
    </message>
    <message>
        <source>Folder with sbatch, squeue, sacct and scancel (default: PATH).</source>
        <translation>Folder with sbatch, squeue, sacct and scancel (default: PATH).</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>warning: %1</translation>
    </message>
    <message>
        <source>Give one job id (cga cluster list shows them).</source>
        <translation>Give one job id (cga cluster list shows them).</translation>
    </message>
    <message>
        <source>Job %1 is not in the job list %2: jobs submitted with cga cluster submit or the GUI are listed by cga cluster list.</source>
        <translation>Job %1 is not in the job list %2: jobs submitted with cga cluster submit or the GUI are listed by cga cluster list.</translation>
    </message>
    <message>
        <source>Writes the A/B batch script for a preset (eager baseline = its rollback, graph = the preset; same shapes and seed), shows it with the resources requested, and submits it with sbatch when --yes is given. Values not given are the ones used last time. Exit status: 0 submitted (with --follow: completed), 1 not submitted without --yes (or the followed job failed), 2 bad input, 3 Slurm refused or is not reachable.</source>
        <translation>Writes the A/B batch script for a preset (eager baseline = its rollback, graph = the preset; same shapes and seed), shows it with the resources requested, and submits it with sbatch when --yes is given. Values not given are the ones used last time. Exit status: 0 submitted (with --follow: completed), 1 not submitted without --yes (or the followed job failed), 2 bad input, 3 Slurm refused or is not reachable.</translation>
    </message>
    <message>
        <source>Forget the remembered setup commands.</source>
        <translation>Forget the remembered setup commands.</translation>
    </message>
    <message>
        <source>Submit without asking.</source>
        <translation>Submit without asking.</translation>
    </message>
    <message>
        <source>After submitting, follow the job like status.</source>
        <translation>After submitting, follow the job like status.</translation>
    </message>
    <message>
        <source>--variants must be harness, config-file or hydra.</source>
        <translation>--variants must be harness, config-file or hydra.</translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>note: %1</translation>
    </message>
    <message>
        <source>Batch script (%1):</source>
        <translation>Batch script (%1):</translation>
    </message>
    <message>
        <source>Resources requested:</source>
        <translation>Resources requested:</translation>
    </message>
    <message>
        <source>Command: %1</source>
        <translation>Command: %1</translation>
    </message>
    <message>
        <source>Not submitted: check the script and the resources above, then run the same command with --yes.</source>
        <translation>Not submitted: check the script and the resources above, then run the same command with --yes.</translation>
    </message>
    <message>
        <source>Submitted job %1; logs in %2</source>
        <translation>Submitted job %1; logs in %2</translation>
    </message>
    <message>
        <source>Job %1 completed; cga cluster collect %1 reads its logs.</source>
        <translation>Job %1 completed; cga cluster collect %1 reads its logs.</translation>
    </message>
    <message>
        <source>cga cluster collect %1 diagnoses the failed steps.</source>
        <translation>cga cluster collect %1 diagnoses the failed steps.</translation>
    </message>
    <message>
        <source>Follows a job with squeue and sacct, polling less often while nothing changes, and prints a line per change until it ends. Exit status: 0 completed (or --once), 1 failed or cancelled, 2 bad input, 3 Slurm not installed.</source>
        <translation>Follows a job with squeue and sacct, polling less often while nothing changes, and prints a line per change until it ends. Exit status: 0 completed (or --once), 1 failed or cancelled, 2 bad input, 3 Slurm not installed.</translation>
    </message>
    <message>
        <source>The job id.</source>
        <translation>The job id.</translation>
    </message>
    <message>
        <source>Poll once, print, exit.</source>
        <translation>Poll once, print, exit.</translation>
    </message>
    <message>
        <source>Longest wait between polls in seconds (default 60).</source>
        <translation>Longest wait between polls in seconds (default 60).</translation>
    </message>
    <message>
        <source>Lists the submitted jobs, newest first, with the last state seen (cga cluster status refreshes it).</source>
        <translation>Lists the submitted jobs, newest first, with the last state seen (cga cluster status refreshes it).</translation>
    </message>
    <message>
        <source>Cancels a job with scancel. Exit status: 0 requested, 2 bad input, 3 Slurm refused.</source>
        <translation>Cancels a job with scancel. Exit status: 0 requested, 2 bad input, 3 Slurm refused.</translation>
    </message>
    <message>
        <source>Cancellation of job %1 requested.</source>
        <translation>Cancellation of job %1 requested.</translation>
    </message>
    <message>
        <source>Reads the job's step logs: median step time per phase of eager and graph, the speedup of replay over eager, and the failure diagnosis of the steps that did not complete. Exit status: 0 read, 1 a step failed with a known error, 2 bad input or no log could be read.</source>
        <translation>Reads the job's step logs: median step time per phase of eager and graph, the speedup of replay over eager, and the failure diagnosis of the steps that did not complete. Exit status: 0 read, 1 a step failed with a known error, 2 bad input or no log could be read.</translation>
    </message>
    <message>
        <source>Use the last state seen instead of asking Slurm first.</source>
        <translation>Use the last state seen instead of asking Slurm first.</translation>
    </message>
    <message>
        <source>job %1 %2 %3</source>
        <translation>job %1 %2 %3</translation>
    </message>
    <message>
        <source>No cluster jobs yet.</source>
        <translation>No cluster jobs yet.</translation>
    </message>
    <message>
        <source>JOB</source>
        <translation>JOB</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <source>STATE</source>
        <translation>STATE</translation>
    </message>
    <message>
        <source>SUBMITTED (UTC)</source>
        <translation>SUBMITTED (UTC)</translation>
    </message>
    <message>
        <source>EAGER</source>
        <translation>EAGER</translation>
    </message>
    <message>
        <source>GRAPH</source>
        <translation>GRAPH</translation>
    </message>
    <message>
        <source>LOGS</source>
        <translation>LOGS</translation>
    </message>
    <message>
        <source>Logs: %1</source>
        <translation>Logs: %1</translation>
    </message>
    <message>
        <source>Median step time per phase (ms):</source>
        <translation>Median step time per phase (ms):</translation>
    </message>
    <message>
        <source>graph</source>
        <translation>graph</translation>
    </message>
    <message>
        <source>  capture iteration: %1 ms</source>
        <translation>  capture iteration: %1 ms</translation>
    </message>
    <message>
        <source>Speedup of replay over eager: %1x (%2 ms -&gt; %3 ms, %4 ms saved per iteration)</source>
        <translation>Speedup of replay over eager: %1x (%2 ms -&gt; %3 ms, %4 ms saved per iteration)</translation>
    </message>
    <message>
        <source>The capture pays for itself after %1 iterations.</source>
        <translation>The capture pays for itself after %1 iterations.</translation>
    </message>
    <message>
        <source>No speedup: one of the steps has no steady iterations.</source>
        <translation>No speedup: one of the steps has no steady iterations.</translation>
    </message>
    <message>
        <source>No iteration was read from the step logs.</source>
        <translation>No iteration was read from the step logs.</translation>
    </message>
    <message>
        <source>Diagnosis of %1:</source>
        <translation>Diagnosis of %1:</translation>
    </message>
    <message>
        <source>  no known failure signature found</source>
        <translation>  no known failure signature found</translation>
    </message>
    <message>
        <source>Write a configuration as Python, YAML, Hydra, harness, Megatron-LM, env, sbatch or rollback.</source>
        <translation>Write a configuration as Python, YAML, Hydra, harness, Megatron-LM, env, sbatch or rollback.</translation>
    </message>
    <message>
        <source>Writes a preset or configuration file in one format, spelled for the Megatron-Core profile. Nothing is written when the configuration has an error: the diagnostics are printed and the exit status is 1. Exit status 2: bad options or unreadable input.</source>
        <translation>Writes a preset or configuration file in one format, spelled for the Megatron-Core profile. Nothing is written when the configuration has an error: the diagnostics are printed and the exit status is 1. Exit status 2: bad options or unreadable input.</translation>
    </message>
    <message>
        <source>python, yaml, hydra, harness, megatron, env, sbatch or rollback.</source>
        <translation>python, yaml, hydra, harness, megatron, env, sbatch or rollback.</translation>
    </message>
    <message>
        <source>Write to this file (atomically) instead of stdout.</source>
        <translation>Write to this file (atomically) instead of stdout.</translation>
    </message>
    <message>
        <source>The format of the rollback variant (default yaml).</source>
        <translation>The format of the rollback variant (default yaml).</translation>
    </message>
    <message>
        <source>Leave out explanatory comments.</source>
        <translation>Leave out explanatory comments.</translation>
    </message>
    <message>
        <source>sbatch: partition.</source>
        <translation>sbatch: partition.</translation>
    </message>
    <message>
        <source>sbatch: account.</source>
        <translation>sbatch: account.</translation>
    </message>
    <message>
        <source>sbatch: nodes (default: the preset's GPUs).</source>
        <translation>sbatch: nodes (default: the preset's GPUs).</translation>
    </message>
    <message>
        <source>sbatch: GPUs per node (default: by GPU).</source>
        <translation>sbatch: GPUs per node (default: by GPU).</translation>
    </message>
    <message>
        <source>sbatch: time limit.</source>
        <translation>sbatch: time limit.</translation>
    </message>
    <message>
        <source>sbatch: job name.</source>
        <translation>sbatch: job name.</translation>
    </message>
    <message>
        <source>sbatch: container image (srun --container-image).</source>
        <translation>sbatch: container image (srun --container-image).</translation>
    </message>
    <message>
        <source>sbatch: container mounts.</source>
        <translation>sbatch: container mounts.</translation>
    </message>
    <message>
        <source>sbatch: a command run before the steps (repeatable), split into words like a shell does.</source>
        <translation>sbatch: a command run before the steps (repeatable), split into words like a shell does.</translation>
    </message>
    <message>
        <source>sbatch: the training command each step runs (default for the harness variants: python scripts/performance/run_script.py).</source>
        <translation>sbatch: the training command each step runs (default for the harness variants: python scripts/performance/run_script.py).</translation>
    </message>
    <message>
        <source>sbatch: how the variants are passed: config-file, hydra or harness (default: harness for presets that name a perf recipe, else config-file).</source>
        <translation>sbatch: how the variants are passed: config-file, hydra or harness (default: harness for presets that name a perf recipe, else config-file).</translation>
    </message>
    <message>
        <source>sbatch: log folder.</source>
        <translation>sbatch: log folder.</translation>
    </message>
    <message>
        <source>sbatch: a two-task job array instead of two steps.</source>
        <translation>sbatch: a two-task job array instead of two steps.</translation>
    </message>
    <message>
        <source>sbatch: rng.seed for both.</source>
        <translation>sbatch: rng.seed for both.</translation>
    </message>
    <message>
        <source>Unknown format '%1'; use one of %2.</source>
        <translation>Unknown format '%1'; use one of %2.</translation>
    </message>
    <message>
        <source>--rollback-as must be python, yaml, hydra, harness, megatron or env.</source>
        <translation>--rollback-as must be python, yaml, hydra, harness, megatron or env.</translation>
    </message>
    <message>
        <source>Wrote %1 (suggested name: %2).</source>
        <translation>Wrote %1 (suggested name: %2).</translation>
    </message>
    <message>
        <source>--%1 expects a whole number, got '%2'.</source>
        <translation>--%1 expects a whole number, got '%2'.</translation>
    </message>
    <message>
        <source>--variants must be config-file, hydra or harness.</source>
        <translation>--variants must be config-file, hydra or harness.</translation>
    </message>
    <message>
        <source>A preset id (cga presets) or a YAML file (a preset or any Megatron Bridge YAML).</source>
        <translation>A preset id (cga presets) or a YAML file (a preset or any Megatron Bridge YAML).</translation>
    </message>
    <message>
        <source>Start from a preset id or a YAML file instead of a typical configuration of the kind.</source>
        <translation>Start from a preset id or a YAML file instead of a typical configuration of the kind.</translation>
    </message>
    <message>
        <source>Change a field, as a Hydra override (repeatable): model.cuda_graph_warmup_steps=2, env_vars.NAME=value.</source>
        <translation>Change a field, as a Hydra override (repeatable): model.cuda_graph_warmup_steps=2, env_vars.NAME=value.</translation>
    </message>
    <message>
        <source>--set: %1</source>
        <translation>--set: %1</translation>
    </message>
    <message>
        <source>List the presets built from Megatron Bridge recipes.</source>
        <translation>List the presets built from Megatron Bridge recipes.</translation>
    </message>
    <message>
        <source>Lists the presets: Megatron Bridge recipes that enable CUDA graphs and their eager baselines, with the source recipe each one comes from. Use an id with cga generate --preset or cga recommend --preset.</source>
        <translation>Lists the presets: Megatron Bridge recipes that enable CUDA graphs and their eager baselines, with the source recipe each one comes from. Use an id with cga generate --preset or cga recommend --preset.</translation>
    </message>
    <message>
        <source>Only this model family (e.g. "Llama 3").</source>
        <translation>Only this model family (e.g. "Llama 3").</translation>
    </message>
    <message>
        <source>Only this GPU (e.g. h100).</source>
        <translation>Only this GPU (e.g. h100).</translation>
    </message>
    <message>
        <source>Only this kind: %1.</source>
        <translation>Only this kind: %1.</translation>
    </message>
    <message>
        <source>--kind must be one of %1.</source>
        <translation>--kind must be one of %1.</translation>
    </message>
    <message>
        <source>source: %1</source>
        <translation>source: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n preset(s); * = the default.</source>
        <translation>
            <numerusform>%n preset; * = the default.</numerusform>
            <numerusform>%n presets; * = the default.</numerusform>
        </translation>
    </message>
    <message>
        <source>Next: cga generate --preset ID --format yaml</source>
        <translation>Next: cga generate --preset ID --format yaml</translation>
    </message>
    <message>
        <source>Propose CUDA-graph settings for a workload, with reasons.</source>
        <translation>Propose CUDA-graph settings for a workload, with reasons.</translation>
    </message>
    <message>
        <source>Proposes cuda_graph_impl, scopes, warmup and the settings they need for a workload, following the skill's quick decision, the newer evidence-gated guidance and the shipped recipes. Every proposal is validated; rejected candidates are listed with the rules that reject them. With --preset the workload facts are read from the configuration and the options below change them.</source>
        <translation>Proposes cuda_graph_impl, scopes, warmup and the settings they need for a workload, following the skill's quick decision, the newer evidence-gated guidance and the shipped recipes. Every proposal is validated; rejected candidates are listed with the rules that reject them. With --preset the workload facts are read from the configuration and the options below change them.</translation>
    </message>
    <message>
        <source>Workload kind: %1.</source>
        <translation>Workload kind: %1.</translation>
    </message>
    <message>
        <source>The hybrid model has MoE layers.</source>
        <translation>The hybrid model has MoE layers.</translation>
    </message>
    <message>
        <source>Activation recompute: none, selective or full.</source>
        <translation>Activation recompute: none, selective or full.</translation>
    </message>
    <message>
        <source>Selective recompute modules, comma-separated.</source>
        <translation>Selective recompute modules, comma-separated.</translation>
    </message>
    <message>
        <source>Offloading: none, cpu or fine-grained.</source>
        <translation>Offloading: none, cpu or fine-grained.</translation>
    </message>
    <message>
        <source>Offline packed sequences (SFT).</source>
        <translation>Offline packed sequences (SFT).</translation>
    </message>
    <message>
        <source>Expert-parallel all-to-all overlap.</source>
        <translation>Expert-parallel all-to-all overlap.</translation>
    </message>
    <message>
        <source>bf16, fp8cs, fp8mx, fp8sc or nvfp4.</source>
        <translation>bf16, fp8cs, fp8mx, fp8sc or nvfp4.</translation>
    </message>
    <message>
        <source>An eager profile shows host/launch gaps (the newer guidance's precondition).</source>
        <translation>An eager profile shows host/launch gaps (the newer guidance's precondition).</translation>
    </message>
    <message>
        <source>Give --kind (%1) or --preset NAME|FILE.yaml.</source>
        <translation>Give --kind (%1) or --preset NAME|FILE.yaml.</translation>
    </message>
    <message>
        <source>Workload: %1</source>
        <translation>Workload: %1</translation>
    </message>
    <message>
        <source>Starting from: %1</source>
        <translation>Starting from: %1</translation>
    </message>
    <message>
        <source>Proposal: cuda_graph_impl=%1</source>
        <translation>Proposal: cuda_graph_impl=%1</translation>
    </message>
    <message>
        <source>Changes:</source>
        <translation>Changes:</translation>
    </message>
    <message>
        <source>Why:</source>
        <translation>Why:</translation>
    </message>
    <message>
        <source>Alternatives:</source>
        <translation>Alternatives:</translation>
    </message>
    <message>
        <source>rejected by %1</source>
        <translation>rejected by %1</translation>
    </message>
    <message>
        <source>Write it: cga generate --preset %1 %2 --format yaml</source>
        <translation>Write it: cga generate --preset %1 %2 --format yaml</translation>
    </message>
    <message>
        <source>--recompute must be none, selective or full.</source>
        <translation>--recompute must be none, selective or full.</translation>
    </message>
    <message>
        <source>--offload must be none, cpu or fine-grained.</source>
        <translation>--offload must be none, cpu or fine-grained.</translation>
    </message>
    <message>
        <source>--precision must be one of %1.</source>
        <translation>--precision must be one of %1.</translation>
    </message>
    <message>
        <source>GPU: %1 (%2 SMs), driver %3, runtime %4</source>
        <translation>GPU: %1 (%2 SMs), driver %3, runtime %4</translation>
    </message>
    <message>
        <source>Framework overhead: %1</source>
        <translation>Framework overhead: %1</translation>
    </message>
    <message>
        <source>Clocks: start %1; end %2</source>
        <translation>Clocks: start %1; end %2</translation>
    </message>
    <message>
        <source>mode</source>
        <translation>mode</translation>
    </message>
    <message>
        <source>samples</source>
        <translation>samples</translation>
    </message>
    <message>
        <source>capture+inst. ms</source>
        <translation>capture+inst. ms</translation>
    </message>
    <message>
        <source>graph memory</source>
        <translation>graph memory</translation>
    </message>
    <message>
        <source>not capturable: %1</source>
        <translation>not capturable: %1</translation>
    </message>
    <message>
        <source>Against eager:</source>
        <translation>Against eager:</translation>
    </message>
    <message>
        <source>pays off after %1 steps</source>
        <translation>pays off after %1 steps</translation>
    </message>
    <message>
        <source>never pays off</source>
        <translation>never pays off</translation>
    </message>
    <message>
        <source>speedup %1x (95% CI %2-%3), %4, %5</source>
        <translation>speedup %1x (95% CI %2-%3), %4, %5</translation>
    </message>
    <message>
        <source>A Hydra override.</source>
        <translation>A Hydra override.</translation>
    </message>
    <message>
        <source>A workload JSON file instead of a configuration.</source>
        <translation>A workload JSON file instead of a configuration.</translation>
    </message>
    <message>
        <source>A runner workload preset (gpt-h1024, layer-stream, tiny, ...).</source>
        <translation>A runner workload preset (gpt-h1024, layer-stream, tiny, ...).</translation>
    </message>
    <message>
        <source>Modes to compare, e.g. eager,attn,attn+mlp.</source>
        <translation>Modes to compare, e.g. eager,attn,attn+mlp.</translation>
    </message>
    <message>
        <source>Microbatches per step.</source>
        <translation>Microbatches per step.</translation>
    </message>
    <message>
        <source>Framework overhead per op: raw, pytorch, megatron-te, megatron-local or microseconds (native runner).</source>
        <translation>Framework overhead per op: raw, pytorch, megatron-te, megatron-local or microseconds (native runner).</translation>
    </message>
    <message>
        <source>Fit host cost and GPU time to a measured eager and replay step of the real runner (native runner).</source>
        <translation>Fit host cost and GPU time to a measured eager and replay step of the real runner (native runner).</translation>
    </message>
    <message>
        <source>CUDA device index.</source>
        <translation>CUDA device index.</translation>
    </message>
    <message>
        <source>Hard time limit in seconds.</source>
        <translation>Hard time limit in seconds.</translation>
    </message>
    <message>
        <source>Seed of the input data.</source>
        <translation>Seed of the input data.</translation>
    </message>
    <message>
        <source>Save the result (JSON, raw samples included) atomically.</source>
        <translation>Save the result (JSON, raw samples included) atomically.</translation>
    </message>
    <message>
        <source>Save the raw samples as CSV.</source>
        <translation>Save the raw samples as CSV.</translation>
    </message>
    <message>
        <source>Start the benchmark.</source>
        <translation>Start the benchmark.</translation>
    </message>
    <message>
        <source>error: %1: %2</source>
        <translation>error: %1: %2</translation>
    </message>
    <message>
        <source>Nothing to measure: give a YAML file, overrides, --preset, --workload or --workload-preset.</source>
        <translation>Nothing to measure: give a YAML file, overrides, --preset, --workload or --workload-preset.</translation>
    </message>
    <message>
        <source>error: --microbatches takes a positive number.</source>
        <translation>error: --microbatches takes a positive number.</translation>
    </message>
    <message>
        <source>error: the runner rejected the workload: %1</source>
        <translation>error: the runner rejected the workload: %1</translation>
    </message>
    <message>
        <source>GPU: %1 (%2 GiB)</source>
        <translation>GPU: %1 (%2 GiB)</translation>
    </message>
    <message>
        <source>GPU: none found (%1)</source>
        <translation>GPU: none found (%1)</translation>
    </message>
    <message>
        <source>Expected device memory: %1</source>
        <translation>Expected device memory: %1</translation>
    </message>
    <message>
        <source>%1 kernels per step, %2 graph launches</source>
        <translation>%1 kernels per step, %2 graph launches</translation>
    </message>
    <message>
        <source>Nothing was run. Add --yes to start the benchmark.</source>
        <translation>Nothing was run. Add --yes to start the benchmark.</translation>
    </message>
    <message>
        <source>  %1 %2: %3 ms</source>
        <translation>  %1 %2: %3 ms</translation>
    </message>
    <message>
        <source>  %1% (%2), about %3 s left</source>
        <translation>  %1% (%2), about %3 s left</translation>
    </message>
    <message>
        <source>error (%1): %2</source>
        <translation>error (%1): %2</translation>
    </message>
    <message>
        <source>Cancelling: the runner writes what it has measured...</source>
        <translation>Cancelling: the runner writes what it has measured...</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Saved %1</translation>
    </message>
    <message>
        <source>whole layer</source>
        <translation>whole layer</translation>
    </message>
    <message>
        <source>, 95% interval %1-%2x</source>
        <translation>, 95% interval %1-%2x</translation>
    </message>
    <message>
        <source>error: --%1 takes a whole number of at least %2.</source>
        <translation>error: --%1 takes a whole number of at least %2.</translation>
    </message>
    <message>
        <source>warning: the workload is expected to need more memory than the GPU has.</source>
        <translation>warning: the workload is expected to need more memory than the GPU has.</translation>
    </message>
    <message>
        <source>YAML files or Python recipe edits (.py); key=value words are Hydra overrides.</source>
        <translation>YAML files or Python recipe edits (.py); key=value words are Hydra overrides.</translation>
    </message>
    <message>
        <source>YAML files or Python recipe edits (.py), later ones win; key=value words are Hydra overrides.</source>
        <translation>YAML files or Python recipe edits (.py), later ones win; key=value words are Hydra overrides.</translation>
    </message>
    <message>
        <source>Nothing to validate: give a YAML or Python file, overrides, --harness-args or --megatron-args.</source>
        <translation>Nothing to validate: give a YAML or Python file, overrides, --harness-args or --megatron-args.</translation>
    </message>
    <message>
        <source>Whose kernels the native runner emulates: megatron (Transformer Engine), megatron-local (the local spec, the default with transformer_impl=local) or pytorch.</source>
        <translation>Whose kernels the native runner emulates: megatron (Transformer Engine), megatron-local (the local spec, the default with transformer_impl=local) or pytorch.</translation>
    </message>
    <message>
        <source>Measure eager against CUDA graph replay on this GPU (cga-bench, PyTorch or Megatron-Core).</source>
        <translation>Measure eager against CUDA graph replay on this GPU (cga-bench, PyTorch or Megatron-Core).</translation>
    </message>
    <message>
        <source>Runs the benchmark runner on a workload derived from a configuration (YAML files, Hydra overrides, a preset) or given directly, and compares eager steps with TE-scoped and full-iteration graph replay. Without --yes it only shows what would run. Exit status: 0 done; the runner's exit code when it failed (3 no CUDA device, 4 out of memory, 5 no graph mode captured, 6 interrupted, 7 PyTorch or Megatron-Core missing); 1 crash, hang or unreadable output; 2 bad options or input. --list-runners: 0 when at least one runner is available, 1 when none is.</source>
        <translation>Runs the benchmark runner on a workload derived from a configuration (YAML files, Hydra overrides, a preset) or given directly, and compares eager steps with TE-scoped and full-iteration graph replay. Without --yes it only shows what would run. Exit status: 0 done; the runner's exit code when it failed (3 no CUDA device, 4 out of memory, 5 no graph mode captured, 6 interrupted, 7 PyTorch or Megatron-Core missing); 1 crash, hang or unreadable output; 2 bad options or input. --list-runners: 0 when at least one runner is available, 1 when none is.</translation>
    </message>
    <message>
        <source>native (cga-bench, the default), torch (PyTorch) or mcore (Megatron-Core).</source>
        <translation>native (cga-bench, the default), torch (PyTorch) or mcore (Megatron-Core).</translation>
    </message>
    <message>
        <source>The Python of the torch and mcore runners (default: CGA_PYTHON, else python3).</source>
        <translation>The Python of the torch and mcore runners (default: CGA_PYTHON, else python3).</translation>
    </message>
    <message>
        <source>mcore runner: the folder that holds megatron/ (a Megatron-LM checkout); default: PYTHONPATH.</source>
        <translation>mcore runner: the folder that holds megatron/ (a Megatron-LM checkout); default: PYTHONPATH.</translation>
    </message>
    <message>
        <source>Say which runners are available here, and why one is not; runs nothing on the GPU.</source>
        <translation>Say which runners are available here, and why one is not; runs nothing on the GPU.</translation>
    </message>
    <message>
        <source>error: --runner takes native, torch or mcore.</source>
        <translation>error: --runner takes native, torch or mcore.</translation>
    </message>
    <message>
        <source>program: %1</source>
        <translation>program: %1</translation>
    </message>
    <message>
        <source>why: %1</source>
        <translation>why: %1</translation>
    </message>
    <message>
        <source>runner said: %1</source>
        <translation>runner said: %1</translation>
    </message>
    <message>
        <source>what to do: %1</source>
        <translation>what to do: %1</translation>
    </message>
    <message>
        <source>--with-megatron %1: the folder holds no megatron/ folder; give a Megatron-LM checkout or a Python.</source>
        <translation>--with-megatron %1: the folder holds no megatron/ folder; give a Megatron-LM checkout or a Python.</translation>
    </message>
    <message>
        <source>Validates Megatron Bridge YAML files, recipe edits in Python, Hydra overrides, a perf-harness command or Megatron-LM arguments. Exit status: 0 no errors, 1 at least one error, 2 the input could not be read or held no configuration; with --with-megatron also 3 when Megatron and cga disagree, 4 when Megatron's check could not run.</source>
        <translation>Validates Megatron Bridge YAML files, recipe edits in Python, Hydra overrides, a perf-harness command or Megatron-LM arguments. Exit status: 0 no errors, 1 at least one error, 2 the input could not be read or held no configuration; with --with-megatron also 3 when Megatron and cga disagree, 4 when Megatron's check could not run.</translation>
    </message>
    <message>
        <source>Also ask the installed Megatron-Core (and Bridge) for its verdict and flag every disagreement; the value (optional) is a Python or a Megatron-LM folder (default: CGA_PYTHON or python3). No GPU needed.</source>
        <translation>Also ask the installed Megatron-Core (and Bridge) for its verdict and flag every disagreement; the value (optional) is a Python or a Megatron-LM folder (default: CGA_PYTHON or python3). No GPU needed.</translation>
    </message>
    <message>
        <source>note: cga validated for Transformer Engine %1 and PyTorch %2; this Megatron runs with %3 and %4 (--te-version, --torch-version).</source>
        <translation>note: cga validated for Transformer Engine %1 and PyTorch %2; this Megatron runs with %3 and %4 (--te-version, --torch-version).</translation>
    </message>
    <message>
        <source>Where an eager run's GPU waits for the host, and what graphs would win.</source>
        <translation>Where an eager run's GPU waits for the host, and what graphs would win.</translation>
    </message>
    <message>
        <source>Write the timeline of the last step as PNG.</source>
        <translation>Write the timeline of the last step as PNG.</translation>
    </message>
    <message>
        <source>Write the timeline of the last step as PDF.</source>
        <translation>Write the timeline of the last step as PDF.</translation>
    </message>
    <message>
        <source>A measured step time to check the prediction against, in ms: eager=MS, layer=MS, full_iteration=MS, attn=MS, ... (repeatable).</source>
        <translation>A measured step time to check the prediction against, in ms: eager=MS, layer=MS, full_iteration=MS, attn=MS, ... (repeatable).</translation>
    </message>
    <message>
        <source>Give one profiler trace.</source>
        <translation>Give one profiler trace.</translation>
    </message>
    <message>
        <source>error: --measured %1: expected scope=milliseconds, such as eager=28.9</source>
        <translation>error: --measured %1: expected scope=milliseconds, such as eager=28.9</translation>
    </message>
    <message>
        <source>Start from a Megatron Bridge recipe function of the catalogue (cga presets --all); the files and overrides change it.</source>
        <translation>Start from a Megatron Bridge recipe function of the catalogue (cga presets --all); the files and overrides change it.</translation>
    </message>
    <message>
        <source>List every recipe function of the Megatron Bridge catalogue instead of the presets (use a name with cga validate --recipe).</source>
        <translation>List every recipe function of the Megatron Bridge catalogue instead of the presets (use a name with cga validate --recipe).</translation>
    </message>
    <message>
        <source>Search the catalogue: every word must match the name, family, GPU, precision or graph setting (graphs, eager, moe, dense ...).</source>
        <translation>Search the catalogue: every word must match the name, family, GPU, precision or graph setting (graphs, eager, moe, dense ...).</translation>
    </message>
    <message>
        <source>Next: cga validate --recipe NAME [overrides.yaml] [key=value ...]</source>
        <translation>Next: cga validate --recipe NAME [overrides.yaml] [key=value ...]</translation>
    </message>
    <message numerus="yes">
        <source>%n recipe(s) of Megatron Bridge %1 (%2).</source>
        <translation>
            <numerusform>%n recipe of Megatron Bridge %1 (%2).</numerusform>
            <numerusform>%n recipes of Megatron Bridge %1 (%2).</numerusform>
        </translation>
    </message>
    <message>
        <source>Override the detected front end: bridge-python, bridge-yaml, harness, megatron or megatron-core.</source>
        <translation>Override the detected front end: bridge-python, bridge-yaml, harness, megatron or megatron-core.</translation>
    </message>
    <message>
        <source>Give --preset NAME|FILE.yaml (or --recipe NAME) and --format FORMAT.</source>
        <translation>Give --preset NAME|FILE.yaml (or --recipe NAME) and --format FORMAT.</translation>
    </message>
    <message>
        <source>Start from a Megatron Bridge recipe function of the catalogue (cga presets --all), as Bridge ships it.</source>
        <translation>Start from a Megatron Bridge recipe function of the catalogue (cga presets --all), as Bridge ships it.</translation>
    </message>
    <message>
        <source>%1 is not a recipe of the catalogue (cga presets --all).</source>
        <translation>%1 is not a recipe of the catalogue (cga presets --all).</translation>
    </message>
    <message>
        <source>No preset or catalogue recipe '%1' (see cga presets --all) and no such file.</source>
        <translation>No preset or catalogue recipe '%1' (see cga presets --all) and no such file.</translation>
    </message>
    <message>
        <source>Calibrate on a recorded result of the Megatron-Core or PyTorch runner: its eager, whole-layer and full-iteration steps (native runner).</source>
        <translation>Calibrate on a recorded result of the Megatron-Core or PyTorch runner: its eager, whole-layer and full-iteration steps (native runner).</translation>
    </message>
    <message>
        <source>error: give --calibrate or --calibrate-from, not both.</source>
        <translation>error: give --calibrate or --calibrate-from, not both.</translation>
    </message>
    <message>
        <source>it is a training log, not a benchmark result</source>
        <translation>it is a training log, not a benchmark result</translation>
    </message>
    <message>
        <source>error: %1: cannot calibrate on it: %2</source>
        <translation>error: %1: cannot calibrate on it: %2</translation>
    </message>
    <message>
        <source>Calibrated on %1: --calibrate %2</source>
        <translation>Calibrated on %1: --calibrate %2</translation>
    </message>
    <message>
        <source>note: that run did not count its launches (--count-launches); cga-bench's own launches per step stand in for them.</source>
        <translation>note: that run did not count its launches (--count-launches); cga-bench's own launches per step stand in for them.</translation>
    </message>
    <message>
        <source>Analyse at most N steps, the first ones (default %1); 0 analyses every step, keeping the whole trace in memory.</source>
        <translation>Analyse at most N steps, the first ones (default %1); 0 analyses every step, keeping the whole trace in memory.</translation>
    </message>
    <message>
        <source>error: --steps %1: expected a whole number of steps, 0 for all</source>
        <translation>error: --steps %1: expected a whole number of steps, 0 for all</translation>
    </message>
    <message>
        <source>python, yaml, hydra: write only what --set changes against the preset or recipe (and the CUDA-graph settings), so that the artefact, applied after the recipe, keeps its other settings.</source>
        <translation>python, yaml, hydra: write only what --set changes against the preset or recipe (and the CUDA-graph settings), so that the artefact, applied after the recipe, keeps its other settings.</translation>
    </message>
    <message>
        <source>Reads a profile of an eager run, a PyTorch profiler trace (Chrome trace JSON, *.pt.trace.json, gzipped or not) or an Nsight Systems SQLite export (nsys export --type sqlite), and prints per step the kernels, launches, GPU busy and idle time with the causes of the gaps, the split per scope (attn, mlp, moe_router, moe_preprocess, layer, full_iteration) and the step time a graph of each scope would reach. Exit status: 0 done, 2 the trace could not be read or holds no steps, or a chart could not be written.</source>
        <translation>Reads a profile of an eager run, a PyTorch profiler trace (Chrome trace JSON, *.pt.trace.json, gzipped or not) or an Nsight Systems SQLite export (nsys export --type sqlite), and prints per step the kernels, launches, GPU busy and idle time with the causes of the gaps, the split per scope (attn, mlp, moe_router, moe_preprocess, layer, full_iteration) and the step time a graph of each scope would reach. Exit status: 0 done, 2 the trace could not be read or holds no steps, or a chart could not be written.</translation>
    </message>
    <message>
        <source>The profiler trace or Nsight Systems export.</source>
        <translation>The profiler trace or Nsight Systems export.</translation>
    </message>
    <message>
        <source>The ranges whose name begins with NAME mark the steps (an NVTX range or record_function of your own), instead of ProfilerStep#, training_step_N or Optimizer.step#.</source>
        <translation>The ranges whose name begins with NAME mark the steps (an NVTX range or record_function of your own), instead of ProfilerStep#, training_step_N or Optimizer.step#.</translation>
    </message>
    <message>
        <source>Analyse the whole trace as one step (a profile without step markers).</source>
        <translation>Analyse the whole trace as one step (a profile without step markers).</translation>
    </message>
    <message>
        <source>error: give --step-marker or --whole-trace, not both</source>
        <translation>error: give --step-marker or --whole-trace, not both</translation>
    </message>
    <message>
        <source>no graph was made: the eager step ran</source>
        <translation>no graph was made: the eager step ran</translation>
    </message>
    <message>
        <source> (no graph was made: the eager step ran)</source>
        <translation> (no graph was made: the eager step ran)</translation>
    </message>
</context>
</TS>