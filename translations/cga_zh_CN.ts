<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>cga::AtomicWrite</name>
    <message>
        <source>%1: cannot create the folder %2.</source>
        <translation>%1：无法创建文件夹 %2。</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>%1 could not be written completely: %2</source>
        <translation>%1 未能完整写入：%2</translation>
    </message>
    <message>
        <source>%1 could not be saved: %2 (the previous file is unchanged)</source>
        <translation>无法保存 %1：%2（原文件未改动）</translation>
    </message>
</context>
<context>
    <name>cga::BenchConfirmDialog</name>
    <message>
        <source>Run the benchmark?</source>
        <translation>运行基准测试？</translation>
    </message>
    <message>
        <source>This starts the following command as a separate process. It uses the GPU exclusively for up to %1 s; other work on the same GPU disturbs the measurement.</source>
        <translation>这会以单独的进程启动下面的命令。它将独占 GPU 最多 %1 秒；同一 GPU 上的其他工作会干扰测量。</translation>
    </message>
    <message>
        <source>GPU %1: %2, %3 GiB</source>
        <translation>GPU %1：%2，%3 GiB</translation>
    </message>
    <message>
        <source>Expected device memory: %1 GiB</source>
        <translation>预计设备显存：%1 GiB</translation>
    </message>
    <message>
        <source>The workload is expected to need more memory than the GPU has; it will probably stop with an out-of-memory error. Reduce the layers, the sequence or the micro-batch.</source>
        <translation>该工作负载预计需要的显存超过 GPU 的容量；很可能会因显存不足而停止。请减少层数、序列长度或微批次大小。</translation>
    </message>
    <message>
        <source>%1: %2 kernels per step, %3 graph launches</source>
        <translation>%1：每步 %2 个内核，%3 次图启动</translation>
    </message>
    <message>
        <source>Run on the GPU</source>
        <translation>在 GPU 上运行</translation>
    </message>
    <message>
        <source>Copy command</source>
        <translation>复制命令</translation>
    </message>
    <message>
        <source>No GPU for this runner</source>
        <translation>此运行器没有可用的 GPU</translation>
    </message>
    <message>
        <source>The runner finds no GPU it can use on this machine, so a benchmark cannot run here.</source>
        <translation>运行器在本机上找不到可用的 GPU，因此无法在这里运行基准测试。</translation>
    </message>
    <message>
        <source>You can open a result recorded on a GPU machine, copy the command below and run it on a machine with a GPU (then open its result here), or choose another runner.</source>
        <translation>您可以打开在 GPU 机器上记录的结果；或复制下面的命令，在有 GPU 的机器上运行（再在这里打开其结果）；或者选择其他运行器。</translation>
    </message>
    <message>
        <source>What the runner said: %1</source>
        <translation>运行器的原话：%1</translation>
    </message>
    <message>
        <source>Run anyway</source>
        <translation>仍然运行</translation>
    </message>
    <message>
        <source>Copy the command for a GPU machine</source>
        <translation>复制命令，在 GPU 机器上运行</translation>
    </message>
    <message>
        <source>Open a recorded result...</source>
        <translation>打开已记录的结果...</translation>
    </message>
    <message>
        <source>Choose another runner</source>
        <translation>选择其他运行器</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>注意：%1</translation>
    </message>
</context>
<context>
    <name>cga::BenchLauncher</name>
    <message>
        <source>No temporary folder for the benchmark files: %1</source>
        <translation>没有用于基准测试文件的临时文件夹：%1</translation>
    </message>
    <message>
        <source>cga-bench was not found (looked at $CGA_BENCH, next to the application and on PATH). It is built where the CUDA Toolkit is installed; the PyTorch runner needs only PyTorch.</source>
        <translation>找不到 cga-bench（已在 $CGA_BENCH、应用程序所在目录和 PATH 中查找）。它会在安装了 CUDA Toolkit 的机器上构建；PyTorch 运行器只需要 PyTorch。</translation>
    </message>
    <message>
        <source>The framework overhead setting applies to the native runner only.</source>
        <translation>框架开销设置只适用于原生运行器。</translation>
    </message>
    <message>
        <source>Calibration applies to the native runner only.</source>
        <translation>校准只适用于原生运行器。</translation>
    </message>
    <message>
        <source>The workload cannot be measured: %1</source>
        <translation>无法测量该工作负载：%1</translation>
    </message>
    <message>
        <source>Cannot write the workload to %1: %2</source>
        <translation>无法将工作负载写入 %1：%2</translation>
    </message>
    <message>
        <source>Native (cga-bench, CUDA and cuBLAS)</source>
        <translation>原生（cga-bench，CUDA 和 cuBLAS）</translation>
    </message>
    <message>
        <source>PyTorch (cga_torch_runner.py)</source>
        <translation>PyTorch（cga_torch_runner.py）</translation>
    </message>
    <message>
        <source>Megatron-Core (cga_mcore_runner.py)</source>
        <translation>Megatron-Core（cga_mcore_runner.py）</translation>
    </message>
    <message>
        <source>Cannot write the runner script %1.</source>
        <translation>无法写入运行器脚本 %1。</translation>
    </message>
    <message>
        <source>The Python &apos;%1&apos; was not found; choose a Python that has PyTorch (--python, the Benchmark page&apos;s Python setting, or CGA_PYTHON).</source>
        <translation>未找到 Python“%1”；请选择装有 PyTorch 的 Python（--python、基准测试页面的 Python 设置或 CGA_PYTHON）。</translation>
    </message>
    <message>
        <source>The Megatron-Core folder %1 does not exist; give the folder that holds megatron/ (a Megatron-LM checkout).</source>
        <translation>Megatron-Core 文件夹 %1 不存在；请给出包含 megatron/ 的文件夹（Megatron-LM 检出目录）。</translation>
    </message>
    <message>
        <source>The Megatron-Core folder applies to the Megatron-Core runner only.</source>
        <translation>Megatron-Core 文件夹只适用于 Megatron-Core 运行器。</translation>
    </message>
    <message>
        <source>Unknown runner &apos;%1&apos;: use native, torch or mcore.</source>
        <translation>未知的运行器“%1”：请使用 native、torch 或 mcore。</translation>
    </message>
    <message>
        <source>The Python and Megatron-Core settings apply to the Python runners only.</source>
        <translation>Python 和 Megatron-Core 设置只适用于 Python 运行器。</translation>
    </message>
</context>
<context>
    <name>cga::BenchPlanner</name>
    <message>
        <source>The runner did not answer.</source>
        <translation>运行器没有应答。</translation>
    </message>
</context>
<context>
    <name>cga::BenchProtocolReader</name>
    <message>
        <source>A line of the runner&apos;s output was longer than %1 MiB and was skipped.</source>
        <translation>运行器输出中有一行超过 %1 MiB，已跳过。</translation>
    </message>
    <message>
        <source>The runner&apos;s output ends in the middle of a line (%1 bytes were cut off).</source>
        <translation>运行器的输出在一行中间结束（截掉了 %1 字节）。</translation>
    </message>
    <message>
        <source>Ignored a line that is not part of the protocol: %1</source>
        <translation>已忽略一行不属于协议的内容：%1</translation>
    </message>
    <message>
        <source>More lines that are not part of the protocol were ignored.</source>
        <translation>还有更多不属于协议的行被忽略。</translation>
    </message>
    <message>
        <source>The runner speaks protocol version %1; this version of cga reads version %2 and ignores what it does not know.</source>
        <translation>运行器使用协议版本 %1；此版本的 cga 读取版本 %2，并忽略它不认识的内容。</translation>
    </message>
    <message>
        <source>The runner&apos;s start event names no protocol version; reading it as version %1.</source>
        <translation>运行器的启动事件没有给出协议版本；按版本 %1 读取。</translation>
    </message>
    <message>
        <source>Ignored a sample without a mode or with an unknown phase &quot;%1&quot;.</source>
        <translation>已忽略一个没有模式或阶段 &quot;%1&quot; 未知的样本。</translation>
    </message>
    <message>
        <source>Ignored a sample of %1 without a valid wall time.</source>
        <translation>已忽略 %1 的一个没有有效挂钟时间的样本。</translation>
    </message>
    <message>
        <source>none: Megatron-Core itself was measured</source>
        <translation>无：测量的是 Megatron-Core 本身</translation>
    </message>
</context>
<context>
    <name>cga::BenchRunner</name>
    <message>
        <source>The benchmark finished.</source>
        <translation>基准测试已完成。</translation>
    </message>
    <message>
        <source>The runner stopped on an unexpected CUDA error.</source>
        <translation>运行器因意外的 CUDA 错误而停止。</translation>
    </message>
    <message>
        <source>The runner rejected the workload or its arguments.</source>
        <translation>运行器拒绝了该工作负载或其参数。</translation>
    </message>
    <message>
        <source>No CUDA device was found (or the driver is missing).</source>
        <translation>没有找到 CUDA 设备（或缺少驱动程序）。</translation>
    </message>
    <message>
        <source>The GPU ran out of memory.</source>
        <translation>GPU 显存不足。</translation>
    </message>
    <message>
        <source>No graph mode could be captured; only eager was measured.</source>
        <translation>没有任何图模式能够被捕获；只测量了 eager 执行。</translation>
    </message>
    <message>
        <source>The benchmark was interrupted; the result holds what was measured.</source>
        <translation>基准测试被中断；结果包含已测量的部分。</translation>
    </message>
    <message>
        <source>The runner exited with code %1.</source>
        <translation>运行器以退出码 %1 退出。</translation>
    </message>
    <message>
        <source>Could not start %1: %2</source>
        <translation>无法启动 %1：%2</translation>
    </message>
    <message>
        <source>
Last output on stderr:
%1</source>
        <translation>
标准错误输出的最后内容：
%1</translation>
    </message>
    <message>
        <source>The runner wrote nothing for %1 s and was stopped.</source>
        <translation>运行器 %1 秒内没有任何输出，已被停止。</translation>
    </message>
    <message>
        <source>The benchmark was cancelled; the runner had to be killed.</source>
        <translation>基准测试已取消；不得不强制终止运行器。</translation>
    </message>
    <message>
        <source>The runner crashed.</source>
        <translation>运行器崩溃了。</translation>
    </message>
    <message numerus="yes">
        <source>The program&apos;s output is not the benchmark protocol (%n line(s) not understood).</source>
        <translation>
            <numerusform>程序的输出不是基准测试协议（%n 行无法识别）。</numerusform>
        </translation>
    </message>
    <message>
        <source>The runner exited without its summary; the output is incomplete.</source>
        <translation>运行器退出时没有输出摘要；输出不完整。</translation>
    </message>
    <message>
        <source>The runner is missing a dependency (PyTorch; for the Megatron-Core runner also Megatron-Core).</source>
        <translation>运行器缺少依赖（PyTorch；Megatron-Core 运行器还需要 Megatron-Core）。</translation>
    </message>
</context>
<context>
    <name>cga::BenchmarkPanel</name>
    <message>
        <source>Choose the modes and press Run. Nothing runs on the GPU before you confirm.</source>
        <translation>选择模式后按“运行”。在您确认之前，不会在 GPU 上运行任何内容。</translation>
    </message>
    <message>
        <source>Asking the runner what it will run...</source>
        <translation>正在询问运行器将要运行的内容...</translation>
    </message>
    <message>
        <source>The runner rejected the workload: %1</source>
        <translation>运行器拒绝了该工作负载：%1</translation>
    </message>
    <message>
        <source>Not run.</source>
        <translation>未运行。</translation>
    </message>
    <message>
        <source>Started: %1</source>
        <translation>已开始：%1</translation>
    </message>
    <message>
        <source>%1, %2: %3 ms</source>
        <translation>%1，%2：%3 ms</translation>
    </message>
    <message>
        <source>%p% (%1), about %2 s left</source>
        <translation>%p%（%1），大约还剩 %2 秒</translation>
    </message>
    <message>
        <source>Measuring %1...</source>
        <translation>正在测量 %1...</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <source>%p%</source>
        <translation>%p%</translation>
    </message>
    <message>
        <source>Starting the runner...</source>
        <translation>正在启动运行器...</translation>
    </message>
    <message>
        <source>this GPU</source>
        <translation>此 GPU</translation>
    </message>
    <message>
        <source>Done.</source>
        <translation>完成。</translation>
    </message>
    <message>
        <source>%1: %2x against eager (95% interval %3-%4): %5.</source>
        <translation>%1：相对于 eager 为 %2 倍（95% 区间 %3-%4）：%5。</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <source>The benchmark failed: %1</source>
        <translation>基准测试失败：%1</translation>
    </message>
    <message>
        <source>Runner output (stderr): %1</source>
        <translation>运行器输出（stderr）：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n sample(s) measured before it stopped are kept.</source>
        <translation>
            <numerusform>停止前测得的 %n 个样本已保留。</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>已保存到 %1</translation>
    </message>
    <message>
        <source>Could not save the result: %1</source>
        <translation>无法保存结果：%1</translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>无法创建文件夹 %1。</translation>
    </message>
    <message>
        <source>Cancelling: the runner writes what it has measured...</source>
        <translation>正在取消：运行器正在写出已测量的内容...</translation>
    </message>
    <message>
        <source>Run benchmark...</source>
        <translation>运行基准测试...</translation>
    </message>
    <message>
        <source>Asks the runner for its plan and shows the exact command before anything runs.</source>
        <translation>在运行任何内容之前，先向运行器询问其计划并显示确切的命令。</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>The runner&apos;s phases (capture, instantiate, first replay) appear here.</source>
        <translation>运行器的各阶段（捕获、实例化、首次重放）显示在这里。</translation>
    </message>
    <message>
        <source>Reduce the layers, the sequence length or the micro-batch, or free the GPU.</source>
        <translation>请减少层数、序列长度或微批次大小，或释放 GPU。</translation>
    </message>
    <message>
        <source>Not run: no GPU here. Open a result recorded on a GPU machine.</source>
        <translation>未运行：本机没有 GPU。请打开在 GPU 机器上记录的结果。</translation>
    </message>
    <message>
        <source>Not run: no GPU for this runner. Choose another one; the list below says why a runner cannot run here.</source>
        <translation>未运行：此运行器没有可用的 GPU。请选择其他运行器；下面的列表说明了各运行器为何不能在这里运行。</translation>
    </message>
    <message>
        <source>The benchmark did not run: %1</source>
        <translation>基准测试未运行：%1</translation>
    </message>
    <message>
        <source>Open a result recorded on a GPU machine (File &gt; Open results), copy the command for a GPU machine (Run benchmark shows it), or choose another runner.</source>
        <translation>请打开在 GPU 机器上记录的结果（“文件 &gt; 打开结果或训练日志”），或复制命令到 GPU 机器上运行（“运行基准测试”会显示该命令），或者选择其他运行器。</translation>
    </message>
    <message>
        <source>Runner: %1</source>
        <translation>运行器：%1</translation>
    </message>
    <message>
        <source>%1: no CUDA graph was made in this mode, so it ran the eager step (%2x against eager, %3).</source>
        <translation>%1：此模式下没有生成任何 CUDA 图，运行的就是 eager 步（相对于 eager 为 %2 倍，%3）。</translation>
    </message>
</context>
<context>
    <name>cga::BenchmarkResult</name>
    <message>
        <source>first call</source>
        <translation>首次调用</translation>
    </message>
    <message>
        <source>warmup</source>
        <translation>预热</translation>
    </message>
    <message>
        <source>capture</source>
        <translation>捕获</translation>
    </message>
    <message>
        <source>instantiate</source>
        <translation>实例化</translation>
    </message>
    <message>
        <source>upload</source>
        <translation>上传</translation>
    </message>
    <message>
        <source>first replay</source>
        <translation>首次重放</translation>
    </message>
    <message>
        <source>steady state</source>
        <translation>稳态</translation>
    </message>
    <message>
        <source>not a benchmark result (the &quot;schema&quot; field is missing or wrong).</source>
        <translation>不是基准测试结果（&quot;schema&quot; 字段缺失或错误）。</translation>
    </message>
    <message>
        <source>unsupported result version %1 (this build reads up to %2).</source>
        <translation>不支持的结果版本 %1（此版本最高可读取 %2）。</translation>
    </message>
    <message>
        <source>a mode without a name.</source>
        <translation>某个模式没有名称。</translation>
    </message>
    <message>
        <source>a sample with an unknown phase or no mode.</source>
        <translation>某个样本的阶段未知或没有模式。</translation>
    </message>
</context>
<context>
    <name>cga::BenchmarkSetupForm</name>
    <message>
        <source>Workload from the configuration</source>
        <translation>来自配置的工作负载</translation>
    </message>
    <message>
        <source>Measurement</source>
        <translation>测量</translation>
    </message>
    <message>
        <source>%1 layers, hidden %2, FFN %3, %4 heads, sequence %5 per GPU, micro-batch %6, %7</source>
        <translation>%1 层，隐藏层 %2，FFN %3，%4 个注意力头，每 GPU 序列长度 %5，微批次 %6，%7</translation>
    </message>
    <message>
        <source>tensor parallel %1</source>
        <translation>张量并行 %1</translation>
    </message>
    <message>
        <source>%1 experts, top-%2, expert parallel %3, %4</source>
        <translation>%1 个专家，top-%2，专家并行 %3，%4</translation>
    </message>
    <message>
        <source>dropless</source>
        <translation>无丢弃</translation>
    </message>
    <message>
        <source>capacity factor %1</source>
        <translation>容量因子 %1</translation>
    </message>
    <message>
        <source>Assumed: %1</source>
        <translation>假定：%1</translation>
    </message>
    <message>
        <source>Eager is always measured: it is the baseline of every speedup.</source>
        <translation>始终会测量 eager 执行：它是所有加速比的基线。</translation>
    </message>
    <message>
        <source>Modes</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>Microbatches per step</source>
        <translation>每步的微批次数</translation>
    </message>
    <message>
        <source>Runner</source>
        <translation>运行器</translation>
    </message>
    <message>
        <source>Framework overhead</source>
        <translation>框架开销</translation>
    </message>
    <message>
        <source>CUDA device</source>
        <translation>CUDA 设备</translation>
    </message>
    <message>
        <source>Time limit</source>
        <translation>时间限制</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>Graphs pay off per launch: more microbatches per step means more launches saved (the data-parallel size is not known here).</source>
        <translation>图按启动次数产生收益：每步的微批次越多，节省的启动次数就越多（此处不知道数据并行规模）。</translation>
    </message>
    <message>
        <source>Runner default</source>
        <translation>运行器默认值</translation>
    </message>
    <message>
        <source>raw: no framework cost (lower bound)</source>
        <translation>raw：无框架开销（下限）</translation>
    </message>
    <message>
        <source>pytorch: eager PyTorch per-op cost</source>
        <translation>pytorch：eager PyTorch 的逐算子开销</translation>
    </message>
    <message>
        <source>megatron-te: Megatron with Transformer Engine</source>
        <translation>megatron-te：Megatron 配合 Transformer Engine</translation>
    </message>
    <message>
        <source>megatron-local: Megatron-Core&apos;s local layers (no Transformer Engine)</source>
        <translation>megatron-local：Megatron-Core 本地层实现（不使用 Transformer Engine）</translation>
    </message>
    <message>
        <source>The host time a framework adds per operation. Graphs remove it; a raw CUDA loop understates what they save in Megatron.</source>
        <translation>框架为每个操作增加的主机时间。图可以消除它；纯 CUDA 循环会低估图在 Megatron 中节省的时间。</translation>
    </message>
    <message>
        <source>Checking whether it can run here...</source>
        <translation>正在检查能否在此运行……</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Python</source>
        <translation>Python</translation>
    </message>
    <message>
        <source>Megatron-Core folder</source>
        <translation>Megatron-Core 文件夹</translation>
    </message>
    <message>
        <source>CGA_PYTHON, else python3</source>
        <translation>CGA_PYTHON，否则 python3</translation>
    </message>
    <message>
        <source>The Python of the PyTorch and Megatron-Core runners (a path or a name on PATH).</source>
        <translation>PyTorch 和 Megatron-Core 运行器使用的 Python（路径或 PATH 上的名称）。</translation>
    </message>
    <message>
        <source>from PYTHONPATH</source>
        <translation>取自 PYTHONPATH</translation>
    </message>
    <message>
        <source>The folder that holds megatron/ (a Megatron-LM checkout), for the Megatron-Core runner and Megatron&apos;s own check of the configuration.</source>
        <translation>包含 megatron/ 的文件夹（Megatron-LM 检出目录），供 Megatron-Core 运行器和 Megatron 自身对配置的检查使用。</translation>
    </message>
    <message>
        <source>%1 is a training log, not a benchmark result.</source>
        <translation>%1 是训练日志，不是基准测试结果。</translation>
    </message>
    <message>
        <source>%1 cannot calibrate: %2</source>
        <translation>%1 不能用于校准：%2</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%2 上的 %1</translation>
    </message>
    <message>
        <source>an unnamed GPU</source>
        <translation>未记录名称的 GPU</translation>
    </message>
    <message>
        <source>The prediction is not calibrated.</source>
        <translation>预测未经校准。</translation>
    </message>
    <message>
        <source>Fitted on %1: eager %2 ms, full-iteration replay %3 ms</source>
        <translation>基于 %1 拟合：eager %2 ms，整迭代图重放 %3 ms</translation>
    </message>
    <message>
        <source>%1 launches per eager step</source>
        <translation>每个 eager 步 %1 次启动</translation>
    </message>
    <message>
        <source>That run did not count its launches; cga-bench&apos;s own launches per step stand in for them.</source>
        <translation>该次运行没有统计启动次数；以 cga-bench 自己每步的启动次数代替。</translation>
    </message>
    <message>
        <source>Per-layer graphs: %1 ms with %2 graph replays per step.</source>
        <translation>逐层图：%1 ms，每步 %2 次图重放。</translation>
    </message>
    <message>
        <source>Calibration applies to the native runner only; the Python runners measure the real stack.</source>
        <translation>校准只适用于原生运行器；Python 运行器测量的是真实的软件栈。</translation>
    </message>
    <message>
        <source>Calibrate on a measured run</source>
        <translation>基于一次实测运行校准</translation>
    </message>
    <message>
        <source>Benchmark results (*.jsonl *.json);;All files (*)</source>
        <translation>基准测试结果 (*.jsonl *.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Calibrate on</source>
        <translation>校准依据</translation>
    </message>
    <message>
        <source>a result of the Megatron-Core or PyTorch runner (optional)</source>
        <translation>Megatron-Core 或 PyTorch 运行器的结果（可选）</translation>
    </message>
    <message>
        <source>A run of your real stack on this GPU: its measured eager and full-iteration steps fit the native runner&apos;s host cost and GPU time, so its predictions for other shapes start from what Megatron did.</source>
        <translation>您的真实软件栈在这块 GPU 上的一次运行：用它实测的 eager 步和整迭代步拟合原生运行器的主机开销和 GPU 时间，使其对其他形状的预测以 Megatron 的实际表现为起点。</translation>
    </message>
    <message>
        <source>Choose a result file...</source>
        <translation>选择结果文件...</translation>
    </message>
</context>
<context>
    <name>cga::BreakdownChart</name>
    <message>
        <source>%1: host %2 ms, GPU %3 ms, %4 launches per step</source>
        <translation>%1：主机 %2 ms，GPU %3 ms，每步 %4 次启动</translation>
    </message>
    <message>
        <source>These results carry no host or GPU times (training logs only have the step time).</source>
        <translation>这些结果不含主机或 GPU 时间（训练日志只有步时间）。</translation>
    </message>
    <message>
        <source>host enqueue (median)</source>
        <translation>主机入队（中位数）</translation>
    </message>
    <message>
        <source>GPU span (median)</source>
        <translation>GPU 跨度（中位数）</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>Time per step [ms]</source>
        <translation>每步时间 [ms]</translation>
    </message>
    <message>
        <source>Launches and host time</source>
        <translation>启动次数与主机时间</translation>
    </message>
    <message>
        <source>Launches per step</source>
        <translation>每步启动次数</translation>
    </message>
    <message>
        <source>launches per step (kernels + graphs)</source>
        <translation>每步启动次数（内核 + 图）</translation>
    </message>
</context>
<context>
    <name>cga::CalibrationInput</name>
    <message>
        <source>This result was measured by cga-bench itself; calibrate on a run of the Megatron-Core or the PyTorch runner.</source>
        <translation>此结果由 cga-bench 自身测得；请以 Megatron-Core 或 PyTorch 运行器的一次运行作为校准依据。</translation>
    </message>
    <message>
        <source>The result needs steady eager and full_iteration steps to calibrate on (it has: %1).</source>
        <translation>结果中需要有稳态的 eager 步和 full_iteration 步才能校准（现有：%1）。</translation>
    </message>
    <message>
        <source>The measured eager step (%1 ms) is not slower than the full-iteration replay (%2 ms): there is no host cost to fit.</source>
        <translation>测得的 eager 步（%1 ms）并不比整迭代重放（%2 ms）慢：没有可拟合的主机开销。</translation>
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
        <translation>无法写入 %1：文件夹 %2 不存在。</translation>
    </message>
    <message>
        <source>%1: the PNG could not be written.</source>
        <translation>%1：无法写入 PNG。</translation>
    </message>
    <message>
        <source>CUDA graph benchmark report</source>
        <translation>CUDA 图基准测试报告</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <source>Unknown chart format %1.</source>
        <translation>未知的图表格式 %1。</translation>
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
        <translation>无法导出</translation>
    </message>
    <message>
        <source>Copy the chart as an image</source>
        <translation>将图表复制为图像</translation>
    </message>
    <message>
        <source>Export %1</source>
        <translation>导出“%1”</translation>
    </message>
    <message>
        <source>Export this chart as %1...</source>
        <translation>将此图表导出为 %1...</translation>
    </message>
    <message>
        <source>Reset zoom</source>
        <translation>重置缩放</translation>
    </message>
</context>
<context>
    <name>cga::CheckCoverage</name>
    <message>
        <source>Nothing to check: %1 holds no configuration (no field, no environment variable was read).</source>
        <translation>无可检查的内容：%1 不含任何配置（没有读到任何字段或环境变量）。</translation>
    </message>
    <message>
        <source>CUDA graphs are off in this configuration (model.cuda_graph_impl is none or not set, and no legacy enable_cuda_graph / external_cuda_graph, optimizer, vision or inference graph is set): the CUDA-graph rules had nothing to check. What is listed above concerns the rest of the configuration.</source>
        <translation>此配置中 CUDA 图处于关闭状态（model.cuda_graph_impl 为 none 或未设置，也没有设置旧的 enable_cuda_graph / external_cuda_graph、优化器、视觉或推理图）：CUDA 图规则没有可检查的内容。上面列出的内容针对配置的其余部分。</translation>
    </message>
    <message>
        <source>Nothing to check: no configuration was read</source>
        <translation>无可检查的内容：没有读到任何配置</translation>
    </message>
    <message>
        <source>CUDA graphs are off: nothing to check</source>
        <translation>CUDA 图已关闭：无可检查的内容</translation>
    </message>
    <message>
        <source>Valid: no errors or warnings</source>
        <translation>有效：没有错误或警告</translation>
    </message>
</context>
<context>
    <name>cga::ClusterCollector</name>
    <message>
        <source>The %1 step&apos;s log %2 does not exist (is the log folder on a file system this machine shares with the cluster?).</source>
        <translation>%1 步的日志 %2 不存在（日志文件夹是否位于本机与集群共享的文件系统上？）。</translation>
    </message>
    <message>
        <source>Reading %1</source>
        <translation>正在读取 %1</translation>
    </message>
    <message>
        <source>Diagnosing %1</source>
        <translation>正在诊断 %1</translation>
    </message>
</context>
<context>
    <name>cga::ClusterConfirmDialog</name>
    <message>
        <source>Submit the A/B job to Slurm?</source>
        <translation>将 A/B 作业提交到 Slurm？</translation>
    </message>
    <message>
        <source>The job runs the eager baseline and the graph variant as two steps, with the same shapes and seed, and writes one log per step. Check the resources and the script before submitting.</source>
        <translation>该作业以两个步骤运行 eager 基线和图模式变体，二者形状和随机种子相同，每个步骤写一份日志。提交前请检查资源和脚本。</translation>
    </message>
    <message>
        <source>Resources requested:</source>
        <translation>请求的资源：</translation>
    </message>
    <message>
        <source>Command: %1</source>
        <translation>命令：%1</translation>
    </message>
    <message>
        <source>Batch script (%1):</source>
        <translation>批处理脚本（%1）：</translation>
    </message>
    <message>
        <source>&amp;Submit</source>
        <translation>提交(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
</context>
<context>
    <name>cga::ClusterJob</name>
    <message>
        <source>a job entry has no valid job_id</source>
        <translation>某个作业条目没有有效的 job_id</translation>
    </message>
    <message>
        <source>job %1 has no log_dir</source>
        <translation>作业 %1 没有 log_dir</translation>
    </message>
    <message>
        <source>job %1 has no params or steps</source>
        <translation>作业 %1 没有 params 或 steps</translation>
    </message>
</context>
<context>
    <name>cga::ClusterJobModel</name>
    <message>
        <source>Reason: %1</source>
        <translation>原因：%1</translation>
    </message>
    <message>
        <source>%1 (last poll failed)</source>
        <translation>%1（上次轮询失败）</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>作业</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Eager step</source>
        <translation>eager 步骤</translation>
    </message>
    <message>
        <source>Graph step</source>
        <translation>图模式步骤</translation>
    </message>
    <message>
        <source>Elapsed</source>
        <translation>已用时间</translation>
    </message>
    <message>
        <source>Submitted</source>
        <translation>提交时间</translation>
    </message>
    <message>
        <source>Logs</source>
        <translation>日志</translation>
    </message>
</context>
<context>
    <name>cga::ClusterJobMonitor</name>
    <message>
        <source>Job %1 ended: %2</source>
        <translation>作业 %1 已结束：%2</translation>
    </message>
    <message>
        <source>(exit code %1)</source>
        <translation>（退出码 %1）</translation>
    </message>
    <message>
        <source>steps not completed: %1</source>
        <translation>未完成的步骤：%1</translation>
    </message>
    <message>
        <source>Cancellation of job %1 requested.</source>
        <translation>已请求取消作业 %1。</translation>
    </message>
</context>
<context>
    <name>cga::ClusterJobStore</name>
    <message>
        <source>Cannot read the job list %1: %2</source>
        <translation>无法读取作业列表 %1：%2</translation>
    </message>
    <message>
        <source>The job list %1 is damaged at byte %2 (%3); it will be set aside when a job is added.</source>
        <translation>作业列表 %1 在第 %2 字节处已损坏（%3）；添加作业时会将其移到一边。</translation>
    </message>
    <message>
        <source>The job list %1 has no &quot;jobs&quot; array; it will be set aside when a job is added.</source>
        <translation>作业列表 %1 没有 &quot;jobs&quot; 数组；添加作业时会将其移到一边。</translation>
    </message>
    <message>
        <source>The job list %1 was written by a newer version (format %2).</source>
        <translation>作业列表 %1 是由更新的版本写入的（格式 %2）。</translation>
    </message>
    <message>
        <source>an entry is not an object</source>
        <translation>某个条目不是对象</translation>
    </message>
    <message>
        <source>Some entries of %1 were skipped: %2</source>
        <translation>跳过了 %1 中的部分条目：%2</translation>
    </message>
    <message>
        <source>Cannot create the folder %1 for the job list.</source>
        <translation>无法为作业列表创建文件夹 %1。</translation>
    </message>
    <message>
        <source>Cannot write the job list %1: %2</source>
        <translation>无法写入作业列表 %1：%2</translation>
    </message>
    <message>
        <source>Job %1 is not in the job list.</source>
        <translation>作业 %1 不在作业列表中。</translation>
    </message>
</context>
<context>
    <name>cga::ClusterJobTracker</name>
    <message>
        <source>left the queue; no accounting record</source>
        <translation>已离开队列；没有记账记录</translation>
    </message>
</context>
<context>
    <name>cga::ClusterResultsView</name>
    <message>
        <source>Phase</source>
        <translation>阶段</translation>
    </message>
    <message>
        <source>Eager (ms)</source>
        <translation>eager（ms）</translation>
    </message>
    <message>
        <source>Graph (ms)</source>
        <translation>图模式（ms）</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>发现</translation>
    </message>
    <message>
        <source>Pain point</source>
        <translation>症结</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>标题</translation>
    </message>
    <message>
        <source>Diagnosis of the failed steps:</source>
        <translation>失败步骤的诊断：</translation>
    </message>
    <message>
        <source>Collect a job&apos;s results to compare its eager and graph steps.</source>
        <translation>收集某个作业的结果，以比较其 eager 步骤和图模式步骤。</translation>
    </message>
    <message>
        <source>Job %1: %2</source>
        <translation>作业 %1：%2</translation>
    </message>
    <message>
        <source>Replay is %1x the speed of eager: %2 ms against %3 ms per iteration (%4 ms saved).</source>
        <translation>重放速度是 eager 的 %1 倍：每次迭代 %2 ms 对比 %3 ms（节省 %4 ms）。</translation>
    </message>
    <message>
        <source>The capture pays for itself after %1 iterations.</source>
        <translation>捕获开销在 %1 次迭代后收回。</translation>
    </message>
    <message>
        <source>No speedup: a step has no steady iterations.</source>
        <translation>没有加速：某个步骤没有稳态迭代。</translation>
    </message>
    <message>
        <source>No iteration was read from the step logs.</source>
        <translation>没有从步骤日志中读到任何迭代。</translation>
    </message>
    <message>
        <source>%1 (n=%2, IQR %3)</source>
        <translation>%1（n=%2，IQR %3）</translation>
    </message>
    <message>
        <source>No known failure signature found.</source>
        <translation>没有找到已知的故障特征。</translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <translation>修复：%1</translation>
    </message>
    <message>
        <source>Numbers and diagnosis</source>
        <translation>数据与诊断</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>图表</translation>
    </message>
</context>
<context>
    <name>cga::ClusterScript</name>
    <message>
        <source>The perf harness needs the recipe&apos;s identity (model family, recipe, GPU, number of GPUs), which this configuration does not carry: start from a preset or a perf-harness command, or pass the variants as --config-file YAML or Hydra overrides.</source>
        <translation>性能测试框架需要配方的标识（模型系列、配方、GPU、GPU 数量），而此配置中没有这些信息：请从预设或性能测试框架命令开始，或以 --config-file YAML 或 Hydra 覆盖项的形式传入各变体。</translation>
    </message>
    <message>
        <source>The batch script could not be written.</source>
        <translation>无法写入批处理脚本。</translation>
    </message>
    <message>
        <source>Logs: %1 (eager.log, graph.log, %2-&lt;job id&gt;.out)</source>
        <translation>日志：%1（eager.log、graph.log、%2-&lt;job id&gt;.out）</translation>
    </message>
</context>
<context>
    <name>cga::ClusterSubmitForm</name>
    <message>
        <source>Log folder on the cluster&apos;s shared file system</source>
        <translation>位于集群共享文件系统上的日志文件夹</translation>
    </message>
    <message>
        <source>&amp;Partition:</source>
        <translation>分区(&amp;P)：</translation>
    </message>
    <message>
        <source>Empty: the cluster&apos;s default partition.</source>
        <translation>留空：使用集群的默认分区。</translation>
    </message>
    <message>
        <source>cluster default</source>
        <translation>集群默认</translation>
    </message>
    <message>
        <source>&amp;Account:</source>
        <translation>账户(&amp;A)：</translation>
    </message>
    <message>
        <source>Empty: your default account.</source>
        <translation>留空：使用您的默认账户。</translation>
    </message>
    <message>
        <source>&amp;Nodes:</source>
        <translation>节点数(&amp;N)：</translation>
    </message>
    <message>
        <source>Both steps run on the same nodes.</source>
        <translation>两个步骤在相同的节点上运行。</translation>
    </message>
    <message>
        <source>&amp;GPUs per node:</source>
        <translation>每节点 GPU 数(&amp;G)：</translation>
    </message>
    <message>
        <source>0 requests no GPUs as resources (clusters that give whole nodes without GPU resources).</source>
        <translation>0 表示不请求 GPU 资源（适用于分配整个节点而不提供 GPU 资源的集群）。</translation>
    </message>
    <message>
        <source>none requested</source>
        <translation>不请求</translation>
    </message>
    <message>
        <source>&amp;Tasks per node:</source>
        <translation>每节点任务数(&amp;T)：</translation>
    </message>
    <message>
        <source>0: one task per GPU.</source>
        <translation>0：每个 GPU 一个任务。</translation>
    </message>
    <message>
        <source>one per GPU</source>
        <translation>每个 GPU 一个</translation>
    </message>
    <message>
        <source>T&amp;ime limit:</source>
        <translation>时间限制(&amp;I)：</translation>
    </message>
    <message>
        <source>For the whole job (both steps), e.g. 01:00:00 or 1-00:00:00.</source>
        <translation>整个作业（两个步骤）的时间，例如 01:00:00 或 1-00:00:00。</translation>
    </message>
    <message>
        <source>Container &amp;image:</source>
        <translation>容器镜像(&amp;I)：</translation>
    </message>
    <message>
        <source>srun --container-image (pyxis/enroot). Empty: no container.</source>
        <translation>srun --container-image（pyxis/enroot）。留空：不使用容器。</translation>
    </message>
    <message>
        <source>Container &amp;mounts:</source>
        <translation>容器挂载(&amp;M)：</translation>
    </message>
    <message>
        <source>srun --container-mounts, e.g. /lustre:/lustre.</source>
        <translation>srun --container-mounts，例如 /lustre:/lustre。</translation>
    </message>
    <message>
        <source>&amp;Setup lines:</source>
        <translation>准备命令(&amp;S)：</translation>
    </message>
    <message>
        <source>Run before the steps, one command a line (module load ..., source ..., export NAME=value). Each line is split into words and quoted: shell syntax such as pipes or &amp;&amp; is passed as text.</source>
        <translation>在各步骤之前运行，每行一条命令（module load ...、source ...、export NAME=value）。每行会被拆分成词并加上引号：管道或 &amp;&amp; 等 shell 语法会作为普通文本传递。</translation>
    </message>
    <message>
        <source>T&amp;raining command:</source>
        <translation>训练命令(&amp;R)：</translation>
    </message>
    <message>
        <source>The command each step runs; the variant&apos;s arguments are appended. Default: the perf harness.</source>
        <translation>每个步骤运行的命令；变体的参数追加在其后。默认：性能测试框架。</translation>
    </message>
    <message>
        <source>&amp;Variants as:</source>
        <translation>变体形式(&amp;V)：</translation>
    </message>
    <message>
        <source>How the eager and graph variants reach the training command.</source>
        <translation>eager 变体和图模式变体如何传给训练命令。</translation>
    </message>
    <message>
        <source>&amp;Log folder:</source>
        <translation>日志文件夹(&amp;L)：</translation>
    </message>
    <message>
        <source>On a file system the compute nodes and this machine share; each job gets its own folder under it.</source>
        <translation>位于计算节点与本机共享的文件系统上；每个作业在其下有自己的文件夹。</translation>
    </message>
    <message>
        <source>Choose the log folder</source>
        <translation>选择日志文件夹</translation>
    </message>
    <message>
        <source>&amp;Job name:</source>
        <translation>作业名称(&amp;J)：</translation>
    </message>
    <message>
        <source>Letters, digits and . _ - only (it goes into an #SBATCH line).</source>
        <translation>只能使用字母、数字和 . _ -（它会写入 #SBATCH 行）。</translation>
    </message>
    <message>
        <source>See&amp;d:</source>
        <translation>随机种子(&amp;D)：</translation>
    </message>
    <message>
        <source>rng.seed of both variants.</source>
        <translation>两个变体的 rng.seed。</translation>
    </message>
</context>
<context>
    <name>cga::ClusterSubmitParams</name>
    <message>
        <source>The recipe runs on %1 GPUs: %2 nodes with %3 GPUs each instead of %4 x %5.</source>
        <translation>该配方在 %1 个 GPU 上运行：%2 个节点、每节点 %3 个 GPU，而不是 %4 x %5。</translation>
    </message>
    <message>
        <source>Nodes must be at least 1.</source>
        <translation>节点数至少为 1。</translation>
    </message>
    <message>
        <source>GPUs and tasks per node cannot be negative.</source>
        <translation>GPU 数和每节点任务数不能为负数。</translation>
    </message>
    <message>
        <source>The log folder must be an absolute path that the compute nodes can write (a shared file system).</source>
        <translation>日志文件夹必须是计算节点可写的绝对路径（共享文件系统）。</translation>
    </message>
    <message>
        <source>Setup line %1 cannot be read: %2</source>
        <translation>无法读取第 %1 行准备命令：%2</translation>
    </message>
    <message>
        <source>The training command cannot be read: %1</source>
        <translation>无法读取训练命令：%1</translation>
    </message>
    <message>
        <source>Give the command that runs training; only the perf-harness variants have a default.</source>
        <translation>请给出运行训练的命令；只有性能测试框架变体有默认值。</translation>
    </message>
    <message>
        <source>Job name: %1</source>
        <translation>作业名称：%1</translation>
    </message>
    <message>
        <source>Partition: %1</source>
        <translation>分区：%1</translation>
    </message>
    <message>
        <source>(cluster default)</source>
        <translation>（集群默认）</translation>
    </message>
    <message>
        <source>Account: %1</source>
        <translation>账户：%1</translation>
    </message>
    <message>
        <source>(your default)</source>
        <translation>（您的默认账户）</translation>
    </message>
    <message>
        <source>Time limit: %1 (both steps share it)</source>
        <translation>时间限制：%1（两个步骤共用）</translation>
    </message>
    <message>
        <source>Container image: %1</source>
        <translation>容器镜像：%1</translation>
    </message>
    <message>
        <source>Container mounts: %1</source>
        <translation>容器挂载：%1</translation>
    </message>
    <message>
        <source>Setup: %1</source>
        <translation>准备命令：%1</translation>
    </message>
    <message>
        <source>Training command: %1</source>
        <translation>训练命令：%1</translation>
    </message>
    <message>
        <source>(perf harness)</source>
        <translation>（性能测试框架）</translation>
    </message>
    <message>
        <source>Variants passed as: %1</source>
        <translation>变体传递方式：%1</translation>
    </message>
    <message>
        <source>Seed: %1 (both variants)</source>
        <translation>随机种子：%1（两个变体）</translation>
    </message>
    <message>
        <source>perf-harness arguments</source>
        <translation>性能测试框架参数</translation>
    </message>
    <message>
        <source>--config-file YAML written next to the logs</source>
        <translation>写在日志旁边的 --config-file YAML</translation>
    </message>
    <message>
        <source>Hydra overrides</source>
        <translation>Hydra 覆盖项</translation>
    </message>
    <message>
        <source>Nodes: %1; GPUs per node: %2; tasks per node: %3 (GPUs in all: %4)</source>
        <translation>节点：%1；每节点 GPU 数：%2；每节点任务数：%3（GPU 总数：%4）</translation>
    </message>
    <message>
        <source>Nodes: %1; tasks per node: %2; no GPUs requested as resources</source>
        <translation>节点：%1；每节点任务数：%2；不请求 GPU 资源</translation>
    </message>
</context>
<context>
    <name>cga::ClusterSubmitter</name>
    <message>
        <source>Cannot create the log folder %1.</source>
        <translation>无法创建日志文件夹 %1。</translation>
    </message>
    <message>
        <source>Cannot write the batch script %1: %2</source>
        <translation>无法写入批处理脚本 %1：%2</translation>
    </message>
</context>
<context>
    <name>cga::ClusterWidget</name>
    <message>
        <source>Cancel job</source>
        <translation>取消作业</translation>
    </message>
    <message>
        <source>Cancel job %1 with scancel?</source>
        <translation>用 scancel 取消作业 %1？</translation>
    </message>
    <message>
        <source>Submitted job %1; logs in %2</source>
        <translation>已提交作业 %1；日志位于 %2</translation>
    </message>
    <message>
        <source>Not submitted: %1</source>
        <translation>未提交：%1</translation>
    </message>
    <message>
        <source>Reading the logs was cancelled.</source>
        <translation>读取日志已取消。</translation>
    </message>
    <message>
        <source>Results of job %1 read.</source>
        <translation>已读取作业 %1 的结果。</translation>
    </message>
    <message>
        <source>Jobs submitted earlier are still listed; their logs can be collected.</source>
        <translation>之前提交的作业仍在列表中；可以收集它们的日志。</translation>
    </message>
    <message>
        <source>No configuration to submit.</source>
        <translation>没有可提交的配置。</translation>
    </message>
    <message>
        <source>Not submitted.</source>
        <translation>未提交。</translation>
    </message>
    <message>
        <source>Submitting to Slurm...</source>
        <translation>正在提交到 Slurm...</translation>
    </message>
    <message>
        <source>Job %1 completed: collect its results to compare eager and replay.</source>
        <translation>作业 %1 已完成：收集其结果以比较 eager 与重放。</translation>
    </message>
    <message>
        <source>Job %1: %2</source>
        <translation>作业 %1：%2</translation>
    </message>
    <message>
        <source>Reading the logs of job %1...</source>
        <translation>正在读取作业 %1 的日志...</translation>
    </message>
    <message>
        <source>Stop reading</source>
        <translation>停止读取</translation>
    </message>
    <message>
        <source>C&amp;ollect results</source>
        <translation>收集结果(&amp;O)</translation>
    </message>
    <message>
        <source>Submit the eager-against-graph A/B</source>
        <translation>提交 eager 与图模式的 A/B 对比</translation>
    </message>
    <message>
        <source>&amp;Review and submit...</source>
        <translation>检查并提交(&amp;R)...</translation>
    </message>
    <message>
        <source>Shows the batch script and the resources requested before anything is submitted.</source>
        <translation>在提交任何内容之前，显示批处理脚本和所请求的资源。</translation>
    </message>
    <message>
        <source>Cluster jobs</source>
        <translation>集群作业</translation>
    </message>
    <message>
        <source>R&amp;efresh</source>
        <translation>刷新(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Cancel job</source>
        <translation>取消作业(&amp;C)</translation>
    </message>
    <message>
        <source>Open &amp;logs</source>
        <translation>打开日志(&amp;L)</translation>
    </message>
    <message>
        <source>Re&amp;move from list</source>
        <translation>从列表中移除(&amp;M)</translation>
    </message>
    <message>
        <source>Forgets the job here; the job and its logs stay on the cluster.</source>
        <translation>只在此处忘记该作业；作业及其日志仍保留在集群上。</translation>
    </message>
    <message>
        <source>Results: eager against replay</source>
        <translation>结果：eager 与重放对比</translation>
    </message>
</context>
<context>
    <name>cga::ConfigDiff</name>
    <message>
        <source>(not set)</source>
        <translation>（未设置）</translation>
    </message>
    <message>
        <source>%1: %2 -&gt; %3</source>
        <translation>%1：%2 -&gt; %3</translation>
    </message>
</context>
<context>
    <name>cga::ConfigImporter</name>
    <message>
        <source>Read %1</source>
        <translation>读取 %1</translation>
    </message>
    <message>
        <source>Load the preset %1</source>
        <translation>加载预设 %1</translation>
    </message>
    <message>
        <source>Start a blank configuration</source>
        <translation>新建空白配置</translation>
    </message>
</context>
<context>
    <name>cga::ConfigLoader</name>
    <message>
        <source>%1 is not a recipe of the catalogue (cga presets --all).</source>
        <translation>%1 不是配方目录中的配方（见 cga presets --all）。</translation>
    </message>
</context>
<context>
    <name>cga::ConfigSession</name>
    <message>
        <source>perf-harness command</source>
        <translation>性能测试框架命令</translation>
    </message>
    <message>
        <source>Megatron-LM arguments</source>
        <translation>Megatron-LM 命令行参数</translation>
    </message>
</context>
<context>
    <name>cga::ConfigWizard</name>
    <message>
        <source>Configure CUDA graphs</source>
        <translation>配置 CUDA 图</translation>
    </message>
    <message>
        <source>&lt; &amp;Back</source>
        <translation>&lt; 上一步(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Next &gt;</source>
        <translation>下一步(&amp;N) &gt;</translation>
    </message>
    <message>
        <source>&amp;Finish</source>
        <translation>完成(&amp;F)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>&amp;Commit</source>
        <translation>提交(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>Only for mixture-of-experts models: this model has no experts (num_moe_experts is not set above 1 on the Workload page).</source>
        <translation>仅适用于混合专家（MoE）模型：此模型没有专家（“工作负载”页上的 num_moe_experts 未设为大于 1）。</translation>
    </message>
</context>
<context>
    <name>cga::Diagnostic</name>
    <message>
        <source>Error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Info</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>Automatic adjustment</source>
        <translation>自动调整</translation>
    </message>
    <message>
        <source>performance harness overrides</source>
        <translation>性能测试框架的覆盖设置</translation>
    </message>
    <message>
        <source>config validation at start-up</source>
        <translation>启动时的配置校验</translation>
    </message>
    <message>
        <source>model construction</source>
        <translation>模型构建</translation>
    </message>
    <message>
        <source>training-loop set-up</source>
        <translation>训练循环准备</translation>
    </message>
    <message>
        <source>graph capture</source>
        <translation>图捕获</translation>
    </message>
    <message>
        <source>graph replay</source>
        <translation>图重放</translation>
    </message>
    <message>
        <source>training step</source>
        <translation>训练步</translation>
    </message>
</context>
<context>
    <name>cga::DiagnosticsModel</name>
    <message>
        <source>Errors (%1)</source>
        <translation>错误（%1）</translation>
    </message>
    <message>
        <source>Warnings (%1)</source>
        <translation>警告（%1）</translation>
    </message>
    <message>
        <source>Notes (%1)</source>
        <translation>提示（%1）</translation>
    </message>
    <message>
        <source>Automatic adjustments (%1)</source>
        <translation>自动调整（%1）</translation>
    </message>
</context>
<context>
    <name>cga::DiagnosticsPanel</name>
    <message>
        <source>Select a diagnostic to see what it means and how to fix it.</source>
        <translation>选择一条诊断，查看其含义和修复方法。</translation>
    </message>
    <message>
        <source>When:</source>
        <translation>何时：</translation>
    </message>
    <message>
        <source>Upstream message:</source>
        <translation>上游消息：</translation>
    </message>
    <message>
        <source>Fields:</source>
        <translation>字段：</translation>
    </message>
    <message>
        <source>Read from:</source>
        <translation>读取自：</translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <translation>修复：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n 个错误</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n 个警告</numerusform>
        </translation>
    </message>
    <message>
        <source>Upstream source:</source>
        <translation>上游来源：</translation>
    </message>
</context>
<context>
    <name>cga::DistributionChart</name>
    <message numerus="yes">
        <source>%1: median %2 ms, IQR %3-%4 ms, %n step(s)</source>
        <translation>
            <numerusform>%1：中位数 %2 ms，IQR %3-%4 ms，%n 步</numerusform>
        </translation>
    </message>
    <message>
        <source>No steady-state steps in these results.</source>
        <translation>这些结果中没有稳态步。</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>Steady-state step time [ms]</source>
        <translation>稳态步时间 [ms]</translation>
    </message>
    <message>
        <source>Steady-state distribution</source>
        <translation>稳态分布</translation>
    </message>
    <message>
        <source>minimum %1 ms, maximum %2 ms</source>
        <translation>最小值 %1 ms，最大值 %2 ms</translation>
    </message>
</context>
<context>
    <name>cga::DocumentViewer</name>
    <message>
        <source>Back</source>
        <translation>后退</translation>
    </message>
</context>
<context>
    <name>cga::EmitNotes</name>
    <message>
        <source>local + [full_iteration]: one graph for the whole forward and backward pass (the pre-2026 spelling).</source>
        <translation>local + [full_iteration]：整个前向和反向传播使用一张图（2026 年前的写法）。</translation>
    </message>
    <message>
        <source>One graph captures the whole forward and backward pass (optimizer excluded).</source>
        <translation>一张图捕获整个前向和反向传播（不含优化器）。</translation>
    </message>
    <message>
        <source>Per-layer graphs captured by Transformer Engine after the warmup steps.</source>
        <translation>预热步之后由 Transformer Engine 捕获的逐层图。</translation>
    </message>
    <message>
        <source>CUDA graphs off: every iteration runs eagerly.</source>
        <translation>CUDA 图已关闭：每次迭代都以 eager 模式执行。</translation>
    </message>
    <message>
        <source>Megatron-Core&apos;s per-layer graph manager.</source>
        <translation>Megatron-Core 的逐层图管理器。</translation>
    </message>
    <message>
        <source>Cleared, so a recipe&apos;s cuda_graph_scope cannot clash with cuda_graph_modules (MC-04).</source>
        <translation>已清空，这样配方中的 cuda_graph_scope 就不会与 cuda_graph_modules 冲突（MC-04）。</translation>
    </message>
    <message>
        <source>full_iteration selects the whole-iteration graph.</source>
        <translation>full_iteration 选择整迭代图。</translation>
    </message>
    <message>
        <source>Empty: required with full_iteration (MC-13).</source>
        <translation>空：使用 full_iteration 时必须为空（MC-13）。</translation>
    </message>
    <message>
        <source>Empty: each whole layer is captured.</source>
        <translation>空：捕获每个完整的层。</translation>
    </message>
    <message>
        <source>The parts of each layer that are captured; the rest runs eagerly.</source>
        <translation>每层中被捕获的部分；其余部分以 eager 模式执行。</translation>
    </message>
    <message>
        <source>Eager iterations before capture; compare replay iterations after these and the capture step.</source>
        <translation>捕获前的 eager 迭代；请比较这些迭代和捕获步之后的重放迭代。</translation>
    </message>
    <message>
        <source>Graph-safe RNG tracker: required with graphs for GPT providers (MB-05); Bridge keeps both flags in sync (MB-04).</source>
        <translation>图安全的 RNG 跟踪器：GPT 提供器启用图时必需（MB-05）；Bridge 会保持两个标志同步（MB-04）。</translation>
    </message>
    <message>
        <source>Off as in the source recipe; this provider does not require it (MB-05 applies to GPT providers only).</source>
        <translation>与源配方一样保持关闭；此提供器不要求开启（MB-05 仅适用于 GPT 提供器）。</translation>
    </message>
    <message>
        <source>Off: no graphs need it.</source>
        <translation>关闭：没有图需要它。</translation>
    </message>
    <message>
        <source>Must be off with full-iteration graphs (MB-03): the check syncs with the host.</source>
        <translation>使用整迭代图时必须关闭（MB-03）：该检查会与主机同步。</translation>
    </message>
    <message>
        <source>Recommended off with full-iteration graphs (ADV-02).</source>
        <translation>使用整迭代图时建议关闭（ADV-02）。</translation>
    </message>
    <message>
        <source>Deprecated flag; cuda_graph_impl carries the implementation.</source>
        <translation>已弃用的标志；实现方式由 cuda_graph_impl 指定。</translation>
    </message>
    <message>
        <source>Required with expandable segments and Transformer Engine graphs (MCR-03); avoids illegal memory access.</source>
        <translation>使用可扩展段和 Transformer Engine 图时必需（MCR-03）；可避免非法内存访问。</translation>
    </message>
    <message>
        <source>Expandable segments against fragmentation, with stream reuse during capture (the full-iteration recipes&apos; setting).</source>
        <translation>使用可扩展段缓解碎片，并在捕获期间复用流（整迭代图配方的设置）。</translation>
    </message>
    <message>
        <source>Expandable segments against fragmentation; needs NCCL_GRAPH_REGISTER=0 with graphs.</source>
        <translation>使用可扩展段缓解碎片；启用图时需要 NCCL_GRAPH_REGISTER=0。</translation>
    </message>
    <message>
        <source>0 with full-iteration graphs, 1 otherwise (recipe convention).</source>
        <translation>使用整迭代图时为 0，否则为 1（配方惯例）。</translation>
    </message>
    <message>
        <source>Recipe convention: 1 unless full-iteration graphs.</source>
        <translation>配方惯例：除非使用整迭代图，否则为 1。</translation>
    </message>
    <message>
        <source>From the configuration.</source>
        <translation>来自配置。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Source recipe: %1</source>
        <translation>源配方：%1</translation>
    </message>
    <message>
        <source>Written by CUDA Graph Assistant for %1.</source>
        <translation>由 CUDA 图助手为 %1 生成。</translation>
    </message>
    <message>
        <source>Set by the recipes with expandable segments; required only with Transformer Engine graphs (MCR-03).</source>
        <translation>由配方配合可扩展段设置；只有使用 Transformer Engine 图时才必需（MCR-03）。</translation>
    </message>
    <message>
        <source>Only the changes against the recipe are written (and the CUDA-graph settings): apply them after the recipe&apos;s own settings.</source>
        <translation>只写出相对配方的改动（以及 CUDA 图设置）：请在配方自身的设置之后应用它们。</translation>
    </message>
    <message>
        <source>Empty: graphs are off, nothing is captured.</source>
        <translation>空：CUDA 图已关闭，不捕获任何内容。</translation>
    </message>
</context>
<context>
    <name>cga::Emitter</name>
    <message numerus="yes">
        <source>The configuration has %n error(s); nothing was written. Fix them first (cga validate explains each one).</source>
        <translation>
            <numerusform>配置中有 %n 个错误；未写入任何内容。请先修复这些错误（cga validate 会逐条解释）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Written as %1, this configuration would not validate under %2; nothing was written.</source>
        <translation>若写成 %1，此配置在 %2 下无法通过校验；未写入任何内容。</translation>
    </message>
</context>
<context>
    <name>cga::EmitterFactory</name>
    <message>
        <source>Python overrides on a recipe</source>
        <translation>基于配方的 Python 覆盖</translation>
    </message>
    <message>
        <source>Megatron Bridge YAML override file</source>
        <translation>Megatron Bridge YAML 覆盖文件</translation>
    </message>
    <message>
        <source>Hydra override arguments</source>
        <translation>Hydra 覆盖项</translation>
    </message>
    <message>
        <source>Perf-harness command (run_script.py)</source>
        <translation>性能测试框架命令（run_script.py）</translation>
    </message>
    <message>
        <source>Megatron-LM command line</source>
        <translation>Megatron-LM 命令行</translation>
    </message>
    <message>
        <source>Environment block</source>
        <translation>环境变量块</translation>
    </message>
    <message>
        <source>Slurm batch script for the eager-against-graph A/B</source>
        <translation>用于 eager 与图模式 A/B 对比的 Slurm 批处理脚本</translation>
    </message>
    <message>
        <source>Rollback: the same run with CUDA graphs off</source>
        <translation>回滚：关闭 CUDA 图的同一任务</translation>
    </message>
</context>
<context>
    <name>cga::EnvBlockImporter</name>
    <message>
        <source>line %1: %2.</source>
        <translation>第 %1 行：%2。</translation>
    </message>
</context>
<context>
    <name>cga::EnvEmitter</name>
    <message>
        <source>Environment</source>
        <translation>环境变量</translation>
    </message>
    <message>
        <source>Exported variables win over the config&apos;s env_vars (Bridge uses os.environ.setdefault).</source>
        <translation>导出的变量优先于配置中的 env_vars（Bridge 使用 os.environ.setdefault）。</translation>
    </message>
    <message>
        <source>Not a shell variable name, so it cannot be exported: %1.</source>
        <translation>不是合法的 shell 变量名，因此无法导出：%1。</translation>
    </message>
    <message>
        <source>The configuration sets no environment variables.</source>
        <translation>该配置没有设置任何环境变量。</translation>
    </message>
</context>
<context>
    <name>cga::EnvironmentPage</name>
    <message>
        <source>not set</source>
        <translation>未设置</translation>
    </message>
    <message>
        <source>Edit environment variables</source>
        <translation>编辑环境变量</translation>
    </message>
    <message>
        <source>Environment and versions</source>
        <translation>环境与版本</translation>
    </message>
    <message>
        <source>Allocator and NCCL variables, and the library versions the rules depend on.</source>
        <translation>分配器和 NCCL 变量，以及规则所依赖的库版本。</translation>
    </message>
    <message>
        <source>Environment variables (cfg.env_vars)</source>
        <translation>环境变量（cfg.env_vars）</translation>
    </message>
    <message>
        <source>Versions and API</source>
        <translation>版本与 API</translation>
    </message>
    <message>
        <source>Other variables</source>
        <translation>其他变量</translation>
    </message>
    <message>
        <source>Exported by the launching shell</source>
        <translation>由启动 shell 导出</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Bridge applies env_vars with &lt;code&gt;os.environ.setdefault&lt;/code&gt;: a value the launching shell exports wins. With Transformer Engine graphs and &lt;code&gt;expandable_segments:True&lt;/code&gt;, &lt;code&gt;NCCL_GRAPH_REGISTER&lt;/code&gt; must be &lt;code&gt;0&lt;/code&gt;.</source>
        <translation>Bridge 通过 &lt;code&gt;os.environ.setdefault&lt;/code&gt; 应用 env_vars：启动 shell 导出的值优先。使用 Transformer Engine 图且设置 &lt;code&gt;expandable_segments:True&lt;/code&gt; 时，&lt;code&gt;NCCL_GRAPH_REGISTER&lt;/code&gt; 必须为 &lt;code&gt;0&lt;/code&gt;。</translation>
    </message>
    <message>
        <source>Transformer Engine version</source>
        <translation>Transformer Engine 版本</translation>
    </message>
    <message>
        <source>Transformer Engine installed</source>
        <translation>已安装 Transformer Engine</translation>
    </message>
    <message>
        <source>PyTorch version</source>
        <translation>PyTorch 版本</translation>
    </message>
    <message>
        <source>Megatron-Core API</source>
        <translation>Megatron-Core API</translation>
    </message>
    <message>
        <source>Front end</source>
        <translation>前端</translation>
    </message>
</context>
<context>
    <name>cga::FieldBinder</name>
    <message>
        <source>Set %1</source>
        <translation>设置 %1</translation>
    </message>
    <message>
        <source>unset</source>
        <translation>未设置</translation>
    </message>
</context>
<context>
    <name>cga::FieldRegistry</name>
    <message>
        <source>Grouped GEMM for the experts of a MoE layer; recomputing moe_act needs it.</source>
        <translation>MoE 层专家的分组 GEMM；重计算 moe_act 需要它。</translation>
    </message>
    <message>
        <source>The CUDA-graph-safe GroupedTensor path of grouped GEMM; needs moe_grouped_gemm. Turned on by the Transformer Engine op fuser together with grouped GEMM.</source>
        <translation>分组 GEMM 的 GroupedTensor 路径（可安全用于 CUDA 图）；需要 moe_grouped_gemm。启用 Transformer Engine 算子融合器并同时开启分组 GEMM 时会自动打开。</translation>
    </message>
    <message>
        <source>Build the MLP from Transformer Engine&apos;s fused operations.</source>
        <translation>用 Transformer Engine 的融合算子构建 MLP。</translation>
    </message>
    <message>
        <source>Pad routing maps to the alignment FP8/FP4 kernels need; requires fp8 or fp4.</source>
        <translation>将路由映射填充到 FP8/FP4 内核所需的对齐；需要设置 fp8 或 fp4。</translation>
    </message>
    <message>
        <source>How the router turns logits into expert scores.</source>
        <translation>路由器如何把 logits 转为专家得分。</translation>
    </message>
    <message>
        <source>Apply the softmax before choosing the top-k experts; required with softmax scores and top-1 routing.</source>
        <translation>在选出 top-k 专家之前应用 softmax；使用 softmax 得分且 top-1 路由时必须开启。</translation>
    </message>
    <message>
        <source>Load-balancing strategy of the router; a capacity factor works with all but sinkhorn.</source>
        <translation>路由器的负载均衡策略；容量因子适用于除 sinkhorn 之外的所有策略。</translation>
    </message>
    <message>
        <source>Multi-latent attention (DeepSeek, Kimi); the providers of those models turn it on. Recomputing mla_up_proj needs it.</source>
        <translation>多潜变量注意力（DeepSeek、Kimi）；这些模型的 provider 会开启它。重计算 mla_up_proj 需要它。</translation>
    </message>
    <message>
        <source>Manifold-constrained hyper-connections; recomputing &apos;mhc&apos; needs them.</source>
        <translation>流形约束超连接（mHC）；重计算 &apos;mhc&apos; 需要它。</translation>
    </message>
    <message>
        <source>Normalization layer; the inference-optimized implementation needs RMSNorm.</source>
        <translation>归一化层；推理优化实现需要 RMSNorm。</translation>
    </message>
    <message>
        <source>Zero-centred LayerNorm weights (the 1p variant); not available with the inference-optimized implementation.</source>
        <translation>零中心化的 LayerNorm 权重（1p 变体）；推理优化实现不支持。</translation>
    </message>
    <message>
        <source>Python import path of the quantizer factory that the custom FP8 recipe needs.</source>
        <translation>自定义 FP8 recipe 所需的量化器工厂的 Python 导入路径。</translation>
    </message>
    <message>
        <source>Which CUDA graph implementation captures training: none, per-layer Transformer Engine graphs, or one graph for the whole forward and backward pass.</source>
        <translation>用哪种 CUDA 图实现来捕获训练：不使用、Transformer Engine 逐层图，或整个前向和反向传播使用一张图。</translation>
    </message>
    <message>
        <source>Which parts of each layer are captured (attn, mlp, moe, moe_router, moe_preprocess, mamba); empty captures the whole layer. Must be empty for full_iteration.</source>
        <translation>每层中被捕获的部分（attn、mlp、moe、moe_router、moe_preprocess、mamba）；为空则捕获整个层。使用 full_iteration 时必须为空。</translation>
    </message>
    <message>
        <source>Deprecated alias of cuda_graph_modules, still written by most recipes; migrated into cuda_graph_modules when the model is finalized.</source>
        <translation>cuda_graph_modules 的已弃用别名，大多数配方仍在使用；模型最终确定（finalize）时会迁移到 cuda_graph_modules。</translation>
    </message>
    <message>
        <source>Granularity of inference graphs; derived from the implementation when unset (local: layer, otherwise none).</source>
        <translation>推理图的粒度；未设置时由实现方式推导（local 为 layer，否则为 none）。</translation>
    </message>
    <message>
        <source>Eager training iterations that run before the graphs are captured.</source>
        <translation>捕获图之前以 eager 模式运行的训练迭代数。</translation>
    </message>
    <message>
        <source>Full-iteration graphs only: training, evaluation and optimizer graphs share one memory pool.</source>
        <translation>仅限整迭代图：训练、评估和优化器的图共享同一个内存池。</translation>
    </message>
    <message>
        <source>Passed to Transformer Engine as retain_graph_in_backward when capturing.</source>
        <translation>捕获时作为 retain_graph_in_backward 传给 Transformer Engine。</translation>
    </message>
    <message>
        <source>Deprecated: turns on the local implementation.</source>
        <translation>已弃用：开启 local 实现。</translation>
    </message>
    <message>
        <source>Deprecated: turns on the transformer_engine implementation.</source>
        <translation>已弃用：开启 transformer_engine 实现。</translation>
    </message>
    <message>
        <source>Use Transformer Engine&apos;s graph-safe RNG tracker; required by GPT providers when graphs are on.</source>
        <translation>使用 Transformer Engine 的图安全 RNG 跟踪器；启用图时 GPT 提供器必需。</translation>
    </message>
    <message>
        <source>Use the inference RNG tracker.</source>
        <translation>使用推理 RNG 跟踪器。</translation>
    </message>
    <message>
        <source>Fine-grained offloading: defer offloading until graph replay.</source>
        <translation>细粒度卸载：将卸载推迟到图重放时进行。</translation>
    </message>
    <message>
        <source>Router switches to drop-and-pad at decode time so inference graphs see static shapes.</source>
        <translation>解码时路由器切换为丢弃并填充（drop-and-pad），使推理图看到静态形状。</translation>
    </message>
    <message>
        <source>Qwen3-VL / Qwen3.5-VL only: capture the vision encoder with Transformer Engine graphs.</source>
        <translation>仅限 Qwen3-VL / Qwen3.5-VL：用 Transformer Engine 图捕获视觉编码器。</translation>
    </message>
    <message>
        <source>Qwen3-VL / Qwen3.5-VL only: parts of the vision encoder captured.</source>
        <translation>仅限 Qwen3-VL / Qwen3.5-VL：视觉编码器中被捕获的部分。</translation>
    </message>
    <message>
        <source>Qwen3-VL / Qwen3.5-VL only: the longest vision sequence the vision graphs accept.</source>
        <translation>仅限 Qwen3-VL / Qwen3.5-VL：视觉图可接受的最长视觉序列。</translation>
    </message>
    <message>
        <source>The model provider class; decides provider-specific rules (GPT, hybrid Mamba, Qwen3-VL MoE, Gemma 4 MoE).</source>
        <translation>模型提供器类；决定适用哪些提供器专属规则（GPT、混合 Mamba、Qwen3-VL MoE、Gemma 4 MoE）。</translation>
    </message>
    <message>
        <source>The layer spec function, when the recipe sets one.</source>
        <translation>层规格函数（若配方设置了的话）。</translation>
    </message>
    <message>
        <source>Activation recomputation: full layers (only with full_iteration graphs) or selected modules.</source>
        <translation>激活重计算：完整层（仅限整迭代图）或选定模块。</translation>
    </message>
    <message>
        <source>How full recomputation picks layers; required for full.</source>
        <translation>完整重计算如何选取层；full 时必需。</translation>
    </message>
    <message>
        <source>Layers recomputed by full recomputation; must be unset for selective.</source>
        <translation>完整重计算所重计算的层数；selective 时必须不设置。</translation>
    </message>
    <message>
        <source>Modules recomputed by selective recomputation (unset means core_attn). A recomputed module must be entirely inside or outside a graph.</source>
        <translation>选择性重计算所重计算的模块（不设置即为 core_attn）。被重计算的模块必须完全位于图内或图外。</translation>
    </message>
    <message>
        <source>Legacy CPU offloading of activations or weights; not allowed with per-layer graphs.</source>
        <translation>旧式 CPU 卸载（激活或权重）；不能与逐层图同时使用。</translation>
    </message>
    <message>
        <source>Layers offloaded by legacy CPU offloading (Bridge does not turn offloading on from this).</source>
        <translation>旧式 CPU 卸载所卸载的层数（Bridge 不会因此开启卸载）。</translation>
    </message>
    <message>
        <source>Legacy CPU offloading: offload activations.</source>
        <translation>旧式 CPU 卸载：卸载激活。</translation>
    </message>
    <message>
        <source>Legacy CPU offloading: offload weights.</source>
        <translation>旧式 CPU 卸载：卸载权重。</translation>
    </message>
    <message>
        <source>Legacy CPU offloading: double buffering.</source>
        <translation>旧式 CPU 卸载：双缓冲。</translation>
    </message>
    <message>
        <source>Legacy CPU offloading: keep pinned host buffers (useful for graph capture).</source>
        <translation>旧式 CPU 卸载：保留锁页主机缓冲区（便于图捕获）。</translation>
    </message>
    <message>
        <source>Offload chosen activations to the host; works with transformer_engine or full_iteration graphs.</source>
        <translation>将选定的激活卸载到主机；可与 transformer_engine 或 full_iteration 图配合使用。</translation>
    </message>
    <message>
        <source>Modules whose activations fine-grained offloading moves to the host.</source>
        <translation>细粒度卸载将其激活移到主机的模块。</translation>
    </message>
    <message>
        <source>Offloads in flight at once; must be set (&gt;= 0) with full_iteration graphs.</source>
        <translation>同时进行中的卸载数；使用 full_iteration 图时必须设置（&gt;= 0）。</translation>
    </message>
    <message>
        <source>Number of experts; unset or 1 means a dense model.</source>
        <translation>专家数量；未设置或为 1 表示稠密模型。</translation>
    </message>
    <message>
        <source>Which layers are MoE: 1 (all), N (every N-th) or a 0/1 list; decides whether dense mlp layers exist.</source>
        <translation>哪些层是 MoE 层：1（全部）、N（每隔 N 层）或 0/1 列表；决定是否存在稠密的 mlp 层。</translation>
    </message>
    <message>
        <source>Experts each token is routed to.</source>
        <translation>每个 token 被路由到的专家数。</translation>
    </message>
    <message>
        <source>How tokens reach their experts.</source>
        <translation>token 如何到达其专家。</translation>
    </message>
    <message>
        <source>Backend of the flex dispatcher (DeepEP, HybridEP, NCCL EP).</source>
        <translation>flex 分发器的后端（DeepEP、HybridEP、NCCL EP）。</translation>
    </message>
    <message>
        <source>Expert capacity factor; unset means dropless routing with data-dependent shapes.</source>
        <translation>专家容量因子；未设置表示无丢弃路由，形状取决于数据。</translation>
    </message>
    <message>
        <source>Pad expert inputs to capacity (drop-and-pad), which makes expert shapes static.</source>
        <translation>将专家输入填充到容量（丢弃并填充），使专家形状固定。</translation>
    </message>
    <message>
        <source>Deprecated alias: pad routing maps for FP8 quantization.</source>
        <translation>已弃用的别名：为 FP8 量化填充路由映射。</translation>
    </message>
    <message>
        <source>Shared expert size; shared experts run inside the moe_router graph unless overlapped.</source>
        <translation>共享专家的大小；除非启用重叠，共享专家在 moe_router 图内运行。</translation>
    </message>
    <message>
        <source>Overlap shared experts with the dispatcher.</source>
        <translation>将共享专家与分发器重叠执行。</translation>
    </message>
    <message>
        <source>Random jitter on MoE inputs (uses RNG).</source>
        <translation>MoE 输入上的随机抖动（使用 RNG）。</translation>
    </message>
    <message>
        <source>HybridEP padding of uneven inputs; forced on without graphs, left as set with graphs.</source>
        <translation>HybridEP 对不均匀输入的填充；不用图时强制开启，用图时保持原设置。</translation>
    </message>
    <message>
        <source>HybridEP padding of variable token counts; forced on without graphs.</source>
        <translation>HybridEP 对可变 token 数的填充；不用图时强制开启。</translation>
    </message>
    <message>
        <source>Per-rank expert capacity used by full-iteration MoE recipes (paged stash).</source>
        <translation>整迭代 MoE 配方使用的每个 rank 的专家容量（分页暂存）。</translation>
    </message>
    <message>
        <source>Hidden size of each expert&apos;s MLP.</source>
        <translation>每个专家 MLP 的隐藏层大小。</translation>
    </message>
    <message>
        <source>Required for CUDA graphs support; kept in sync with model.use_te_rng_tracker.</source>
        <translation>支持 CUDA 图所必需；与 model.use_te_rng_tracker 保持同步。</translation>
    </message>
    <message>
        <source>Inference RNG tracker.</source>
        <translation>推理 RNG 跟踪器。</translation>
    </message>
    <message>
        <source>Check every loss for NaN (a host sync); must be off with full-iteration graphs.</source>
        <translation>检查每个损失是否为 NaN（一次主机同步）；使用整迭代图时必须关闭。</translation>
    </message>
    <message>
        <source>Rerun state machine mode.</source>
        <translation>重跑状态机模式。</translation>
    </message>
    <message>
        <source>Check gradients for NaN; recommended off with full-iteration graphs.</source>
        <translation>检查梯度是否为 NaN；使用整迭代图时建议关闭。</translation>
    </message>
    <message>
        <source>Check for unusually large gradients.</source>
        <translation>检查异常大的梯度。</translation>
    </message>
    <message>
        <source>Megatron-FSDP graph mode (not supported by MFSDP v2).</source>
        <translation>Megatron-FSDP 图模式（MFSDP v2 不支持）。</translation>
    </message>
    <message>
        <source>Use Megatron-FSDP.</source>
        <translation>使用 Megatron-FSDP。</translation>
    </message>
    <message>
        <source>Megatron-FSDP version (v2 does not support CUDA graphs).</source>
        <translation>Megatron-FSDP 版本（v2 不支持 CUDA 图）。</translation>
    </message>
    <message>
        <source>NCCL user buffers; with expandable segments needs torch &gt;= 2.11.</source>
        <translation>NCCL 用户缓冲区；与可扩展段同时使用需要 torch &gt;= 2.11。</translation>
    </message>
    <message>
        <source>Overlap gradient reduction with backward.</source>
        <translation>将梯度归约与反向传播重叠。</translation>
    </message>
    <message>
        <source>Overlap parameter all-gather with forward.</source>
        <translation>将参数 all-gather 与前向传播重叠。</translation>
    </message>
    <message>
        <source>Distributed optimizer.</source>
        <translation>分布式优化器。</translation>
    </message>
    <message>
        <source>Gather parameters in FP8.</source>
        <translation>以 FP8 收集参数。</translation>
    </message>
    <message>
        <source>Reuse the gradient buffer for the MXFP8 parameter all-gather.</source>
        <translation>在 MXFP8 参数 all-gather 中复用梯度缓冲区。</translation>
    </message>
    <message>
        <source>Experimental: capture optimizer.step in its own graph.</source>
        <translation>实验性：在单独的图中捕获 optimizer.step。</translation>
    </message>
    <message>
        <source>Launch the parameter gather from the optimizer step (breaks full-iteration capture).</source>
        <translation>从优化器步中发起参数收集（会破坏整迭代捕获）。</translation>
    </message>
    <message>
        <source>Expert-parallel A2A overlap; copied onto the model at set-up.</source>
        <translation>专家并行 A2A 重叠；在准备阶段复制到模型上。</translation>
    </message>
    <message>
        <source>Delayed weight gradients; copied onto the model at set-up.</source>
        <translation>延迟权重梯度；在准备阶段复制到模型上。</translation>
    </message>
    <message>
        <source>The dataset config class (for example an Energon dataset).</source>
        <translation>数据集配置类（例如 Energon 数据集）。</translation>
    </message>
    <message>
        <source>Dataset sequence length; must equal model.seq_length.</source>
        <translation>数据集序列长度；必须等于 model.seq_length。</translation>
    </message>
    <message>
        <source>Pad every sample to the sequence length (static shapes); required for packing with graphs.</source>
        <translation>将每个样本填充到序列长度（静态形状）；启用图时序列打包必需。</translation>
    </message>
    <message>
        <source>Offline sequence packing is configured (packed sequences).</source>
        <translation>已配置离线序列打包（打包序列）。</translation>
    </message>
    <message>
        <source>Pad cu_seqlens to a fixed length; required when packed attention is captured.</source>
        <translation>将 cu_seqlens 填充到固定长度；捕获打包注意力时必需。</translation>
    </message>
    <message>
        <source>Pack sequences inside each batch (variable lengths).</source>
        <translation>在每个批次内打包序列（可变长度）。</translation>
    </message>
    <message>
        <source>Energon native sequence packing buffer; not supported with graphs.</source>
        <translation>Energon 原生序列打包缓冲区；启用图时不支持。</translation>
    </message>
    <message>
        <source>Micro-batch size; fixed for the run because captured graphs have static shapes.</source>
        <translation>微批次大小；由于捕获的图具有静态形状，整个任务中保持不变。</translation>
    </message>
    <message>
        <source>Global batch size.</source>
        <translation>全局批次大小。</translation>
    </message>
    <message>
        <source>Training iterations.</source>
        <translation>训练迭代次数。</translation>
    </message>
    <message>
        <source>Iterations per log line; 1 lets the log separate eager, capture and replay steps.</source>
        <translation>每条日志行包含的迭代数；设为 1 时日志可区分 eager、捕获和重放步。</translation>
    </message>
    <message>
        <source>Print TFLOP/s per GPU on each iteration line.</source>
        <translation>在每条迭代日志行中打印每 GPU 的 TFLOP/s。</translation>
    </message>
    <message>
        <source>Drop WARNING log records (hides &apos;No graphable layers found&apos;).</source>
        <translation>丢弃 WARNING 级别的日志记录（会隐藏 &apos;No graphable layers found&apos;）。</translation>
    </message>
    <message>
        <source>Log memory every interval (the only way to see post-capture memory).</source>
        <translation>每个间隔记录一次显存（这是查看捕获后显存的唯一方式）。</translation>
    </message>
    <message>
        <source>Count zero gradients (a host sync inside the optimizer step).</source>
        <translation>统计零梯度（优化器步内的一次主机同步）。</translation>
    </message>
    <message>
        <source>Static loss scale; unset means dynamic loss scaling with fp16.</source>
        <translation>静态损失缩放值；未设置表示 fp16 使用动态损失缩放。</translation>
    </message>
    <message>
        <source>Checkpoint directory to resume from.</source>
        <translation>用于恢复训练的检查点目录。</translation>
    </message>
    <message>
        <source>Pretrained checkpoint to start from.</source>
        <translation>作为起点的预训练检查点。</translation>
    </message>
    <message>
        <source>PyTorch allocator settings; expandable_segments:True with TE graphs needs NCCL_GRAPH_REGISTER=0.</source>
        <translation>PyTorch 分配器设置；TE 图配合 expandable_segments:True 需要 NCCL_GRAPH_REGISTER=0。</translation>
    </message>
    <message>
        <source>NCCL buffer registration for captured collectives; must be 0 with expandable segments and TE graphs.</source>
        <translation>为被捕获的集合通信注册 NCCL 缓冲区；使用可扩展段和 TE 图时必须为 0。</translation>
    </message>
    <message>
        <source>Hardware work queues per device.</source>
        <translation>每个设备的硬件工作队列数。</translation>
    </message>
    <message>
        <source>Keep stream priorities inside graphs; required for GTP.</source>
        <translation>在图内保留流优先级；GTP 必需。</translation>
    </message>
    <message>
        <source>Transformer Engine offload v1 path; must be 1 for fine-grained offloading with TE &gt;= 2.10.</source>
        <translation>Transformer Engine 卸载 v1 路径；TE &gt;= 2.10 时细粒度卸载必须设为 1。</translation>
    </message>
    <message>
        <source>Recipes use 0 with full-iteration graphs and 1 otherwise (a convention).</source>
        <translation>配方在使用整迭代图时设为 0，否则设为 1（惯例）。</translation>
    </message>
    <message>
        <source>NVLink SHARP in NCCL.</source>
        <translation>NCCL 中的 NVLink SHARP。</translation>
    </message>
    <message>
        <source>High-priority NCCL streams.</source>
        <translation>高优先级 NCCL 流。</translation>
    </message>
    <message>
        <source>Dropout after MLP/MoE and attention output.</source>
        <translation>MLP/MoE 和注意力输出之后的 dropout。</translation>
    </message>
    <message>
        <source>Dropout on attention probabilities.</source>
        <translation>注意力概率上的 dropout。</translation>
    </message>
    <message>
        <source>Overlap expert-parallel all-to-all with compute (set from comm_overlap).</source>
        <translation>将专家并行的 all-to-all 与计算重叠（由 comm_overlap 设置）。</translation>
    </message>
    <message>
        <source>Delay weight-gradient computation (set from comm_overlap); needs EP overlap.</source>
        <translation>延迟权重梯度计算（由 comm_overlap 设置）；需要 EP 重叠。</translation>
    </message>
    <message>
        <source>Fused gradient accumulation (GPT providers enable it when the fused kernel is available); gives static gradient addresses.</source>
        <translation>融合梯度累加（融合内核可用时 GPT 提供器会启用）；使梯度地址保持固定。</translation>
    </message>
    <message>
        <source>Bias in linear layers.</source>
        <translation>线性层中的偏置。</translation>
    </message>
    <message>
        <source>Bias in the QKV projection.</source>
        <translation>QKV 投影中的偏置。</translation>
    </message>
    <message>
        <source>Sequence lengths vary between microbatches; graphs need static shapes.</source>
        <translation>各微批次之间的序列长度不同；图需要静态形状。</translation>
    </message>
    <message>
        <source>Sequence length; must match the dataset and stay fixed for the whole run.</source>
        <translation>序列长度；必须与数据集一致，并在整个任务中保持不变。</translation>
    </message>
    <message>
        <source>Number of transformer layers.</source>
        <translation>Transformer 层数。</translation>
    </message>
    <message>
        <source>Hidden size.</source>
        <translation>隐藏层大小。</translation>
    </message>
    <message>
        <source>Hidden size of the dense MLP.</source>
        <translation>稠密 MLP 的隐藏层大小。</translation>
    </message>
    <message>
        <source>Attention heads.</source>
        <translation>注意力头数。</translation>
    </message>
    <message>
        <source>Query groups (grouped-query attention).</source>
        <translation>查询组数（分组查询注意力）。</translation>
    </message>
    <message>
        <source>Multi-token-prediction layers.</source>
        <translation>多 token 预测（MTP）层数。</translation>
    </message>
    <message>
        <source>Tensor parallel size.</source>
        <translation>张量并行规模。</translation>
    </message>
    <message>
        <source>Pipeline parallel size; TE graphs capture one graph per layer per microbatch when &gt; 1, so graph memory grows with it.</source>
        <translation>流水线并行规模；大于 1 时 TE 图为每层的每个微批次各捕获一张图，因此图占用的显存随之增长。</translation>
    </message>
    <message>
        <source>Virtual pipeline stages per rank (interleaved schedule).</source>
        <translation>每个 rank 的虚拟流水线阶段数（交错调度）。</translation>
    </message>
    <message>
        <source>Context parallel size.</source>
        <translation>上下文并行规模。</translation>
    </message>
    <message>
        <source>Hierarchical (hybrid) context parallel sizes.</source>
        <translation>分层（混合）上下文并行规模。</translation>
    </message>
    <message>
        <source>Expert parallel size.</source>
        <translation>专家并行规模。</translation>
    </message>
    <message>
        <source>Tensor parallel size inside experts.</source>
        <translation>专家内部的张量并行规模。</translation>
    </message>
    <message>
        <source>Sequence parallelism (with tensor parallelism).</source>
        <translation>序列并行（配合张量并行）。</translation>
    </message>
    <message>
        <source>Train in bfloat16.</source>
        <translation>以 bfloat16 训练。</translation>
    </message>
    <message>
        <source>Train in float16 (with loss scaling).</source>
        <translation>以 float16 训练（使用损失缩放）。</translation>
    </message>
    <message>
        <source>FP8 format; unset means no FP8.</source>
        <translation>FP8 格式；未设置表示不使用 FP8。</translation>
    </message>
    <message>
        <source>FP8 scaling recipe; mxfp8 is Blackwell-only.</source>
        <translation>FP8 缩放方案；mxfp8 仅适用于 Blackwell。</translation>
    </message>
    <message>
        <source>Layer implementation.</source>
        <translation>层实现。</translation>
    </message>
    <message>
        <source>GTP weight rematerialization group; &gt; 1 turns GTP on.</source>
        <translation>GTP 权重重物化分组；大于 1 时开启 GTP。</translation>
    </message>
    <message>
        <source>Fused cross-entropy loss.</source>
        <translation>融合交叉熵损失。</translation>
    </message>
    <message>
        <source>Cross-entropy fusion implementation; te under full_iteration needs TE &gt;= 2.7.</source>
        <translation>交叉熵融合的实现；full_iteration 下使用 te 需要 TE &gt;= 2.7。</translation>
    </message>
    <message>
        <source>Megatron-LM: pipeline-parallel microbatched inference threshold (-1 off).</source>
        <translation>Megatron-LM：流水线并行微批次推理阈值（-1 为关闭）。</translation>
    </message>
    <message>
        <source>Megatron-LM: inference graphs for dynamic batching (&gt; 0 or -1).</source>
        <translation>Megatron-LM：用于动态批处理的推理图（&gt; 0 或 -1）。</translation>
    </message>
    <message>
        <source>Training samples; the iterations are train_samples // global_batch_size.</source>
        <translation>训练样本数；迭代次数为 train_samples // global_batch_size。</translation>
    </message>
    <message>
        <source>Passes over a finite training dataset (may be fractional).</source>
        <translation>在有限训练数据集上的遍数（可为小数）。</translation>
    </message>
    <message>
        <source>FP4 format (e2m1, as Bridge&apos;s NVFP4 recipes write it); unset means no FP4.</source>
        <translation>FP4 格式（e2m1，与 Bridge 的 NVFP4 配方写法一致）；不设置表示不使用 FP4。</translation>
    </message>
    <message>
        <source>Data type of the router&apos;s computation: fp32 or fp64; unset (or any other value, such as bf16) means the model&apos;s dtype. Inference-optimized MoE needs fp32.</source>
        <translation>路由器计算所用的数据类型：fp32 或 fp64；不设置（或其他任何值，如 bf16）表示使用模型的数据类型。推理优化的 MoE 需要 fp32。</translation>
    </message>
</context>
<context>
    <name>cga::FinishSummary</name>
    <message>
        <source>Configuration exported</source>
        <translation>配置已导出</translation>
    </message>
    <message>
        <source>The configuration was exported. What to run next:</source>
        <translation>配置已导出。接下来可以运行：</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Written to %1:</source>
        <translation>已写入 %1：</translation>
    </message>
    <message>
        <source>Compare eager with CUDA graphs on a Slurm cluster (both runs, then the comparison):</source>
        <translation>在 Slurm 集群上比较 eager 与 CUDA 图（先分别运行，再比较）：</translation>
    </message>
    <message>
        <source>Or run the graph configuration with Megatron Bridge&apos;s performance harness:</source>
        <translation>或者用 Megatron Bridge 的性能测试框架运行启用 CUDA 图的配置：</translation>
    </message>
    <message>
        <source>Or measure eager against graph replay on this GPU (the Benchmark tab does the same):</source>
        <translation>或者在本机 GPU 上比较 eager 与图重放（“基准测试”页可完成同样的测量）：</translation>
    </message>
    <message>
        <source>To go back to eager execution, use %1.</source>
        <translation>要恢复为 eager 执行，请使用 %1。</translation>
    </message>
</context>
<context>
    <name>cga::GoldenValuesReader</name>
    <message>
        <source>%1: golden values whose &quot;iteration-time&quot; holds no number: nothing to time.</source>
        <translation>%1：golden values 的 &quot;iteration-time&quot; 中没有任何数值：没有可计时的内容。</translation>
    </message>
    <message>
        <source>%1: golden values without &quot;iteration-time&quot; (it has %2): nothing to time. Megatron-LM writes it with --log-timers-to-tensorboard.</source>
        <translation>%1：golden values 中没有 &quot;iteration-time&quot;（只有 %2）：没有可计时的内容。Megatron-LM 在使用 --log-timers-to-tensorboard 时才写入它。</translation>
    </message>
</context>
<context>
    <name>cga::GraphPrediction</name>
    <message>
        <source>%1 and %2</source>
        <translation>%1 和 %2</translation>
    </message>
    <message>
        <source>Graph %1: %2 % of the step is launch-bound there (%3 ms of %4 ms).</source>
        <translation>对 %1 做图捕获：步时间中有 %2 % 在这些范围内受启动限制（%4 ms 中的 %3 ms）。</translation>
    </message>
    <message>
        <source>No single scope is launch-bound: graphs would remove %1 % of the step at most.</source>
        <translation>没有单个范围受启动限制：CUDA 图最多能去掉步时间的 %1 %。</translation>
    </message>
    <message>
        <source>Whole-layer graphs: %1 ms -&gt; %2 ms per step (%3x).</source>
        <translation>整层图：每步 %1 ms -&gt; %2 ms（%3 倍）。</translation>
    </message>
    <message>
        <source>Full iteration: %1 ms (%2x), if the step has no host syncs.</source>
        <translation>整迭代图：%1 ms（%2 倍），前提是该步没有主机同步。</translation>
    </message>
    <message>
        <source>A graph removes the host time of the launches it replaces: launches in the scope times the host cost per launch measured in this profile (the host time from one launch call to the next, Python and framework included).</source>
        <translation>CUDA 图去掉的是被它替代的启动所花的主机时间：范围内的启动次数乘以本次性能分析中测得的每次启动的主机开销（从一次启动调用到下一次的主机时间，含 Python 和框架开销）。</translation>
    </message>
    <message>
        <source>At most the GPU idle time inside the scope goes away; the GPU work itself (%1 ms busy per step) stays.</source>
        <translation>最多只能去掉范围内的 GPU 空闲时间；GPU 本身的工作（每步忙碌 %1 ms）保持不变。</translation>
    </message>
    <message>
        <source>Each replayed graph costs %1 us of host time and %2 us between two of its nodes on the GPU.</source>
        <translation>每次重放一个图需要 %1 us 主机时间，GPU 上其相邻两个节点之间需要 %2 us。</translation>
    </message>
    <message>
        <source>Host syncs inside a scope must be removed before it can be captured; their idle time is counted as removable.</source>
        <translation>范围内的主机同步必须先去掉才能捕获；其空闲时间按可去掉计算。</translation>
    </message>
    <message>
        <source>Profiler overhead lengthens host time only: given a measured eager step (--measured eager=MS), the removable time is scaled by (measured - GPU busy) / (profiled - GPU busy) before it is taken off.</source>
        <translation>性能分析器的开销只拉长主机时间：给出实测的 eager 步（--measured eager=MS）时，可去掉的时间先乘以 (实测 - GPU 忙碌) / (分析中 - GPU 忙碌) 再扣除。</translation>
    </message>
    <message>
        <source>host time of the profile scaled by %1 to the measured eager step (%2 ms profiled, %3 ms measured)</source>
        <translation>性能分析中的主机时间按 %1 缩放到实测的 eager 步（分析中 %2 ms，实测 %3 ms）</translation>
    </message>
    <message>
        <source>%1: predicted %2 ms (%3x), measured %4 ms (%5x): speedup off by %6 %</source>
        <translation>%1：预测 %2 ms（%3 倍），实测 %4 ms（%5 倍）：加速比偏差 %6 %</translation>
    </message>
    <message>
        <source>The GPU waits on host syncs inside %1: they must go before that can be captured.</source>
        <translation>GPU 在 %1 内部等待主机同步：必须先去掉这些同步才能捕获。</translation>
    </message>
</context>
<context>
    <name>cga::GraphsPage</name>
    <message>
        <source>Capture %1</source>
        <translation>捕获 %1</translation>
    </message>
    <message>
        <source>Stop capturing %1</source>
        <translation>停止捕获 %1</translation>
    </message>
    <message>
        <source>No scope ticked: every layer is captured whole.</source>
        <translation>未勾选任何范围：每个层都被完整捕获。</translation>
    </message>
    <message>
        <source>Captured per layer and microbatch: %1.</source>
        <translation>按层和微批次捕获：%1。</translation>
    </message>
    <message>
        <source>A full-iteration graph captures the whole forward and backward pass; scopes do not apply.</source>
        <translation>整迭代图捕获整个前向和反向传播；捕获范围不适用。</translation>
    </message>
    <message>
        <source>Scopes apply to the transformer_engine implementation.</source>
        <translation>捕获范围适用于 transformer_engine 实现。</translation>
    </message>
    <message>
        <source>CUDA graphs</source>
        <translation>CUDA 图</translation>
    </message>
    <message>
        <source>Choose how much of each step is captured. Start narrow and widen only after an A/B shows a gain.</source>
        <translation>选择每个训练步中捕获多少内容。先从窄范围开始，只有在 A/B 对比显示有收益后再扩大。</translation>
    </message>
    <message>
        <source>Implementation</source>
        <translation>实现方式</translation>
    </message>
    <message>
        <source>none: graphs off</source>
        <translation>none：关闭图</translation>
    </message>
    <message>
        <source>transformer_engine: per-layer graphs of the chosen scopes</source>
        <translation>transformer_engine：按所选范围捕获的逐层图</translation>
    </message>
    <message>
        <source>full_iteration: one graph for the whole forward and backward</source>
        <translation>full_iteration：整个前向和反向传播使用一张图</translation>
    </message>
    <message>
        <source>local: Megatron-Core per-layer graphs (Bridge accepts it only as the legacy full-iteration spelling)</source>
        <translation>local：Megatron-Core 逐层图（Bridge 仅接受它作为整迭代图的旧写法）</translation>
    </message>
    <message>
        <source>Transformer Engine scopes are the usual start; full-iteration graphs remove the most launches but hold the most memory and need the NaN checks off.</source>
        <translation>通常从 Transformer Engine 范围开始；整迭代图减少的启动次数最多，但占用显存也最多，并且需要关闭 NaN 检查。</translation>
    </message>
    <message>
        <source>Scopes (what each graph captures)</source>
        <translation>捕获范围（每张图捕获的内容）</translation>
    </message>
    <message>
        <source>Settings that go with graphs</source>
        <translation>与图配套的设置</translation>
    </message>
    <message>
        <source>The attention block of each layer (with its layer norm).</source>
        <translation>每层的注意力块（含其层归一化）。</translation>
    </message>
    <message>
        <source>The dense MLP of each dense layer.</source>
        <translation>每个稠密层的稠密 MLP。</translation>
    </message>
    <message>
        <source>The MoE router, and shared experts that are not overlapped.</source>
        <translation>MoE 路由器，以及未启用重叠的共享专家。</translation>
    </message>
    <message>
        <source>Token permutation before dispatch; needs moe_router.</source>
        <translation>分发前的 token 重排；需要 moe_router。</translation>
    </message>
    <message>
        <source>The whole MoE block; only with drop-and-pad routing.</source>
        <translation>整个 MoE 块；仅限丢弃并填充路由。</translation>
    </message>
    <message>
        <source>The Mamba mixer of hybrid models.</source>
        <translation>混合模型中的 Mamba 混合器。</translation>
    </message>
    <message>
        <source>Warmup steps before capture</source>
        <translation>捕获前的预热步数</translation>
    </message>
    <message>
        <source>Transformer Engine RNG tracker (both flags)</source>
        <translation>Transformer Engine RNG 跟踪器（两个标志）</translation>
    </message>
    <message>
        <source>Check the loss for NaN</source>
        <translation>检查损失是否为 NaN</translation>
    </message>
    <message>
        <source>Check gradients for NaN</source>
        <translation>检查梯度是否为 NaN</translation>
    </message>
</context>
<context>
    <name>cga::HarnessEmitter</name>
    <message>
        <source>The perf harness needs a recipe (-m, -mr, -g, -c, -ng); this configuration names none. Use a preset from the library, which knows its recipe.</source>
        <translation>性能测试框架需要一个配方（-m、-mr、-g、-c、-ng）；此配置未指定。请使用预设库中的预设，它知道自己的配方。</translation>
    </message>
    <message>
        <source>Recipe %1 is not in the preset library, so the settings were written as overrides on Megatron defaults; on the cluster they land on the real recipe.</source>
        <translation>配方 %1 不在预设库中，因此设置被写成基于 Megatron 默认值的覆盖项；在集群上它们会作用于真实的配方。</translation>
    </message>
    <message>
        <source>The harness has no full_iteration implementation (PH-01): written as --cuda_graph_impl local --cuda_graph_scope full_iteration, which it turns into full_iteration (PH-07).</source>
        <translation>性能测试框架没有 full_iteration 实现（PH-01）：已写成 --cuda_graph_impl local --cuda_graph_scope full_iteration，框架会将其转换为 full_iteration（PH-07）。</translation>
    </message>
    <message>
        <source>No graph flags: the recipe already has these graph settings, and --cuda_graph_impl would also turn the TE RNG tracker on (PH-03).</source>
        <translation>没有图相关标志：配方已包含这些图设置，而且 --cuda_graph_impl 还会开启 TE RNG 跟踪器（PH-03）。</translation>
    </message>
    <message numerus="yes">
        <source>The harness has flags only for the recipe, the graph implementation and scopes and a few shapes; %n Hydra override(s) carry the rest: %1.</source>
        <translation>
            <numerusform>性能测试框架只有配方、图实现与范围以及少数形状的标志；其余设置由 %n 个 Hydra 覆盖项承载：%1。</numerusform>
        </translation>
    </message>
    <message>
        <source>The harness cannot express: %1 (its flags are applied after the Hydra overrides and undo them, spec c.2).</source>
        <translation>性能测试框架无法表达：%1（它的标志在 Hydra 覆盖项之后应用，会撤销这些覆盖，见规范 c.2）。</translation>
    </message>
    <message>
        <source>Perf-harness command</source>
        <translation>性能测试框架命令</translation>
    </message>
    <message>
        <source>Resolves %1.</source>
        <translation>解析为 %1。</translation>
    </message>
</context>
<context>
    <name>cga::HarnessImporter</name>
    <message>
        <source>cannot split the command line: %1.</source>
        <translation>无法拆分命令行：%1。</translation>
    </message>
</context>
<context>
    <name>cga::HelpMenu</name>
    <message>
        <source>About CUDA Graph Assistant</source>
        <translation>关于 CUDA 图助手</translation>
    </message>
    <message>
        <source>&lt;b&gt;CUDA Graph Assistant %1&lt;/b&gt;&lt;p&gt;Configure, validate and benchmark CUDA Graph capture for Megatron Bridge and Megatron-Core.&lt;/p&gt;</source>
        <translation>&lt;b&gt;CUDA 图助手 %1&lt;/b&gt;&lt;p&gt;为 Megatron Bridge 和 Megatron-Core 配置、校验 CUDA 图捕获并进行基准测试。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Rules...</source>
        <translation>规则(&amp;R)...</translation>
    </message>
    <message>
        <source>User &amp;guide</source>
        <translation>用户指南(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Documentation (English)</source>
        <translation>文档（英文）(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>关于(&amp;A)</translation>
    </message>
    <message>
        <source>No such document</source>
        <translation>没有这份文档</translation>
    </message>
    <message>
        <source>%1 is not bundled with this program.</source>
        <translation>本程序没有附带 %1。</translation>
    </message>
    <message>
        <source>Architecture of the program</source>
        <translation>程序的架构</translation>
    </message>
    <message>
        <source>Benchmark runner protocol</source>
        <translation>基准测试运行器协议</translation>
    </message>
    <message>
        <source>Benchmarks: how eager and graphs are measured</source>
        <translation>基准测试：如何测量 eager 与图</translation>
    </message>
    <message>
        <source>Cluster runs through Slurm</source>
        <translation>通过 Slurm 在集群上运行</translation>
    </message>
    <message>
        <source>Fidelity of the rules to Megatron</source>
        <translation>规则与 Megatron 的一致程度</translation>
    </message>
    <message>
        <source>Reading a profile</source>
        <translation>解读性能分析</translation>
    </message>
    <message>
        <source>Reliability and security</source>
        <translation>可靠性与安全</translation>
    </message>
</context>
<context>
    <name>cga::HydraEmitter</name>
    <message>
        <source>Hydra overrides</source>
        <translation>Hydra 覆盖项</translation>
    </message>
    <message>
        <source>Append to the training command (after --config-file, if any); later overrides win.</source>
        <translation>追加到训练命令之后（若有 --config-file 则在其后）；后面的覆盖项优先。</translation>
    </message>
</context>
<context>
    <name>cga::HydraOverrides</name>
    <message>
        <source>&apos;%1&apos; is not a valid key (expected dotted names such as model.cuda_graph_impl).</source>
        <translation>&apos;%1&apos; 不是有效的键（应为带点的名称，例如 model.cuda_graph_impl）。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has no &apos;=value&apos;.</source>
        <translation>&apos;%1&apos; 缺少 &apos;=value&apos;。</translation>
    </message>
    <message>
        <source>Could not override &apos;%1&apos;. Key &apos;%2&apos; is not in struct: write +%1=%3 to add it.</source>
        <translation>Could not override &apos;%1&apos;. Key &apos;%2&apos; is not in struct：请写成 +%1=%3 来添加它。</translation>
    </message>
    <message>
        <source>Could not append to config. An item is already at &apos;%1&apos;: drop the &apos;+&apos;.</source>
        <translation>Could not append to config. An item is already at &apos;%1&apos;：请去掉 &apos;+&apos;。</translation>
    </message>
    <message>
        <source>an environment variable needs a single value.</source>
        <translation>环境变量只能有一个值。</translation>
    </message>
    <message>
        <source>%1 expects %2; the override gives %3.</source>
        <translation>%1 需要 %2；该覆盖项给出的是 %3。</translation>
    </message>
    <message>
        <source>a dict</source>
        <translation>一个字典</translation>
    </message>
    <message>
        <source>a nested list</source>
        <translation>一个嵌套列表</translation>
    </message>
</context>
<context>
    <name>cga::HydraValue</name>
    <message>
        <source>&apos;%1&apos; is a sweep (values separated by &apos;,&apos;), which only --multirun expands; Bridge applies one value per key. Write a list as [a,b].</source>
        <translation>&apos;%1&apos; 是一个扫描（以 &apos;,&apos; 分隔的多个值），只有 --multirun 才会展开；Bridge 对每个键只应用一个值。列表请写成 [a,b]。</translation>
    </message>
    <message>
        <source>unexpected &apos;%1&apos; at position %2 of &apos;%3&apos;.</source>
        <translation>&apos;%3&apos; 的第 %2 个位置出现了意外的 &apos;%1&apos;。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is nested more than %2 levels deep.</source>
        <translation>&apos;%1&apos; 的嵌套超过 %2 层。</translation>
    </message>
    <message>
        <source>the list in &apos;%1&apos; is not closed with &apos;]&apos;.</source>
        <translation>&apos;%1&apos; 中的列表没有以 &apos;]&apos; 结束。</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or &apos;]&apos; at position %1 of &apos;%2&apos;.</source>
        <translation>&apos;%2&apos; 的第 %1 个位置应为 &apos;,&apos; 或 &apos;]&apos;。</translation>
    </message>
    <message>
        <source>expected &apos;key: value&apos; in the dict of &apos;%1&apos;.</source>
        <translation>&apos;%1&apos; 的字典中应为 &apos;key: value&apos;。</translation>
    </message>
    <message>
        <source>the dict in &apos;%1&apos; is not closed with &apos;}&apos;.</source>
        <translation>&apos;%1&apos; 中的字典没有以 &apos;}&apos; 结束。</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or &apos;}&apos; at position %1 of &apos;%2&apos;.</source>
        <translation>&apos;%2&apos; 的第 %1 个位置应为 &apos;,&apos; 或 &apos;}&apos;。</translation>
    </message>
    <message>
        <source>an unterminated quote in &apos;%1&apos;.</source>
        <translation>&apos;%1&apos; 中有未闭合的引号。</translation>
    </message>
    <message>
        <source>the interpolation in &apos;%1&apos; is not closed with &apos;}&apos;.</source>
        <translation>&apos;%1&apos; 中的插值没有以 &apos;}&apos; 结束。</translation>
    </message>
    <message>
        <source>unexpected &apos;%1&apos; at position %2 of &apos;%3&apos; (quote the value to keep it as text).</source>
        <translation>&apos;%3&apos; 的第 %2 个位置出现了意外的 &apos;%1&apos;（给值加上引号即可作为文本保留）。</translation>
    </message>
    <message>
        <source>an empty item in &apos;%1&apos;.</source>
        <translation>&apos;%1&apos; 中有空的项。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; in &apos;%2&apos; is a sweep, which only --multirun expands; Bridge applies one value per key.</source>
        <translation>&apos;%2&apos; 中的 &apos;%1&apos; 是一个扫描，只有 --multirun 才会展开；Bridge 对每个键只应用一个值。</translation>
    </message>
    <message>
        <source>%1() in &apos;%2&apos; takes one value and a closing &apos;)&apos;.</source>
        <translation>&apos;%2&apos; 中的 %1() 需要一个值和结尾的 &apos;)&apos;。</translation>
    </message>
</context>
<context>
    <name>cga::InputFile</name>
    <message>
        <source>%1: no such file.</source>
        <translation>%1：文件不存在。</translation>
    </message>
    <message>
        <source>%1 is a folder, not a file.</source>
        <translation>%1 是文件夹，不是文件。</translation>
    </message>
    <message>
        <source>%1 is too large (%2 MiB; the limit is %3 MiB).</source>
        <translation>%1 太大（%2 MiB；上限为 %3 MiB）。</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 is too large (the limit is %2 MiB).</source>
        <translation>%1 太大（上限为 %2 MiB）。</translation>
    </message>
    <message>
        <source>%1 looks like a binary file (a NUL byte at offset %2), not a text file.</source>
        <translation>%1 看起来是二进制文件（偏移 %2 处有 NUL 字节），而不是文本文件。</translation>
    </message>
    <message>
        <source>%1 is not valid UTF-8 text.</source>
        <translation>%1 不是有效的 UTF-8 文本。</translation>
    </message>
</context>
<context>
    <name>cga::IterationClassifier</name>
    <message>
        <source>No capture message and no printed cuda_graph_impl: iteration %1 is %2 times the steady median, the shape of a graph capture, so the run is read as graphed with cuda_graph_warmup_steps = %3. Give the implementation explicitly if this is wrong.</source>
        <translation>没有捕获消息，也没有打印 cuda_graph_impl：第 %1 次迭代耗时是稳态中位数的 %2 倍，符合图捕获的特征，因此按启用图且 cuda_graph_warmup_steps = %3 解读此任务。如果不对，请明确给出实现方式。</translation>
    </message>
    <message>
        <source>cuda_graph_warmup_steps is %1 (%2), but the first capture message comes after iteration %3; the classification uses %1.</source>
        <translation>cuda_graph_warmup_steps 为 %1（%2），但第一条捕获消息出现在第 %3 次迭代之后；分类时使用 %1。</translation>
    </message>
    <message>
        <source>The run resumed from the checkpoint of iteration %1: eager, capture and replay iterations are counted from there.</source>
        <translation>任务从第 %1 次迭代的检查点恢复：eager、捕获和重放迭代都从该处开始计数。</translation>
    </message>
    <message>
        <source>Iteration %1 includes the graph capture (%2 s printed): it is the capture phase, not steady state.</source>
        <translation>第 %1 次迭代包含图捕获（打印为 %2 秒）：它属于捕获阶段，而非稳态。</translation>
    </message>
    <message>
        <source>Iteration %1 holds the graph capture (cuda_graph_warmup_steps = %2): it is the capture phase, not steady state.</source>
        <translation>第 %1 次迭代包含图捕获（cuda_graph_warmup_steps = %2）：它属于捕获阶段，而非稳态。</translation>
    </message>
    <message>
        <source>cuda_graph_warmup_steps is 0: the capture runs before iteration 1, whose time also holds the start-up cost.</source>
        <translation>cuda_graph_warmup_steps 为 0：捕获在第 1 次迭代之前进行，该迭代的时间还包含启动开销。</translation>
    </message>
    <message>
        <source>log_interval is %1: each line is the average of %1 iterations, so the line that holds iteration %2 mixes the capture with other iterations; it is the capture phase and only lines made entirely of replays count as steady state.</source>
        <translation>log_interval 为 %1：每行是 %1 次迭代的平均值，因此包含第 %2 次迭代的那一行混合了捕获和其他迭代；它属于捕获阶段，只有完全由重放组成的行才算稳态。</translation>
    </message>
    <message>
        <source>log_interval is %1: each line is the average of %1 iterations; the first line also holds iteration 1&apos;s start-up cost.</source>
        <translation>log_interval 为 %1：每行是 %1 次迭代的平均值；第一行还包含第 1 次迭代的启动开销。</translation>
    </message>
    <message>
        <source>Rank %1 reports 0 graphable layers: nothing is captured there, it runs eager.</source>
        <translation>Rank %1 报告 0 个可捕获的层：该处没有捕获任何内容，以 eager 模式运行。</translation>
    </message>
    <message>
        <source>TECudaGraphHelper found no graphable layers and skipped the capture: the whole model runs eager although graphs are enabled.</source>
        <translation>TECudaGraphHelper 没有找到可捕获的层并跳过了捕获：尽管启用了图，整个模型仍以 eager 模式运行。</translation>
    </message>
    <message>
        <source>The local implementation built 0 CUDA graphs: the run is eager.</source>
        <translation>local 实现构建了 0 个 CUDA 图：该任务以 eager 模式运行。</translation>
    </message>
    <message>
        <source>Graphs are enabled (%1, %2) but the log has no capture message: the capture may not have happened, or the messages were filtered.</source>
        <translation>已启用图（%1、%2），但日志中没有捕获消息：捕获可能没有发生，或者相关消息被过滤掉了。</translation>
    </message>
    <message>
        <source>%1 throughput figure(s) are implausibly high (%2 TFLOP/s/GPU on line %3, more than any GPU delivers): throughput figures of this run are not trusted.</source>
        <translation>%1 个吞吐量数值高得不合理（第 %3 行为 %2 TFLOP/s/GPU，超过任何 GPU 的能力）：此任务的吞吐量数值不可信。</translation>
    </message>
    <message>
        <source>Only %1 steady-state line(s): the steady median is not reliable.</source>
        <translation>只有 %1 行稳态数据：稳态中位数不可靠。</translation>
    </message>
    <message>
        <source>The log ends at iteration %1 of %2.</source>
        <translation>日志在第 %1 次迭代（共 %2 次）处结束。</translation>
    </message>
    <message>
        <source>%1 iteration lines of other ranks repeat logged iterations and were ignored.</source>
        <translation>其他 rank 的 %1 行迭代日志与已记录的迭代重复，已忽略。</translation>
    </message>
    <message>
        <source>%1 NaN iteration(s) and %2 non-finite grad norm(s) were logged.</source>
        <translation>日志记录了 %1 次 NaN 迭代和 %2 次非有限梯度范数。</translation>
    </message>
    <message>
        <source>%1 iteration(s) were skipped.</source>
        <translation>有 %1 次迭代被跳过。</translation>
    </message>
    <message>
        <source>%1 memory or capture lines beyond the cap were not kept.</source>
        <translation>超出上限的 %1 行显存或捕获日志未被保留。</translation>
    </message>
</context>
<context>
    <name>cga::LogDiagnosis</name>
    <message>
        <source>(line not kept)</source>
        <translation>（该行未保留）</translation>
    </message>
    <message>
        <source>NCCL graph registration is on while the allocator uses expandable segments</source>
        <translation>分配器使用可扩展段时开启了 NCCL 图注册</translation>
    </message>
    <message>
        <source>Export NCCL_GRAPH_REGISTER=0 (keeps graphs and NCCL, costs NCCL&apos;s zero-copy registration), or drop expandable_segments:True from PYTORCH_CUDA_ALLOC_CONF.</source>
        <translation>导出 NCCL_GRAPH_REGISTER=0（保留图和 NCCL，代价是失去 NCCL 的零拷贝注册），或从 PYTORCH_CUDA_ALLOC_CONF 中去掉 expandable_segments:True。</translation>
    </message>
    <message>
        <source>The NCCL watchdog collided with the graph capture</source>
        <translation>NCCL 看门狗与图捕获发生冲突</translation>
    </message>
    <message>
        <source>Use a container whose PyTorch has the watchdog capture guard (pytorch PR 160398); make sure no collective is still in flight when the capture starts (synchronize first). Raising TORCH_NCCL_HEARTBEAT_TIMEOUT_SEC only delays the abort.</source>
        <translation>使用其 PyTorch 带有看门狗捕获保护（pytorch PR 160398）的容器；确保捕获开始时没有仍在进行的集合通信（先同步）。调大 TORCH_NCCL_HEARTBEAT_TIMEOUT_SEC 只会推迟中止。</translation>
    </message>
    <message>
        <source>A collective timed out while a graph was being captured</source>
        <translation>捕获图期间某个集合通信超时</translation>
    </message>
    <message>
        <source>Synchronize before the capture so no collective is outstanding, and use a PyTorch with the watchdog capture guard; disable graphs once to confirm.</source>
        <translation>捕获前先同步，确保没有未完成的集合通信，并使用带看门狗捕获保护的 PyTorch；可先关闭一次图加以确认。</translation>
    </message>
    <message>
        <source>Out of memory during the graph capture</source>
        <translation>图捕获期间显存不足</translation>
    </message>
    <message>
        <source>Each graph keeps static input, output and gradient buffers per layer and microbatch in flight: narrow the scope (e.g. attn only), reduce virtual pipeline stages or microbatches in flight, or upgrade Transformer Engine (static buffer reuse, release of warmup outputs).</source>
        <translation>每张图都会为每层和每个进行中的微批次保留静态的输入、输出和梯度缓冲区：缩小捕获范围（例如只捕获 attn），减少虚拟流水线阶段数或进行中的微批次数，或升级 Transformer Engine（静态缓冲区复用、释放预热输出）。</translation>
    </message>
    <message>
        <source>Out of memory from fragmentation: the reserved but unallocated memory would have covered the request</source>
        <translation>碎片导致的显存不足：已预留但未分配的显存本足以满足该请求</translation>
    </message>
    <message>
        <source>Set PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True,graph_capture_record_stream_reuse:True together with NCCL_GRAPH_REGISTER=0 (launch through the perf harness, which sets them).</source>
        <translation>设置 PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True,graph_capture_record_stream_reuse:True，并同时设置 NCCL_GRAPH_REGISTER=0（通过性能测试框架启动即会设置这些变量）。</translation>
    </message>
    <message>
        <source>Out of memory with CUDA graphs on</source>
        <translation>启用 CUDA 图时显存不足</translation>
    </message>
    <message>
        <source>Graph pools stay resident for the graph&apos;s lifetime: treat graphs as a speed-up for runs with memory headroom, narrow the scope, add selective recompute outside the captured scope, or compare with cuda_graph_impl=none.</source>
        <translation>图内存池在图的整个生命周期内常驻：把图视为显存有余量时的加速手段，缩小捕获范围，在捕获范围之外添加选择性重计算，或与 cuda_graph_impl=none 对比。</translation>
    </message>
    <message>
        <source>A host synchronisation in the MoE token dispatch broke the capture</source>
        <translation>MoE token 分发中的主机同步破坏了捕获</translation>
    </message>
    <message>
        <source>Dropless MoE dispatch has data-dependent shapes and device-to-host syncs: graph only attn, moe_router and moe_preprocess; use the moe scope only with drop-and-pad (capacity factor and pad to capacity).</source>
        <translation>无丢弃 MoE 分发具有取决于数据的形状和设备到主机的同步：只对 attn、moe_router 和 moe_preprocess 使用图；只有在丢弃并填充（容量因子并填充到容量）时才使用 moe 范围。</translation>
    </message>
    <message>
        <source>A host synchronisation in the optimizer step broke the optimizer graph capture</source>
        <translation>优化器步中的主机同步破坏了优化器图的捕获</translation>
    </message>
    <message>
        <source>Upgrade Megatron-Core (threshold short-circuit and tensor arithmetic in the optimizer) and drop --log-num-zeros-in-grad; any .item() or math on a CUDA tensor inside optimizer.step() is a device-to-host sync.</source>
        <translation>升级 Megatron-Core（优化器中的阈值短路和张量运算），并去掉 --log-num-zeros-in-grad；optimizer.step() 内对 CUDA 张量的任何 .item() 或数学运算都是一次设备到主机的同步。</translation>
    </message>
    <message>
        <source>A host synchronisation inside the captured region broke the capture</source>
        <translation>捕获区域内的主机同步破坏了捕获</translation>
    </message>
    <message>
        <source>Find the first frame outside PyTorch in the traceback: a .item(), .cpu(), print of a tensor or data-dependent shape runs inside the captured scope. Narrow the scope to the static parts (attn, moe_router, moe_preprocess).</source>
        <translation>在回溯中找到 PyTorch 之外的第一个栈帧：捕获范围内执行了 .item()、.cpu()、打印张量或依赖数据的形状。请将捕获范围缩小到静态部分（attn、moe_router、moe_preprocess）。</translation>
    </message>
    <message>
        <source>moe and moe_router scopes together</source>
        <translation>同时使用 moe 和 moe_router 范围</translation>
    </message>
    <message>
        <source>Keep either moe or moe_router in cuda_graph_modules.</source>
        <translation>cuda_graph_modules 中只保留 moe 或 moe_router 之一。</translation>
    </message>
    <message>
        <source>moe_preprocess scope without moe_router</source>
        <translation>使用 moe_preprocess 范围却没有 moe_router</translation>
    </message>
    <message>
        <source>Add moe_router to cuda_graph_modules, or drop moe_preprocess.</source>
        <translation>将 moe_router 加入 cuda_graph_modules，或去掉 moe_preprocess。</translation>
    </message>
    <message>
        <source>MoE scope on a dense model</source>
        <translation>稠密模型上使用 MoE 范围</translation>
    </message>
    <message>
        <source>Remove moe / moe_router from cuda_graph_modules of a dense model.</source>
        <translation>从稠密模型的 cuda_graph_modules 中移除 moe / moe_router。</translation>
    </message>
    <message>
        <source>mlp scope on a model without dense layers</source>
        <translation>没有稠密层的模型上使用 mlp 范围</translation>
    </message>
    <message>
        <source>Use moe_router / moe_preprocess (or moe with drop-and-pad) instead of mlp on an all-MoE model.</source>
        <translation>在全 MoE 模型上使用 moe_router / moe_preprocess（或配合丢弃并填充使用 moe）代替 mlp。</translation>
    </message>
    <message>
        <source>moe scope on a dropless MoE</source>
        <translation>无丢弃 MoE 上使用 moe 范围</translation>
    </message>
    <message>
        <source>Set moe_expert_capacity_factor and moe_pad_expert_input_to_capacity=True, or capture moe_router and moe_preprocess instead of moe.</source>
        <translation>设置 moe_expert_capacity_factor 和 moe_pad_expert_input_to_capacity=True，或改为捕获 moe_router 和 moe_preprocess 而不是 moe。</translation>
    </message>
    <message>
        <source>moe_preprocess scope with a syncing all-to-all preprocess</source>
        <translation>moe_preprocess 范围遇到需要同步的 all-to-all 预处理</translation>
    </message>
    <message>
        <source>Drop moe_preprocess from the scope, or remove the capacity factor / moe_router_padding_for_fp8 that makes the preprocess sync.</source>
        <translation>从捕获范围中去掉 moe_preprocess，或移除使预处理需要同步的容量因子 / moe_router_padding_for_fp8。</translation>
    </message>
    <message>
        <source>A stack dump shows the run stuck in the MoE token dispatcher</source>
        <translation>栈转储显示任务卡在 MoE token 分发器中</translation>
    </message>
    <message>
        <source>No confirmed fix: run once without graphs to confirm, try the alltoall dispatcher, and upgrade Megatron-Core and DeepEP (HybridEP capacity fixes).</source>
        <translation>尚无确认的修复：先不启用图运行一次以确认问题，尝试 alltoall 分发器，并升级 Megatron-Core 和 DeepEP（HybridEP 容量相关修复）。</translation>
    </message>
    <message>
        <source>NaN gradient norm</source>
        <translation>梯度范数为 NaN</translation>
    </message>
    <message>
        <source>Run the same iterations without graphs and compare loss and grad norm; upgrade Megatron-Core and Transformer Engine. Known with the TE attn scope plus EP all-to-all overlap.</source>
        <translation>不启用图运行相同的迭代，比较损失和梯度范数；升级 Megatron-Core 和 Transformer Engine。已知在 TE attn 范围加 EP all-to-all 重叠时出现。</translation>
    </message>
    <message>
        <source>Illegal memory access</source>
        <translation>非法内存访问</translation>
    </message>
    <message>
        <source>Check NCCL_GRAPH_REGISTER=0 when expandable segments are on (PP-01). Known after validation with NVFP4 and the mamba scope: switch to MXFP8 or drop mamba from the scope.</source>
        <translation>开启可扩展段时检查 NCCL_GRAPH_REGISTER=0（PP-01）。已知在使用 NVFP4 和 mamba 范围校验后出现：切换到 MXFP8，或从捕获范围中去掉 mamba。</translation>
    </message>
    <message>
        <source>The Transformer Engine RNG tracker is off</source>
        <translation>Transformer Engine RNG 跟踪器已关闭</translation>
    </message>
    <message>
        <source>Set model.use_te_rng_tracker=True and rng.te_rng_tracker=True.</source>
        <translation>设置 model.use_te_rng_tracker=True 和 rng.te_rng_tracker=True。</translation>
    </message>
    <message>
        <source>The RNG tracker cannot be captured</source>
        <translation>RNG 跟踪器无法被捕获</translation>
    </message>
    <message>
        <source>Use the Transformer Engine RNG tracker (use_te_rng_tracker=True).</source>
        <translation>使用 Transformer Engine RNG 跟踪器（use_te_rng_tracker=True）。</translation>
    </message>
    <message>
        <source>Megatron-LM switched the TE RNG tracker on</source>
        <translation>Megatron-LM 开启了 TE RNG 跟踪器</translation>
    </message>
    <message>
        <source>Pass --te-rng-tracker explicitly; nothing else to do.</source>
        <translation>显式传入 --te-rng-tracker；无需其他操作。</translation>
    </message>
    <message>
        <source>Full recompute with per-layer graphs</source>
        <translation>逐层图配合完整重计算</translation>
    </message>
    <message>
        <source>Use selective recompute of modules outside the graph scope, or cuda_graph_impl=full_iteration, or disable graphs.</source>
        <translation>对图捕获范围之外的模块使用选择性重计算，或使用 cuda_graph_impl=full_iteration，或关闭图。</translation>
    </message>
    <message>
        <source>moe recompute with the moe_router scope</source>
        <translation>moe 重计算配合 moe_router 范围</translation>
    </message>
    <message>
        <source>Drop moe from recompute_modules or moe_router from the scope.</source>
        <translation>从 recompute_modules 中去掉 moe，或从捕获范围中去掉 moe_router。</translation>
    </message>
    <message>
        <source>Attention dropout in a graphed recomputation</source>
        <translation>被图捕获的重计算中含有注意力 dropout</translation>
    </message>
    <message>
        <source>Set attention_dropout=0, or do not recompute core_attn while attention is captured.</source>
        <translation>设置 attention_dropout=0，或在捕获注意力时不要重计算 core_attn。</translation>
    </message>
    <message>
        <source>Hidden dropout in a graphed recomputation</source>
        <translation>被图捕获的重计算中含有隐藏层 dropout</translation>
    </message>
    <message>
        <source>Set hidden_dropout=0, or do not recompute a captured MLP / MoE.</source>
        <translation>设置 hidden_dropout=0，或不要重计算被捕获的 MLP / MoE。</translation>
    </message>
    <message>
        <source>MoE input jitter in a graphed recomputation</source>
        <translation>被图捕获的重计算中含有 MoE 输入抖动</translation>
    </message>
    <message>
        <source>Unset moe_input_jitter_eps, or do not recompute a captured MoE.</source>
        <translation>取消设置 moe_input_jitter_eps，或不要重计算被捕获的 MoE。</translation>
    </message>
    <message>
        <source>Legacy CPU offloading with per-layer graphs</source>
        <translation>旧式 CPU 卸载配合逐层图</translation>
    </message>
    <message>
        <source>Use fine-grained activation offloading with the transformer_engine implementation (NVTE_CPU_OFFLOAD_V1=1, warmup &gt; 0, no moe scope), or full_iteration graphs.</source>
        <translation>改用细粒度激活卸载配合 transformer_engine 实现（NVTE_CPU_OFFLOAD_V1=1、预热 &gt; 0、不含 moe 范围），或使用 full_iteration 图。</translation>
    </message>
    <message>
        <source>Fine-grained offloading with the wrong implementation</source>
        <translation>细粒度卸载配合了错误的实现</translation>
    </message>
    <message>
        <source>Use cuda_graph_impl=transformer_engine (or full_iteration) with fine-grained activation offloading.</source>
        <translation>细粒度激活卸载请配合 cuda_graph_impl=transformer_engine（或 full_iteration）使用。</translation>
    </message>
    <message>
        <source>Fine-grained offloading with local graphs</source>
        <translation>细粒度卸载配合 local 图</translation>
    </message>
    <message>
        <source>With the local implementation offload only expert_fc1, moe_act or fused_group_mlp under a partial scope; otherwise use transformer_engine.</source>
        <translation>使用 local 实现时，只能在部分捕获范围下卸载 expert_fc1、moe_act 或 fused_group_mlp；否则请使用 transformer_engine。</translation>
    </message>
    <message>
        <source>Packed sequences reached a captured attention</source>
        <translation>打包序列进入了被捕获的注意力</translation>
    </message>
    <message>
        <source>Pad to max length (dataset pad_to_max_length=True, offline_packing_specs.pad_cu_seqlens=True), or keep attention out of the graph scope for packed data.</source>
        <translation>填充到最大长度（数据集 pad_to_max_length=True、offline_packing_specs.pad_cu_seqlens=True），或对打包数据不要把注意力放进图捕获范围。</translation>
    </message>
    <message>
        <source>A non-tensor argument reached a captured module</source>
        <translation>非张量参数进入了被捕获的模块</translation>
    </message>
    <message>
        <source>Offline packing without padding to max length</source>
        <translation>离线打包却未填充到最大长度</translation>
    </message>
    <message>
        <source>Set dataset.pad_to_max_length=True.</source>
        <translation>设置 dataset.pad_to_max_length=True。</translation>
    </message>
    <message>
        <source>Packed attention graphs without padded cu_seqlens</source>
        <translation>打包注意力图未填充 cu_seqlens</translation>
    </message>
    <message>
        <source>Set dataset.offline_packing_specs.pad_cu_seqlens=True (with pad_to_max_length=True).</source>
        <translation>设置 dataset.offline_packing_specs.pad_cu_seqlens=True（并设置 pad_to_max_length=True）。</translation>
    </message>
    <message>
        <source>Energon native packing with graphs</source>
        <translation>Energon 原生打包配合图</translation>
    </message>
    <message>
        <source>Use offline packing with padding, or disable graphs for this dataset.</source>
        <translation>使用带填充的离线打包，或对该数据集关闭图。</translation>
    </message>
    <message>
        <source>Input shapes changed after the capture</source>
        <translation>捕获后输入形状发生了变化</translation>
    </message>
    <message>
        <source>Keep shapes static: fixed seq_length and micro_batch_size, padding to max length for packed or variable data.</source>
        <translation>保持形状固定：固定 seq_length 和 micro_batch_size，对打包或可变长度数据填充到最大长度。</translation>
    </message>
    <message>
        <source>Delayed wgrad inside a graph scope</source>
        <translation>图捕获范围内的延迟 wgrad</translation>
    </message>
    <message>
        <source>With delay_wgrad_compute and attn (or shared-expert moe_router) captured: Transformer Engine &gt;= 2.12, gradient_accumulation_fusion=True, no attention or QKV bias, and overlap_moe_expert_parallel_comm on.</source>
        <translation>使用 delay_wgrad_compute 且捕获 attn（或含共享专家的 moe_router）时：需要 Transformer Engine &gt;= 2.12、gradient_accumulation_fusion=True、无注意力或 QKV 偏置，并开启 overlap_moe_expert_parallel_comm。</translation>
    </message>
    <message>
        <source>Delayed wgrad inside a graph scope (Megatron-LM)</source>
        <translation>图捕获范围内的延迟 wgrad（Megatron-LM）</translation>
    </message>
    <message>
        <source>With --delay-wgrad-compute and attn captured: Transformer Engine &gt;= 2.12, gradient accumulation fusion on, and --disable-bias-linear.</source>
        <translation>使用 --delay-wgrad-compute 且捕获 attn 时：需要 Transformer Engine &gt;= 2.12、开启梯度累加融合，并使用 --disable-bias-linear。</translation>
    </message>
    <message>
        <source>EP all-to-all overlap with a captured MLP/MoE</source>
        <translation>EP all-to-all 重叠配合被捕获的 MLP/MoE</translation>
    </message>
    <message>
        <source>Capture attn / moe_router / moe_preprocess only, or turn overlap_moe_expert_parallel_comm off.</source>
        <translation>只捕获 attn / moe_router / moe_preprocess，或关闭 overlap_moe_expert_parallel_comm。</translation>
    </message>
    <message>
        <source>Delayed wgrad with partial graphs on an old Transformer Engine</source>
        <translation>旧版 Transformer Engine 上延迟 wgrad 配合部分图</translation>
    </message>
    <message>
        <source>Use Transformer Engine &gt;= 2.10 with delay_wgrad_compute and partial graphs.</source>
        <translation>delay_wgrad_compute 配合部分图时请使用 Transformer Engine &gt;= 2.10。</translation>
    </message>
    <message>
        <source>Delayed wgrad without EP all-to-all overlap</source>
        <translation>延迟 wgrad 却没有 EP all-to-all 重叠</translation>
    </message>
    <message>
        <source>Enable overlap_moe_expert_parallel_comm with delay_wgrad_compute.</source>
        <translation>使用 delay_wgrad_compute 时开启 overlap_moe_expert_parallel_comm。</translation>
    </message>
    <message>
        <source>Optimizer graph with Megatron-FSDP v2</source>
        <translation>Megatron-FSDP v2 配合优化器图</translation>
    </message>
    <message>
        <source>Disable optimizer.optimizer_cuda_graph with MFSDP v2.</source>
        <translation>使用 MFSDP v2 时关闭 optimizer.optimizer_cuda_graph。</translation>
    </message>
    <message>
        <source>A stream outside the capture joined the captured work</source>
        <translation>捕获之外的流加入了被捕获的工作</translation>
    </message>
    <message>
        <source>Use plain overlap_param_gather, not overlap_param_gather_with_optimizer_step, and a Megatron-Core that initialises DDP on the capture stream; custom loops must disable forward pre-hooks during capture.</source>
        <translation>使用普通的 overlap_param_gather，而不是 overlap_param_gather_with_optimizer_step，并使用在捕获流上初始化 DDP 的 Megatron-Core；自定义循环必须在捕获期间禁用前向预钩子。</translation>
    </message>
    <message>
        <source>NaN check on the loss with full-iteration graphs</source>
        <translation>整迭代图下对损失做 NaN 检查</translation>
    </message>
    <message>
        <source>Set rerun_state_machine.check_for_nan_in_loss=False and ddp.check_for_nan_in_grad=False.</source>
        <translation>设置 rerun_state_machine.check_for_nan_in_loss=False 和 ddp.check_for_nan_in_grad=False。</translation>
    </message>
    <message>
        <source>NaN checks with full-iteration graphs (Megatron-LM)</source>
        <translation>整迭代图下的 NaN 检查（Megatron-LM）</translation>
    </message>
    <message>
        <source>Add --no-check-for-nan-in-loss-and-grad.</source>
        <translation>添加 --no-check-for-nan-in-loss-and-grad。</translation>
    </message>
    <message>
        <source>Megatron-FSDP v2 with CUDA graphs (Megatron-Core)</source>
        <translation>Megatron-FSDP v2 配合 CUDA 图（Megatron-Core）</translation>
    </message>
    <message>
        <source>Disable CUDA graphs, or use Megatron-FSDP v1 with megatron_fsdp_cuda_graph_mode=True for full-iteration graphs.</source>
        <translation>关闭 CUDA 图，或使用 Megatron-FSDP v1 并设置 megatron_fsdp_cuda_graph_mode=True 以使用整迭代图。</translation>
    </message>
    <message>
        <source>Megatron-FSDP v2 with CUDA graphs</source>
        <translation>Megatron-FSDP v2 配合 CUDA 图</translation>
    </message>
    <message>
        <source>Pipeline-parallel microbatched inference with graphs</source>
        <translation>流水线并行微批次推理配合图</translation>
    </message>
    <message>
        <source>Disable graphs or the microbatched inference threshold.</source>
        <translation>关闭图或微批次推理阈值。</translation>
    </message>
    <message>
        <source>Hybrid context parallelism with graphs</source>
        <translation>混合上下文并行配合图</translation>
    </message>
    <message>
        <source>Disable CUDA graphs or hybrid context parallelism.</source>
        <translation>关闭 CUDA 图或混合上下文并行。</translation>
    </message>
    <message>
        <source>EP overlap with Megatron-FSDP and per-layer graphs</source>
        <translation>EP 重叠配合 Megatron-FSDP 和逐层图</translation>
    </message>
    <message>
        <source>Use cuda_graph_impl=full_iteration, or disable graphs.</source>
        <translation>使用 cuda_graph_impl=full_iteration，或关闭图。</translation>
    </message>
    <message>
        <source>Capture with cuda_graph_warmup_steps = 0 did not happen</source>
        <translation>cuda_graph_warmup_steps = 0 时捕获没有发生</translation>
    </message>
    <message>
        <source>Use cuda_graph_warmup_steps &gt;= 1 (default 3).</source>
        <translation>使用 cuda_graph_warmup_steps &gt;= 1（默认 3）。</translation>
    </message>
    <message>
        <source>No warmup steps with fine-grained offloading</source>
        <translation>细粒度卸载没有预热步</translation>
    </message>
    <message>
        <source>Set cuda_graph_warmup_steps to 1 or more (default 3).</source>
        <translation>将 cuda_graph_warmup_steps 设为 1 或更大（默认 3）。</translation>
    </message>
    <message>
        <source>Teardown found no graphs to delete</source>
        <translation>清理时没有找到可删除的图</translation>
    </message>
    <message>
        <source>The run ended before the capture (train_iters &lt;= warmup steps): run longer than cuda_graph_warmup_steps + 1, or use a Bridge that checks graphs_created().</source>
        <translation>任务在捕获之前就结束了（train_iters &lt;= 预热步数）：让运行步数超过 cuda_graph_warmup_steps + 1，或使用会检查 graphs_created() 的 Bridge。</translation>
    </message>
    <message>
        <source>No graphable layers: the model runs eager</source>
        <translation>没有可捕获的层：模型以 eager 模式运行</translation>
    </message>
    <message>
        <source>The scope matches no layer of the model (e.g. mamba on a pure transformer, mlp on an all-MoE model): fix cuda_graph_modules; Bridge hides this warning unless logger.filter_warnings=False.</source>
        <translation>捕获范围与模型的任何层都不匹配（例如纯 Transformer 上的 mamba、全 MoE 模型上的 mlp）：请修正 cuda_graph_modules；除非设置 logger.filter_warnings=False，Bridge 会隐藏此警告。</translation>
    </message>
    <message>
        <source>The local implementation built no graph: the model runs eager</source>
        <translation>local 实现没有构建任何图：模型以 eager 模式运行</translation>
    </message>
    <message>
        <source>Check that the layers are built with the local graph manager (cuda_graph_impl and the scope of this Megatron-Core version).</source>
        <translation>检查各层是否使用 local 图管理器构建（cuda_graph_impl 以及该 Megatron-Core 版本的捕获范围）。</translation>
    </message>
    <message>
        <source>Legacy graph flags mixed with --cuda-graph-impl</source>
        <translation>旧式图标志与 --cuda-graph-impl 混用</translation>
    </message>
    <message>
        <source>Use only --cuda-graph-impl (local or transformer_engine).</source>
        <translation>只使用 --cuda-graph-impl（local 或 transformer_engine）。</translation>
    </message>
    <message>
        <source>Old and new scope flags together (Megatron-LM)</source>
        <translation>新旧范围标志同时使用（Megatron-LM）</translation>
    </message>
    <message>
        <source>Use --cuda-graph-modules only.</source>
        <translation>只使用 --cuda-graph-modules。</translation>
    </message>
    <message>
        <source>cuda_graph_scope and cuda_graph_modules together</source>
        <translation>同时设置了 cuda_graph_scope 和 cuda_graph_modules</translation>
    </message>
    <message>
        <source>Set cuda_graph_modules only (cuda_graph_scope is deprecated).</source>
        <translation>只设置 cuda_graph_modules（cuda_graph_scope 已弃用）。</translation>
    </message>
    <message>
        <source>Module scopes with full-iteration graphs</source>
        <translation>整迭代图配合模块范围</translation>
    </message>
    <message>
        <source>Leave cuda_graph_modules empty with cuda_graph_impl=full_iteration.</source>
        <translation>cuda_graph_impl=full_iteration 时让 cuda_graph_modules 保持为空。</translation>
    </message>
    <message>
        <source>local implementation with module scopes in Bridge</source>
        <translation>Bridge 中 local 实现配合模块范围</translation>
    </message>
    <message>
        <source>Use cuda_graph_impl=transformer_engine for module scopes, or full_iteration for whole-iteration graphs.</source>
        <translation>模块范围请使用 cuda_graph_impl=transformer_engine，整迭代图请使用 full_iteration。</translation>
    </message>
    <message>
        <source>Scope spelling of an older Megatron-Core</source>
        <translation>旧版 Megatron-Core 的范围写法</translation>
    </message>
    <message>
        <source>Write the flags in the dialect of the installed Megatron-Core (cga validate --profile legacy checks the old spelling).</source>
        <translation>按已安装 Megatron-Core 的写法书写这些标志（cga validate --profile legacy 会检查旧写法）。</translation>
    </message>
    <message>
        <source>Full-iteration spelling of an older Megatron-Core</source>
        <translation>旧版 Megatron-Core 的整迭代写法</translation>
    </message>
    <message>
        <source>In that Megatron-Core, full-iteration graphs are cuda_graph_impl=local with cuda_graph_scope=[full_iteration]; newer ones use cuda_graph_impl=full_iteration.</source>
        <translation>在该版本的 Megatron-Core 中，整迭代图写作 cuda_graph_impl=local 加 cuda_graph_scope=[full_iteration]；新版本使用 cuda_graph_impl=full_iteration。</translation>
    </message>
    <message>
        <source>Both legacy graph fields set</source>
        <translation>同时设置了两个旧式图字段</translation>
    </message>
    <message>
        <source>Remove enable_cuda_graph / external_cuda_graph and set cuda_graph_impl only.</source>
        <translation>移除 enable_cuda_graph / external_cuda_graph，只设置 cuda_graph_impl。</translation>
    </message>
    <message>
        <source>Legacy graph fields mixed with cuda_graph_impl</source>
        <translation>旧式图字段与 cuda_graph_impl 混用</translation>
    </message>
    <message>
        <source>Unknown cuda_graph_impl</source>
        <translation>未知的 cuda_graph_impl</translation>
    </message>
    <message>
        <source>Use none, transformer_engine, full_iteration or local.</source>
        <translation>请使用 none、transformer_engine、full_iteration 或 local。</translation>
    </message>
    <message>
        <source>Fused cross entropy needs a newer Transformer Engine</source>
        <translation>融合交叉熵需要更新版本的 Transformer Engine</translation>
    </message>
    <message>
        <source>Upgrade Transformer Engine to 2.7 or later, or use another implementation than full_iteration.</source>
        <translation>将 Transformer Engine 升级到 2.7 或更高版本，或使用 full_iteration 以外的实现。</translation>
    </message>
    <message>
        <source>Deprecated cuda_graph_scope</source>
        <translation>已弃用的 cuda_graph_scope</translation>
    </message>
    <message>
        <source>Write the scopes into cuda_graph_modules.</source>
        <translation>将捕获范围写入 cuda_graph_modules。</translation>
    </message>
    <message>
        <source>Deprecated enable_cuda_graph / external_cuda_graph</source>
        <translation>已弃用的 enable_cuda_graph / external_cuda_graph</translation>
    </message>
    <message>
        <source>Set cuda_graph_impl instead of the legacy fields.</source>
        <translation>设置 cuda_graph_impl，不要使用旧式字段。</translation>
    </message>
    <message>
        <source>Deprecated &quot;full&quot; scope</source>
        <translation>已弃用的 &quot;full&quot; 范围</translation>
    </message>
    <message>
        <source>Use an empty cuda_graph_modules list to capture the whole layer.</source>
        <translation>使用空的 cuda_graph_modules 列表来捕获整个层。</translation>
    </message>
    <message>
        <source>Deprecated full_iteration scope value</source>
        <translation>已弃用的 full_iteration 范围值</translation>
    </message>
    <message>
        <source>Use cuda_graph_impl=full_iteration with empty cuda_graph_modules.</source>
        <translation>使用 cuda_graph_impl=full_iteration，并让 cuda_graph_modules 为空。</translation>
    </message>
    <message>
        <source>make_graphed_callables on a callable without parameters</source>
        <translation>对没有参数的可调用对象使用 make_graphed_callables</translation>
    </message>
    <message>
        <source>Follow Megatron-Core&apos;s helper (TECudaGraphHelper) instead of a hand-rolled capture; give the callable a tensor input that requires grad.</source>
        <translation>参照 Megatron-Core 的辅助类（TECudaGraphHelper），不要手写捕获；为可调用对象提供一个需要梯度的张量输入。</translation>
    </message>
    <message>
        <source>Aliased streams in the local graph stream pool</source>
        <translation>local 图流池中的流发生别名重叠</translation>
    </message>
    <message>
        <source>Set CUDA_DEVICE_MAX_CONNECTIONS to 16 or 32 before the process starts.</source>
        <translation>在进程启动前将 CUDA_DEVICE_MAX_CONNECTIONS 设为 16 或 32。</translation>
    </message>
    <message>
        <source>Autograd stream mismatch that can break full-iteration capture</source>
        <translation>自动求导流不匹配，可能破坏整迭代捕获</translation>
    </message>
    <message>
        <source>Use a Megatron-Core that initialises DDP on the capture stream (MLM PR 6021).</source>
        <translation>使用在捕获流上初始化 DDP 的 Megatron-Core（MLM PR 6021）。</translation>
    </message>
    <message>
        <source>Autograd streams that can break full-iteration capture</source>
        <translation>可能破坏整迭代捕获的自动求导流</translation>
    </message>
    <message>
        <source>Use a PyTorch with set_override_stale_capture_stream and a Megatron-Core that initialises DDP on the capture stream.</source>
        <translation>使用带有 set_override_stale_capture_stream 的 PyTorch，以及在捕获流上初始化 DDP 的 Megatron-Core。</translation>
    </message>
    <message>
        <source>The log stops after the graph capture: no iteration followed</source>
        <translation>日志在图捕获之后停止：之后没有任何迭代</translation>
    </message>
    <message>
        <source>Take a py-spy dump of the ranks; run once without graphs to confirm; with MoE, try the alltoall dispatcher and a newer Megatron-Core / DeepEP.</source>
        <translation>对各 rank 执行 py-spy dump；不启用图运行一次以确认；若是 MoE，尝试 alltoall 分发器以及更新的 Megatron-Core / DeepEP。</translation>
    </message>
    <message>
        <source>The run finished training but did not exit</source>
        <translation>任务完成了训练却没有退出</translation>
    </message>
    <message>
        <source>Use a Bridge that deletes the graphs on every exit path (MB PR 1332 / 3488); with TP &gt; 1 and overlap_param_gather there is no confirmed fix yet.</source>
        <translation>使用在所有退出路径上都会删除图的 Bridge（MB PR 1332 / 3488）；TP &gt; 1 且启用 overlap_param_gather 时尚无确认的修复。</translation>
    </message>
    <message>
        <source>Zero grad norm on the first replayed iteration</source>
        <translation>第一次重放迭代的梯度范数为零</translation>
    </message>
    <message>
        <source>Known with fp8 param gather + reuse_grad_buf_for_mxfp8_param_ag + overlap_param_gather and full-iteration graphs: use a Bridge with MB PR 3076.</source>
        <translation>已知在 fp8 参数收集 + reuse_grad_buf_for_mxfp8_param_ag + overlap_param_gather 配合整迭代图时出现：请使用包含 MB PR 3076 的 Bridge。</translation>
    </message>
    <message>
        <source>Non-finite grad norm or NaN iterations in the iteration lines</source>
        <translation>迭代日志行中出现非有限梯度范数或 NaN 迭代</translation>
    </message>
    <message>
        <source>Compare with an eager run over the same iterations; upgrade Megatron-Core / Transformer Engine.</source>
        <translation>与相同迭代的 eager 任务对比；升级 Megatron-Core / Transformer Engine。</translation>
    </message>
    <message>
        <source>The capture takes long</source>
        <translation>捕获耗时较长</translation>
    </message>
    <message>
        <source>Exclude the warmup and capture iterations from throughput; newer Megatron-Core captures faster (one graph per layer when PP=1, fewer warmup iterations).</source>
        <translation>计算吞吐量时排除预热和捕获迭代；较新的 Megatron-Core 捕获更快（PP=1 时每层一张图，预热迭代更少）。</translation>
    </message>
    <message>
        <source>Replayed iterations are not faster than the eager warmup iterations</source>
        <translation>重放迭代并不比 eager 的预热迭代快</translation>
    </message>
    <message>
        <source>The workload may not be launch-bound: profile for host gaps first and compare replay iterations with a matched eager run (cga report GRAPH.log EAGER.log).</source>
        <translation>该工作负载可能不受启动开销限制：先分析主机端空隙，再将重放迭代与匹配的 eager 任务对比（cga report GRAPH.log EAGER.log）。</translation>
    </message>
    <message>
        <source>Graphs are enabled but nothing was captured</source>
        <translation>已启用图但没有捕获任何内容</translation>
    </message>
    <message>
        <source>Check the capture summary lines: with Transformer Engine graphs the scope must match layers of the model (e.g. no mamba scope on a pure transformer).</source>
        <translation>检查捕获摘要行：使用 Transformer Engine 图时，捕获范围必须与模型的层匹配（例如纯 Transformer 上不能用 mamba 范围）。</translation>
    </message>
    <message>
        <source>The perf harness cannot handle --cuda_graph_impl without --cuda_graph_scope</source>
        <translation>性能测试框架无法处理只有 --cuda_graph_impl 而没有 --cuda_graph_scope 的情况</translation>
    </message>
    <message>
        <source>Pass --cuda_graph_scope explicitly (for example --cuda_graph_scope attn), or use a Megatron Bridge whose harness falls back to the recipe&apos;s scope (PR 3249).</source>
        <translation>显式传入 --cuda_graph_scope（例如 --cuda_graph_scope attn），或使用其性能测试框架会回退到配方自带范围的 Megatron Bridge（PR 3249）。</translation>
    </message>
    <message>
        <source>Local CUDA graphs with the mlp scope fail while the layers are built</source>
        <translation>使用 mlp 范围的 local CUDA 图在构建层时失败</translation>
    </message>
    <message>
        <source>The local implementation builds its graph manager before the layer knows whether it is an MoE layer: use cuda_graph_impl=transformer_engine for the mlp scope, or capture whole layers (empty cuda_graph_modules) with local.</source>
        <translation>local 实现在层确定自己是否为 MoE 层之前就创建了图管理器：mlp 范围请使用 cuda_graph_impl=transformer_engine，或在 local 下捕获整层（cuda_graph_modules 为空）。</translation>
    </message>
</context>
<context>
    <name>cga::LogDiagnosisView</name>
    <message>
        <source>Fix: %1</source>
        <translation>修复：%1</translation>
    </message>
    <message>
        <source>No known failure signature in the opened training logs.</source>
        <translation>打开的训练日志中没有已知的故障特征。</translation>
    </message>
    <message numerus="yes">
        <source>%n known failure signature(s) in the training logs, %1 of them errors.</source>
        <translation>
            <numerusform>训练日志中有 %n 个已知故障特征，其中 %1 个为错误。</numerusform>
        </translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>特征</translation>
    </message>
    <message>
        <source>Pain point</source>
        <translation>常见问题</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>行</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>发生了什么</translation>
    </message>
</context>
<context>
    <name>cga::LogLineReader</name>
    <message>
        <source>%1: cannot open the file: %2</source>
        <translation>%1：无法打开文件：%2</translation>
    </message>
    <message>
        <source>%1: reading failed after %2 bytes: %3</source>
        <translation>%1：读取 %2 字节后失败：%3</translation>
    </message>
</context>
<context>
    <name>cga::MainWindow</name>
    <message>
        <source>Fix %1: %2</source>
        <translation>修复 %1：%2</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>Import perf-&amp;harness command...</source>
        <translation>导入性能测试框架命令(&amp;H)...</translation>
    </message>
    <message>
        <source>Import &amp;Megatron-LM arguments...</source>
        <translation>导入 Megatron-LM 参数(&amp;M)...</translation>
    </message>
    <message>
        <source>&amp;Blank configuration</source>
        <translation>空白配置(&amp;B)</translation>
    </message>
    <message>
        <source>Recent &amp;files</source>
        <translation>最近的文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>Diagnostics</source>
        <translation>诊断</translation>
    </message>
    <message>
        <source>&amp;Diagnostics</source>
        <translation>诊断(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n 个错误</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n 个警告</numerusform>
        </translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>%1%2 - CUDA Graph Assistant</source>
        <translation>%1%2 - CUDA 图助手</translation>
    </message>
    <message>
        <source>Cannot open</source>
        <translation>无法打开</translation>
    </message>
    <message>
        <source>Import a perf-harness command</source>
        <translation>导入性能测试框架命令</translation>
    </message>
    <message>
        <source>Import Megatron-LM arguments</source>
        <translation>导入 Megatron-LM 参数</translation>
    </message>
    <message>
        <source>Paste the run_script.py command line (flags and Hydra overrides):</source>
        <translation>粘贴 run_script.py 命令行（标志和 Hydra 覆盖项）：</translation>
    </message>
    <message>
        <source>Paste the pretrain_gpt.py arguments or the whole launcher line:</source>
        <translation>粘贴 pretrain_gpt.py 的参数或完整的启动命令行：</translation>
    </message>
    <message>
        <source>Cannot import</source>
        <translation>无法导入</translation>
    </message>
    <message>
        <source>Restore unsaved work?</source>
        <translation>恢复未保存的工作？</translation>
    </message>
    <message>
        <source>CUDA Graph Assistant did not exit cleanly last time. Restore the configuration you were editing?</source>
        <translation>CUDA 图助手上次没有正常退出。要恢复您当时正在编辑的配置吗？</translation>
    </message>
    <message>
        <source>Cannot restore</source>
        <translation>无法恢复</translation>
    </message>
    <message>
        <source>&amp;Open project or Bridge YAML...</source>
        <translation>打开项目或 Bridge YAML(&amp;O)...</translation>
    </message>
    <message>
        <source>&amp;Save project</source>
        <translation>保存项目(&amp;S)</translation>
    </message>
    <message>
        <source>Save project &amp;as...</source>
        <translation>项目另存为(&amp;A)...</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>自动保存失败：%1</translation>
    </message>
    <message>
        <source>Save the project</source>
        <translation>保存项目</translation>
    </message>
    <message>
        <source>CUDA Graph Assistant projects (*.cga.yaml *.yaml)</source>
        <translation>CUDA 图助手项目 (*.cga.yaml *.yaml)</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>无法保存</translation>
    </message>
    <message>
        <source>this GPU, %1</source>
        <translation>此 GPU，%1</translation>
    </message>
    <message>
        <source>Open &amp;results or training logs...</source>
        <translation>打开结果或训练日志(&amp;R)...</translation>
    </message>
    <message>
        <source>Configure</source>
        <translation>配置</translation>
    </message>
    <message>
        <source>Benchmark</source>
        <translation>基准测试</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>集群</translation>
    </message>
    <message>
        <source>Measure eager against CUDA graph replay on this GPU</source>
        <translation>在本机 GPU 上测量 eager 与 CUDA 图重放的对比</translation>
    </message>
    <message>
        <source>Benchmark results and training logs: numbers, charts, diagnosis</source>
        <translation>基准测试结果和训练日志：数据、图表、诊断</translation>
    </message>
    <message>
        <source>Run the eager/graph A/B on a Slurm cluster</source>
        <translation>在 Slurm 集群上运行 eager/图模式 A/B 对比</translation>
    </message>
    <message>
        <source>Open results or training logs</source>
        <translation>打开结果或训练日志</translation>
    </message>
    <message>
        <source>Results and training logs (*.json *.jsonl *.log *.txt *.out);;All files (*)</source>
        <translation>结果和训练日志 (*.json *.jsonl *.log *.txt *.out);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Benchmark running</source>
        <translation>基准测试正在运行</translation>
    </message>
    <message>
        <source>A benchmark is running on the GPU. Stop it (what it measured so far is saved) and quit?</source>
        <translation>GPU 上正在运行基准测试。要停止它（已测得的内容会被保存）并退出吗？</translation>
    </message>
    <message>
        <source>Open a Megatron Bridge configuration</source>
        <translation>打开 Megatron Bridge 配置</translation>
    </message>
    <message>
        <source>Configurations (*.yaml *.yml *.py);;YAML files (*.yaml *.yml);;Python recipe edits (*.py);;All files (*)</source>
        <translation>配置文件 (*.yaml *.yml *.py);;YAML 文件 (*.yaml *.yml);;Python 配方修改 (*.py);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Fix applied: %1</source>
        <translation>已应用修复：%1</translation>
    </message>
    <message>
        <source>Fix applied: %1; see %2</source>
        <translation>已应用修复：%1；请查看“%2”</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
</context>
<context>
    <name>cga::MegatronArgsEmitter</name>
    <message>
        <source>%1=%2 cannot be written: Megatron-LM has one flag for both NaN checks (--no-check-for-nan-in-loss-and-grad), set here by the loss check.</source>
        <translation>无法写出 %1=%2：Megatron-LM 的两种 NaN 检查共用一个标志（--no-check-for-nan-in-loss-and-grad），此处由损失检查决定。</translation>
    </message>
    <message>
        <source>The TE RNG tracker is off in this configuration, but Megatron-LM turns it on for Transformer Engine graphs (MLM-04).</source>
        <translation>此配置关闭了 TE RNG 跟踪器，但 Megatron-LM 会为 Transformer Engine 图开启它（MLM-04）。</translation>
    </message>
    <message>
        <source>%1=%2 is left out: it has no effect in Bridge while cpu_offloading is False, but on the Megatron-LM command line it switches CPU offloading on (MLM-12), which graphs reject (MC-14).</source>
        <translation>%1=%2 已省略：在 Bridge 中 cpu_offloading 为 False 时它不起作用，但在 Megatron-LM 命令行中它会开启 CPU 卸载（MLM-12），而图不允许 CPU 卸载（MC-14）。</translation>
    </message>
    <message>
        <source>The Megatron-LM command line has no argument for: %1.</source>
        <translation>Megatron-LM 命令行没有对应以下设置的参数：%1。</translation>
    </message>
    <message>
        <source>Megatron-LM has no Qwen3-VL training script; these are the language model&apos;s arguments.</source>
        <translation>Megatron-LM 没有 Qwen3-VL 训练脚本；以下是语言模型的参数。</translation>
    </message>
    <message>
        <source>Megatron-LM arguments</source>
        <translation>Megatron-LM 参数</translation>
    </message>
    <message>
        <source>%1 is not a shell variable name and cannot prefix the command.</source>
        <translation>%1 不是合法的 shell 变量名，不能作为命令的前缀。</translation>
    </message>
</context>
<context>
    <name>cga::MegatronArgsImporter</name>
    <message>
        <source>cannot split the command line: %1.</source>
        <translation>无法拆分命令行：%1。</translation>
    </message>
    <message>
        <source>%1 needs a value.</source>
        <translation>%1 需要一个值。</translation>
    </message>
</context>
<context>
    <name>cga::MegatronCheck</name>
    <message>
        <source>Megatron&apos;s check did not answer within %1 s.</source>
        <translation>Megatron 的检查在 %1 秒内没有应答。</translation>
    </message>
    <message>
        <source>Megatron&apos;s check gave no verdict (exit code %1).</source>
        <translation>Megatron 的检查没有给出结论（退出码 %1）。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>cga::MegatronCheckView</name>
    <message>
        <source>Asking Megatron-Core (a child process; no GPU is used)...</source>
        <translation>正在询问 Megatron-Core（子进程，不使用 GPU）……</translation>
    </message>
    <message>
        <source>Press Ask Megatron to have the installed Megatron-Core check this configuration, beside cga&apos;s rules.</source>
        <translation>按“询问 Megatron”，让已安装的 Megatron-Core 检查此配置，与 cga 的规则并列显示。</translation>
    </message>
    <message>
        <source>The configuration changed since this answer; ask again.</source>
        <translation>此结论之后配置已更改；请重新询问。</translation>
    </message>
    <message>
        <source>Megatron&apos;s own check</source>
        <translation>Megatron 自身的检查</translation>
    </message>
    <message>
        <source>Ask Megatron</source>
        <translation>询问 Megatron</translation>
    </message>
    <message>
        <source>Builds this configuration with the installed Megatron-Core (and Bridge, where it imports) and shows its verdict beside cga&apos;s; no GPU is needed.</source>
        <translation>用已安装的 Megatron-Core（以及可导入时的 Bridge）构建此配置，并在 cga 的结论旁显示其结论；不需要 GPU。</translation>
    </message>
</context>
<context>
    <name>cga::MegatronComparison</name>
    <message>
        <source>Megatron-Core (TransformerConfig)</source>
        <translation>Megatron-Core（TransformerConfig）</translation>
    </message>
    <message>
        <source>Megatron Bridge (CUDA-graph checks around finalize())</source>
        <translation>Megatron Bridge（finalize() 前后的 CUDA 图检查）</translation>
    </message>
    <message>
        <source>not checked: %1</source>
        <translation>未检查：%1</translation>
    </message>
    <message>
        <source>no verdict</source>
        <translation>没有结论</translation>
    </message>
    <message>
        <source>accepts</source>
        <translation>接受</translation>
    </message>
    <message>
        <source>an unknown place</source>
        <translation>未知位置</translation>
    </message>
    <message>
        <source>rejects: %1 at %2: %3</source>
        <translation>拒绝：%1，位于 %2：%3</translation>
    </message>
    <message>
        <source>agree: both accept</source>
        <translation>一致：两者都接受</translation>
    </message>
    <message>
        <source>agree: both reject, cga quotes Megatron&apos;s message</source>
        <translation>一致：两者都拒绝，cga 引用了 Megatron 的消息</translation>
    </message>
    <message>
        <source>agree: both reject (cga&apos;s first error is another check; Megatron stops at its first assertion)</source>
        <translation>一致：两者都拒绝（cga 的第一个错误来自另一项检查；Megatron 在第一个断言处停止）</translation>
    </message>
    <message>
        <source>DISAGREEMENT: cga rejects (%1), this Megatron accepts. The rule may not apply to this Megatron version, or cga is stricter than Megatron here.</source>
        <translation>不一致：cga 拒绝（%1），而此 Megatron 接受。该规则可能不适用于此 Megatron 版本，或 cga 在此比 Megatron 更严格。</translation>
    </message>
    <message>
        <source>DISAGREEMENT: this Megatron rejects, cga accepts. cga&apos;s rules miss this check, or this Megatron version checks more than the one cga&apos;s rules follow.</source>
        <translation>不一致：此 Megatron 拒绝，而 cga 接受。cga 的规则缺少这项检查，或此 Megatron 版本比 cga 规则所依据的版本检查得更多。</translation>
    </message>
    <message>
        <source>no comparison: Megatron gave no verdict</source>
        <translation>无法比较：Megatron 没有给出结论</translation>
    </message>
    <message>
        <source>Megatron&apos;s own check</source>
        <translation>Megatron 自身的检查</translation>
    </message>
    <message>
        <source>did not run: %1</source>
        <translation>未运行：%1</translation>
    </message>
    <message>
        <source>%1, Megatron-Core %2 at %3 (PyTorch %4, Transformer Engine %5)</source>
        <translation>%1，Megatron-Core %2，位于 %3（PyTorch %4，Transformer Engine %5）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Megatron:</source>
        <translation>Megatron：</translation>
    </message>
    <message>
        <source>cga:</source>
        <translation>cga：</translation>
    </message>
    <message>
        <source>rejects: %1: %2</source>
        <translation>拒绝：%1：%2</translation>
    </message>
    <message numerus="yes">
        <source>%n disagreement(s).</source>
        <translation>
            <numerusform>%n 处不一致。</numerusform>
        </translation>
    </message>
    <message>
        <source>Not compared: %1 (Megatron checks these later: Bridge set-up, model construction, training loop, capture).</source>
        <translation>未比较：%1（Megatron 在更晚的阶段检查这些：Bridge 初始化、模型构建、训练循环、捕获）。</translation>
    </message>
    <message>
        <source>Not TransformerConfig fields, left out of Megatron&apos;s check: %1</source>
        <translation>不是 TransformerConfig 的字段，未参与 Megatron 的检查：%1</translation>
    </message>
</context>
<context>
    <name>cga::MemoryChart</name>
    <message>
        <source>%1: graphs hold %2 GiB, peak %3 GiB</source>
        <translation>%1：图占用 %2 GiB，峰值 %3 GiB</translation>
    </message>
    <message>
        <source>These results carry no memory figures.</source>
        <translation>这些结果不含显存数据。</translation>
    </message>
    <message>
        <source>held by graphs</source>
        <translation>图占用</translation>
    </message>
    <message>
        <source>peak</source>
        <translation>峰值</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>Device memory [GiB]</source>
        <translation>设备显存 [GiB]</translation>
    </message>
    <message>
        <source>Graph memory</source>
        <translation>图显存</translation>
    </message>
</context>
<context>
    <name>cga::MemoryPage</name>
    <message>
        <source>Memory: recomputation and offloading</source>
        <translation>显存：重计算与卸载</translation>
    </message>
    <message>
        <source>Both change what a graph may contain: a recomputed or offloaded region must lie entirely inside or outside a captured one.</source>
        <translation>两者都会改变图中可以包含的内容：被重计算或被卸载的区域必须完全位于被捕获区域之内或之外。</translation>
    </message>
    <message>
        <source>Activation recomputation</source>
        <translation>激活重计算</translation>
    </message>
    <message>
        <source>Offloading</source>
        <translation>卸载</translation>
    </message>
    <message>
        <source>Granularity</source>
        <translation>粒度</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>方法</translation>
    </message>
    <message>
        <source>Layers recomputed</source>
        <translation>重计算的层数</translation>
    </message>
    <message>
        <source>Legacy CPU offloading</source>
        <translation>旧式 CPU 卸载</translation>
    </message>
    <message>
        <source>Offloaded layers</source>
        <translation>卸载的层数</translation>
    </message>
    <message>
        <source>Fine-grained activation offloading</source>
        <translation>细粒度激活卸载</translation>
    </message>
    <message>
        <source>Offloads in flight</source>
        <translation>同时进行的卸载数</translation>
    </message>
    <message>
        <source>Recomputed modules</source>
        <translation>重计算的模块</translation>
    </message>
    <message>
        <source>Offloaded modules</source>
        <translation>卸载的模块</translation>
    </message>
    <message>
        <source>&lt;b&gt;full&lt;/b&gt; recomputation works only with full-iteration graphs. &lt;b&gt;selective&lt;/b&gt; works with Transformer Engine scopes when the recomputed modules are not captured, or when the captured ones contain no dropout.</source>
        <translation>&lt;b&gt;full&lt;/b&gt; 重计算只能配合整迭代图使用。&lt;b&gt;selective&lt;/b&gt; 在被重计算的模块未被捕获、或被捕获的模块不含 dropout 时，可配合 Transformer Engine 范围使用。</translation>
    </message>
    <message>
        <source>Legacy CPU offloading works only with full-iteration graphs. Fine-grained offloading works with Transformer Engine or full-iteration graphs and needs at least one warmup step; with TE 2.10 or newer also NVTE_CPU_OFFLOAD_V1=1.</source>
        <translation>旧式 CPU 卸载只能配合整迭代图使用。细粒度卸载可配合 Transformer Engine 图或整迭代图使用，并且至少需要一个预热步；TE 2.10 或更新版本还需要 NVTE_CPU_OFFLOAD_V1=1。</translation>
    </message>
</context>
<context>
    <name>cga::ModelProvider</name>
    <message>
        <source>GPT family</source>
        <translation>GPT 系列</translation>
    </message>
    <message>
        <source>Hybrid Mamba</source>
        <translation>混合 Mamba</translation>
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
        <translation>未设置（配方默认值）</translation>
    </message>
    <message>
        <source>on</source>
        <translation>开</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关</translation>
    </message>
    <message>
        <source>Mixture of experts</source>
        <translation>混合专家</translation>
    </message>
    <message>
        <source>Routing decides what can be captured: dropless routing has data-dependent shapes, drop-and-pad routing has static ones.</source>
        <translation>路由方式决定了哪些部分可以被捕获：无丢弃路由的形状取决于数据，丢弃并填充路由的形状是静态的。</translation>
    </message>
    <message>
        <source>Token dispatcher</source>
        <translation>token 分发器</translation>
    </message>
    <message>
        <source>Flex backend</source>
        <translation>flex 后端</translation>
    </message>
    <message>
        <source>Expert capacity factor</source>
        <translation>专家容量因子</translation>
    </message>
    <message>
        <source>Pad to capacity (drop-and-pad)</source>
        <translation>填充到容量（丢弃并填充）</translation>
    </message>
    <message>
        <source>Router padding for FP8</source>
        <translation>FP8 路由填充</translation>
    </message>
    <message>
        <source>EP all-to-all overlap</source>
        <translation>EP all-to-all 重叠</translation>
    </message>
    <message>
        <source>Delayed weight gradients</source>
        <translation>延迟权重梯度</translation>
    </message>
    <message>
        <source>Shared expert size</source>
        <translation>共享专家大小</translation>
    </message>
    <message>
        <source>Overlap shared experts</source>
        <translation>重叠共享专家</translation>
    </message>
    <message>
        <source>Per-rank expert capacity</source>
        <translation>每个 rank 的专家容量</translation>
    </message>
    <message>
        <source>Dropless MoE: capture &lt;code&gt;moe_router&lt;/code&gt; and &lt;code&gt;moe_preprocess&lt;/code&gt; (and &lt;code&gt;attn&lt;/code&gt; if an A/B shows it helps); the experts stay eager. Only drop-and-pad routing lets the whole &lt;code&gt;moe&lt;/code&gt; block be captured. EP overlap forbids capturing &lt;code&gt;moe&lt;/code&gt; or &lt;code&gt;mlp&lt;/code&gt;; delayed weight gradients need EP overlap.</source>
        <translation>无丢弃 MoE：捕获 &lt;code&gt;moe_router&lt;/code&gt; 和 &lt;code&gt;moe_preprocess&lt;/code&gt;（若 A/B 对比显示有帮助，再加上 &lt;code&gt;attn&lt;/code&gt;）；专家部分保持 eager 执行。只有丢弃并填充路由才允许捕获整个 &lt;code&gt;moe&lt;/code&gt; 块。EP 重叠不允许捕获 &lt;code&gt;moe&lt;/code&gt; 或 &lt;code&gt;mlp&lt;/code&gt;；延迟权重梯度需要 EP 重叠。</translation>
    </message>
    <message>
        <source>Used only with the flex token dispatcher: choose flex above first.</source>
        <translation>仅在使用 flex token 分发器时有效：请先在上方选择 flex。</translation>
    </message>
</context>
<context>
    <name>cga::NsightSqliteReader</name>
    <message>
        <source>%1: the database cannot be read: %2</source>
        <translation>%1：无法读取该数据库：%2</translation>
    </message>
    <message>
        <source>%1 is an SQLite database, and Qt&apos;s SQLite driver (QSQLITE) is not installed: install the package libqt6sql6-sqlite.</source>
        <translation>%1 是 SQLite 数据库，但未安装 Qt 的 SQLite 驱动（QSQLITE）：请安装软件包 libqt6sql6-sqlite。</translation>
    </message>
    <message>
        <source>%1: cannot open the database: %2</source>
        <translation>%1：无法打开该数据库：%2</translation>
    </message>
    <message>
        <source>%1 is an SQLite database but not an Nsight Systems export (it has no StringIds and CUPTI_ACTIVITY_KIND_KERNEL tables). Export a report with nsys export --type sqlite REPORT.nsys-rep.</source>
        <translation>%1 是 SQLite 数据库，但不是 Nsight Systems 导出文件（其中没有 StringIds 和 CUPTI_ACTIVITY_KIND_KERNEL 表）。请用 nsys export --type sqlite REPORT.nsys-rep 导出报告。</translation>
    </message>
    <message>
        <source>%1: the export holds no %2 table: the profile traced no CUDA work. Profile with nsys profile --trace=cuda,nvtx.</source>
        <translation>%1：该导出文件中没有 %2 表：此次性能分析未跟踪任何 CUDA 工作。请用 nsys profile --trace=cuda,nvtx 进行分析。</translation>
    </message>
    <message>
        <source>%1: unknown Nsight Systems export schema%2: table %3 has no column %4</source>
        <translation>%1：未知的 Nsight Systems 导出 schema%2：表 %3 没有列 %4</translation>
    </message>
    <message>
        <source>Nsight Systems %1 SQLite export, schema %2</source>
        <translation>Nsight Systems %1 SQLite 导出文件，schema %2</translation>
    </message>
    <message>
        <source>Nsight Systems SQLite export</source>
        <translation>Nsight Systems SQLite 导出文件</translation>
    </message>
    <message>
        <source>%1: no steps found: the export holds no CUDA kernel. Profile with nsys profile --trace=cuda,nvtx, over steps that run on the GPU.</source>
        <translation>%1：未找到任何步：该导出文件中没有 CUDA 内核。请用 nsys profile --trace=cuda,nvtx 分析在 GPU 上运行的步。</translation>
    </message>
    <message>
        <source>%1 processes ran kernels; the one that ran the most is read: process %2, %3 kernels (the next: %4).</source>
        <translation>有 %1 个进程运行了内核；读取运行内核最多的那个：进程 %2，%3 个内核（其次为 %4 个）。</translation>
    </message>
    <message>
        <source>Reading %1 was cancelled.</source>
        <translation>已取消读取 %1。</translation>
    </message>
    <message>
        <source>%1 (%2 times)</source>
        <translation>%1（%2 次）</translation>
    </message>
    <message>
        <source>The export has no NVTX range that repeats: push one around each step (torch.cuda.nvtx.range_push; Megatron Bridge names them training_step_N), and trace NVTX (nsys profile --trace=cuda,nvtx).</source>
        <translation>该导出文件中没有重复出现的 NVTX 区间：请在每一步外包一个区间（torch.cuda.nvtx.range_push；Megatron Bridge 将其命名为 training_step_N），并跟踪 NVTX（nsys profile --trace=cuda,nvtx）。</translation>
    </message>
    <message>
        <source>NVTX ranges that repeat in the export: %1.</source>
        <translation>该导出文件中重复出现的 NVTX 区间：%1。</translation>
    </message>
    <message>
        <source>The export has no NVTX ranges of PyTorch ops, so the scopes (attn, mlp, router) cannot be placed: profile under torch.autograd.profiler.emit_nvtx() (Megatron-LM: --profile with --record-shapes) to have them.</source>
        <translation>该导出文件中没有 PyTorch 算子的 NVTX 区间，因此无法定位各范围（attn、mlp、router）：请在 torch.autograd.profiler.emit_nvtx() 下进行分析（Megatron-LM：--profile 加 --record-shapes）以获得这些区间。</translation>
    </message>
    <message>
        <source>The export has no NVTX_EVENTS table: NVTX was not traced (nsys profile --trace=cuda,nvtx).</source>
        <translation>该导出文件中没有 NVTX_EVENTS 表：未跟踪 NVTX（nsys profile --trace=cuda,nvtx）。</translation>
    </message>
</context>
<context>
    <name>cga::PresetEntries</name>
    <message>
        <source>eager baseline</source>
        <translation>eager 基线</translation>
    </message>
    <message>
        <source>eager</source>
        <translation>eager（不用图）</translation>
    </message>
    <message>
        <source>any GPU</source>
        <translation>任意 GPU</translation>
    </message>
</context>
<context>
    <name>cga::PresetLibrary</name>
    <message>
        <source>cga_preset must be a mapping.</source>
        <translation>cga_preset 必须是一个映射。</translation>
    </message>
    <message>
        <source>cga_preset needs an id and a kind (%1).</source>
        <translation>cga_preset 需要 id 和 kind（%1）。</translation>
    </message>
    <message>
        <source>%1: malformed YAML: %2</source>
        <translation>%1：YAML 格式错误：%2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: the id %2 is used twice.</source>
        <translation>%1：id %2 被使用了两次。</translation>
    </message>
</context>
<context>
    <name>cga::ProfileAnalysis</name>
    <message numerus="yes">
        <source>%1: no steps found: the trace marks %n step(s) but none launched GPU work</source>
        <translation>
            <numerusform>%1：未找到任何步：该 trace 标出了 %n 步，但都没有启动 GPU 工作</numerusform>
        </translation>
    </message>
    <message>
        <source>ProfilerStep# ranges</source>
        <translation>ProfilerStep# 区间</translation>
    </message>
    <message>
        <source>Optimizer.step# annotations (the trace has no ProfilerStep# ranges): a step ends with each optimizer step</source>
        <translation>Optimizer.step# 标注（该 trace 没有 ProfilerStep# 区间）：每次优化器步结束一步</translation>
    </message>
    <message>
        <source>waiting on launches</source>
        <translation>等待启动</translation>
    </message>
    <message>
        <source>on a sync</source>
        <translation>等待同步</translation>
    </message>
    <message>
        <source>on a memcpy</source>
        <translation>等待内存拷贝</translation>
    </message>
    <message>
        <source>other</source>
        <translation>其他</translation>
    </message>
    <message>
        <source>%1: no steps found: the trace has neither ProfilerStep# ranges (torch.profiler&apos;s schedule, or record_function(&quot;ProfilerStep#N&quot;) around each step), training_step_N ranges nor Optimizer.step# annotations. Name the range that marks a step with --step-marker NAME, or read the whole trace as one step with --whole-trace.</source>
        <translation>%1：未找到任何步：该 trace 既没有 ProfilerStep# 区间（torch.profiler 的 schedule，或包住每一步的 record_function(&quot;ProfilerStep#N&quot;)），也没有 training_step_N 区间或 Optimizer.step# 标注。请用 --step-marker NAME 指定标记步的区间，或用 --whole-trace 把整个 trace 作为一步读取。</translation>
    </message>
    <message>
        <source>%1: no steps found: no range of the trace is named %2</source>
        <translation>%1：未找到任何步：该 trace 中没有名为 %2 的区间</translation>
    </message>
    <message>
        <source>training_step_N ranges (Megatron Bridge&apos;s NVTX range around each step)</source>
        <translation>training_step_N 区间（Megatron Bridge 包住每一步的 NVTX 区间）</translation>
    </message>
    <message>
        <source>the ranges named %1</source>
        <translation>名为 %1 的区间</translation>
    </message>
    <message>
        <source>the whole trace as one step (--whole-trace)</source>
        <translation>整个 trace 作为一步（--whole-trace）</translation>
    </message>
</context>
<context>
    <name>cga::ProfileReport</name>
    <message>
        <source>attention: input norm, QKV, core attention, projection, bias-dropout-add</source>
        <translation>注意力：输入归一化、QKV、核心注意力、投影、bias-dropout-add</translation>
    </message>
    <message>
        <source>MLP: pre-MLP norm, fc1, activation, fc2, bias-dropout-add</source>
        <translation>MLP：MLP 前归一化、fc1、激活、fc2、bias-dropout-add</translation>
    </message>
    <message>
        <source>MoE router: pre-MLP norm, gating, top-k</source>
        <translation>MoE 路由：MLP 前归一化、门控、top-k</translation>
    </message>
    <message>
        <source>MoE preprocess: tokens per expert, permutation, up to the all-to-all</source>
        <translation>MoE 预处理：每个专家的 token 数、置换，直到 all-to-all</translation>
    </message>
    <message>
        <source>whole transformer layer, forward and backward (cuda_graph_impl=local, no cuda_graph_scope)</source>
        <translation>整个 Transformer 层，前向和反向（cuda_graph_impl=local，不设 cuda_graph_scope）</translation>
    </message>
    <message>
        <source>full iteration: forward, backward and optimizer step in one graph</source>
        <translation>整迭代：前向、反向和优化器步在一个图中</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 ms, %n kernel(s)</source>
        <translation>
            <numerusform>%1：%2 ms，%n 个内核</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n launch(es) (%1 ms in launch calls)</source>
        <translation>
            <numerusform>，%n 次启动（启动调用中 %1 ms）</numerusform>
        </translation>
    </message>
    <message>
        <source>GPU busy %1 ms (%2 %), idle %3 ms</source>
        <translation>GPU 忙碌 %1 ms（%2 %），空闲 %3 ms</translation>
    </message>
    <message numerus="yes">
        <source>%1 %2 ms (%n gap(s))</source>
        <translation>
            <numerusform>%1 %2 ms（%n 个空隙）</numerusform>
        </translation>
    </message>
    <message>
        <source>scope</source>
        <translation>范围</translation>
    </message>
    <message>
        <source>launches</source>
        <translation>启动次数</translation>
    </message>
    <message>
        <source>graphs</source>
        <translation>图数</translation>
    </message>
    <message>
        <source>busy ms</source>
        <translation>忙碌 ms</translation>
    </message>
    <message>
        <source>idle ms</source>
        <translation>空闲 ms</translation>
    </message>
    <message>
        <source>us/launch</source>
        <translation>us/次启动</translation>
    </message>
    <message>
        <source>gain ms</source>
        <translation>收益 ms</translation>
    </message>
    <message>
        <source>step ms</source>
        <translation>步 ms</translation>
    </message>
    <message>
        <source>speedup</source>
        <translation>加速比</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n trace event(s), steps from %2</source>
        <translation>
            <numerusform>%1：%n 个 trace 事件，步的划分依据：%2</numerusform>
        </translation>
    </message>
    <message>
        <source>No transformer layer found in the op sequence (no aten::layer_norm opening an attention segment): only the full iteration is predicted.</source>
        <translation>在算子序列中未找到 Transformer 层（没有开启注意力段的 aten::layer_norm）：只预测整迭代。</translation>
    </message>
    <message numerus="yes">
        <source>Prediction (mean of %n step(s); scopes placed by the op sequence, backward ops through the profiler&apos;s forward-backward links):</source>
        <translation>
            <numerusform>预测（%n 步的平均；范围按算子序列划分，反向算子通过性能分析器的前向-反向链接归属）：</numerusform>
        </translation>
    </message>
    <message>
        <source>Against the measured A/B:</source>
        <translation>与实测 A/B 对比：</translation>
    </message>
    <message>
        <source>Assumptions:</source>
        <translation>假设：</translation>
    </message>
    <message>
        <source>The first %1 of the trace&apos;s %2 steps are analysed (memory grows with the steps kept, not with the file).</source>
        <translation>只分析了 trace 全部 %2 个步中的前 %1 个（内存随保留的步数增长，而不随文件大小增长）。</translation>
    </message>
</context>
<context>
    <name>cga::ProfileTimeline</name>
    <message>
        <source>%1: host, GPU and scopes</source>
        <translation>%1：主机、GPU 与范围</translation>
    </message>
    <message>
        <source>No profile open</source>
        <translation>未打开性能分析</translation>
    </message>
    <message>
        <source>GPU busy</source>
        <translation>GPU 忙碌</translation>
    </message>
    <message>
        <source>idle: %1</source>
        <translation>空闲：%1</translation>
    </message>
    <message>
        <source>launch call</source>
        <translation>启动调用</translation>
    </message>
    <message>
        <source>Scopes</source>
        <translation>范围</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>主机</translation>
    </message>
    <message>
        <source>time in the step [ms]</source>
        <translation>步内时间 [ms]</translation>
    </message>
    <message>
        <source>%1 cannot be written: the folder %2 does not exist.</source>
        <translation>无法写入 %1：文件夹 %2 不存在。</translation>
    </message>
    <message>
        <source>%1: the PNG could not be written.</source>
        <translation>%1：无法写入 PNG。</translation>
    </message>
    <message>
        <source>Unknown chart format %1.</source>
        <translation>未知的图表格式 %1。</translation>
    </message>
</context>
<context>
    <name>cga::ProfileTrace</name>
    <message>
        <source>Reading %1 was cancelled.</source>
        <translation>已取消读取 %1。</translation>
    </message>
</context>
<context>
    <name>cga::ProfileView</name>
    <message>
        <source>How the prediction is made</source>
        <translation>预测是如何得出的</translation>
    </message>
    <message>
        <source>%1: %2 ms, %3 kernels, %4 launches; GPU busy %5 ms, idle %6 ms, of it waiting on launches %7 ms; steps from %8</source>
        <translation>%1：%2 ms，%3 个内核，%4 次启动；GPU 忙碌 %5 ms，空闲 %6 ms，其中等待启动 %7 ms；步的划分依据：%8</translation>
    </message>
    <message>
        <source>How this is predicted</source>
        <translation>预测方法</translation>
    </message>
    <message>
        <source>Open a profiler trace</source>
        <translation>打开性能分析 trace</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>性能分析</translation>
    </message>
    <message>
        <source>Export the timeline</source>
        <translation>导出时间线</translation>
    </message>
    <message>
        <source>PNG image (*.png);;PDF document (*.pdf)</source>
        <translation>PNG 图像 (*.png);;PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>Open trace...</source>
        <translation>打开 trace...</translation>
    </message>
    <message>
        <source>Export timeline...</source>
        <translation>导出时间线...</translation>
    </message>
    <message>
        <source>Scope</source>
        <translation>范围</translation>
    </message>
    <message>
        <source>Launches</source>
        <translation>启动次数</translation>
    </message>
    <message>
        <source>Graphs</source>
        <translation>图数</translation>
    </message>
    <message>
        <source>Host [us/launch]</source>
        <translation>主机 [us/次启动]</translation>
    </message>
    <message>
        <source>GPU busy [ms]</source>
        <translation>GPU 忙碌 [ms]</translation>
    </message>
    <message>
        <source>GPU idle [ms]</source>
        <translation>GPU 空闲 [ms]</translation>
    </message>
    <message>
        <source>Predicted gain [ms]</source>
        <translation>预测收益 [ms]</translation>
    </message>
    <message>
        <source>Predicted step [ms]</source>
        <translation>预测步时间 [ms]</translation>
    </message>
    <message>
        <source>Speedup</source>
        <translation>加速比</translation>
    </message>
    <message>
        <source>Reading %1...</source>
        <translation>正在读取 %1...</translation>
    </message>
    <message>
        <source>Open a PyTorch profiler trace (*.pt.trace.json, gzipped or not) or an Nsight Systems SQLite export (*.sqlite) of an eager run.</source>
        <translation>打开一次 eager 的 PyTorch profiler trace（*.pt.trace.json，可为 gzip 压缩）或 Nsight Systems SQLite 导出文件（*.sqlite）。</translation>
    </message>
    <message>
        <source>Profiles (*.json *.json.gz *.gz *.sqlite);;PyTorch profiler traces (*.json *.json.gz *.gz);;Nsight Systems SQLite exports (*.sqlite);;All files (*)</source>
        <translation>性能分析文件 (*.json *.json.gz *.gz *.sqlite);;PyTorch profiler trace (*.json *.json.gz *.gz);;Nsight Systems SQLite 导出文件 (*.sqlite);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Name the range that marks a step, or read the whole trace as one step.</source>
        <translation>请指定标记步的区间，或把整个 trace 作为一步读取。</translation>
    </message>
    <message>
        <source>Name a step marker...</source>
        <translation>指定步标记...</translation>
    </message>
    <message>
        <source>Whole trace as one step</source>
        <translation>整个 trace 作为一步</translation>
    </message>
    <message>
        <source>Step marker</source>
        <translation>步标记</translation>
    </message>
    <message>
        <source>The ranges whose name begins with this mark the steps (an NVTX range or a record_function of your own):</source>
        <translation>名称以此开头的区间标记各步（你自己的 NVTX 区间或 record_function）：</translation>
    </message>
</context>
<context>
    <name>cga::ProjectFile</name>
    <message>
        <source>CUDA Graph Assistant project: a Megatron Bridge override file (--config-file) with the assistant&apos;s own state in cga_project.</source>
        <translation>CUDA 图助手项目：一个 Megatron Bridge 覆盖文件（--config-file），本工具自身的状态保存在 cga_project 中。</translation>
    </message>
    <message>
        <source>%1 was written by a newer version of this tool (project version %2).</source>
        <translation>%1 是由本工具的更新版本写入的（项目版本 %2）。</translation>
    </message>
    <message>
        <source>%1:%2:%3: cga_project.target.%4 has an invalid value &apos;%5&apos;.</source>
        <translation>%1:%2:%3：cga_project.target.%4 的值 &apos;%5&apos; 无效。</translation>
    </message>
    <message>
        <source>%1:%2:%3: cga_project: %4</source>
        <translation>%1:%2:%3：cga_project：%4</translation>
    </message>
</context>
<context>
    <name>cga::ProjectFiles</name>
    <message>
        <source>Open %1</source>
        <translation>打开 %1</translation>
    </message>
</context>
<context>
    <name>cga::PythonEmitter</name>
    <message>
        <source>Recipe edits</source>
        <translation>配方修改</translation>
    </message>
    <message>
        <source>Paste after the line that builds the config (cfg = &lt;recipe&gt;()).</source>
        <translation>粘贴到构建配置的那一行（cfg = &lt;recipe&gt;()）之后。</translation>
    </message>
    <message>
        <source>The recipe builds this class; kept here so the settings can be checked against it:</source>
        <translation>配方会构建这个类；保留在这里以便对照检查设置：</translation>
    </message>
    <message>
        <source>Bridge applies these with os.environ.setdefault: a variable the launching shell exports wins.</source>
        <translation>Bridge 通过 os.environ.setdefault 应用这些变量：启动 shell 导出的变量优先。</translation>
    </message>
</context>
<context>
    <name>cga::PythonLiteralParser</name>
    <message>
        <source>unexpected &apos;%1&apos;</source>
        <translation>意外的 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>&apos;+&apos; joins lists only</source>
        <translation>&apos;+&apos; 只能用于连接列表</translation>
    </message>
    <message>
        <source>&apos;*&apos; repeats a list a whole number of times only</source>
        <translation>&apos;*&apos; 只能将列表重复整数次</translation>
    </message>
    <message>
        <source>a value is missing</source>
        <translation>缺少一个值</translation>
    </message>
    <message>
        <source>the value is nested too deeply</source>
        <translation>值的嵌套层级太深</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or &apos;%1&apos;</source>
        <translation>应为 &apos;,&apos; 或 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>a bad escape in a string</source>
        <translation>字符串中有错误的转义</translation>
    </message>
    <message>
        <source>an unterminated string</source>
        <translation>字符串没有结束</translation>
    </message>
    <message>
        <source>not a number: &apos;%1&apos;</source>
        <translation>不是数字：&apos;%1&apos;</translation>
    </message>
    <message>
        <source>float() needs a quoted number</source>
        <translation>float() 需要带引号的数字</translation>
    </message>
    <message>
        <source>the value holds more than %1 list items</source>
        <translation>该值包含的列表元素超过 %1 个</translation>
    </message>
    <message>
        <source>** needs a name</source>
        <translation>** 后面需要一个名称</translation>
    </message>
    <message>
        <source>dictionary keys must be strings</source>
        <translation>字典的键必须是字符串</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or &apos;)&apos;</source>
        <translation>应为 &apos;,&apos; 或 &apos;)&apos;</translation>
    </message>
    <message>
        <source>expected &apos;:&apos;</source>
        <translation>应为 &apos;:&apos;</translation>
    </message>
</context>
<context>
    <name>cga::PythonOverridesImporter</name>
    <message>
        <source>an environment variable needs a single value.</source>
        <translation>环境变量只能有一个值。</translation>
    </message>
    <message>
        <source>%1: nested lists are not supported.</source>
        <translation>%1：不支持嵌套列表。</translation>
    </message>
    <message>
        <source>%1 is not a dictionary the catalogue knows</source>
        <translation>%1 不是配方目录已知的字典</translation>
    </message>
    <message>
        <source>%1 is not a field the rules read</source>
        <translation>%1 不是规则读取的字段</translation>
    </message>
    <message>
        <source>%1 is not a recipe of the catalogue</source>
        <translation>%1 不是配方目录中的配方</translation>
    </message>
    <message>
        <source>%1() is not a recipe helper the catalogue knows</source>
        <translation>%1() 不是配方目录已知的配方辅助函数</translation>
    </message>
    <message>
        <source>%1(...) is a call; its value is not known</source>
        <translation>%1(...) 是函数调用，其值未知</translation>
    </message>
    <message>
        <source>%1: a dictionary or call is not a value of this field.</source>
        <translation>%1：字典或函数调用不能作为该字段的值。</translation>
    </message>
    <message>
        <source>not a call</source>
        <translation>不是函数调用</translation>
    </message>
    <message>
        <source>positional arguments of %1()</source>
        <translation>%1() 的位置参数</translation>
    </message>
    <message>
        <source>update() needs one dictionary</source>
        <translation>update() 需要一个字典参数</translation>
    </message>
</context>
<context>
    <name>cga::RecipeCatalogue</name>
    <message>
        <source>offset %1: %2</source>
        <translation>偏移 %1：%2</translation>
    </message>
    <message>
        <source>statements of the helper that are not literal assignments: %1</source>
        <translation>该辅助函数中不是字面量赋值的语句：%1</translation>
    </message>
</context>
<context>
    <name>cga::RecipePreset</name>
    <message>
        <source>Megatron Bridge recipe %1, as the catalogue resolves it from %2.</source>
        <translation>Megatron Bridge 配方 %1，按目录从 %2 解析所得。</translation>
    </message>
</context>
<context>
    <name>cga::RecommendationPanel</name>
    <message>
        <source>Apply the recommended CUDA-graph setup</source>
        <translation>应用推荐的 CUDA 图设置</translation>
    </message>
    <message>
        <source>Fix the errors in the diagnostics panel first: they stop the run whatever the graph settings, so nothing is proposed yet.</source>
        <translation>请先修复诊断面板中的错误：无论图如何设置，这些错误都会使任务停止，因此暂不提供建议。</translation>
    </message>
    <message>
        <source>whole layers</source>
        <translation>整个层</translation>
    </message>
    <message>
        <source>Proposed: &lt;b&gt;%1&lt;/b&gt; with &lt;b&gt;%2&lt;/b&gt;, %3 warmup step(s).</source>
        <translation>建议：&lt;b&gt;%1&lt;/b&gt;，范围 &lt;b&gt;%2&lt;/b&gt;，%3 个预热步。</translation>
    </message>
    <message>
        <source>Proposed: &lt;b&gt;no CUDA graphs&lt;/b&gt; for this workload.</source>
        <translation>建议：此工作负载&lt;b&gt;不使用 CUDA 图&lt;/b&gt;。</translation>
    </message>
    <message>
        <source>Alternatives</source>
        <translation>备选方案</translation>
    </message>
    <message>
        <source>rejected by %1</source>
        <translation>被 %1 否决</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>推荐</translation>
    </message>
    <message>
        <source>Apply the proposal</source>
        <translation>应用建议</translation>
    </message>
</context>
<context>
    <name>cga::Recommender</name>
    <message>
        <source>whole layers</source>
        <translation>整个层</translation>
    </message>
    <message>
        <source>Transformer Engine graphs on %1</source>
        <translation>%1 上的 Transformer Engine 图</translation>
    </message>
    <message>
        <source>Packed sequences: capturing the MLP only keeps packed attention eager, so pad_cu_seqlens is not needed (MB-09); the Llama 3 70B SFT recipes do this.</source>
        <translation>打包序列：只捕获 MLP 会让打包注意力保持 eager 执行，因此不需要 pad_cu_seqlens（MB-09）；Llama 3 70B SFT 配方就是这样做的。</translation>
    </message>
    <message>
        <source>Packed attention can be captured with pad_cu_seqlens and pad_to_max_length (MB-08, MB-09).</source>
        <translation>打包注意力可以在 pad_cu_seqlens 和 pad_to_max_length 下被捕获（MB-08、MB-09）。</translation>
    </message>
    <message>
        <source>Dense models start with attn (the skill&apos;s quick decision).</source>
        <translation>稠密模型从 attn 开始（skill 文档的快速决策）。</translation>
    </message>
    <message>
        <source>Add mlp only after an eager-against-graph A/B shows attn alone helps.</source>
        <translation>只有在 eager 与图模式的 A/B 对比显示单独 attn 有帮助之后，才加入 mlp。</translation>
    </message>
    <message>
        <source>Packed MoE batches reject router-scoped TE graphs (MB-15): capture attention only, with pad_cu_seqlens (MB-09).</source>
        <translation>打包的 MoE 批次不接受含路由器范围的 TE 图（MB-15）：只捕获注意力，并使用 pad_cu_seqlens（MB-09）。</translation>
    </message>
    <message>
        <source>Vision-language MoE recipes capture the router scopes only: attn is not compatible with Qwen3VLModel capture (perf_recipes/qwen_vl/common.py).</source>
        <translation>视觉-语言 MoE 配方只捕获路由器范围：attn 与 Qwen3VLModel 捕获不兼容（perf_recipes/qwen_vl/common.py）。</translation>
    </message>
    <message>
        <source>Dropless MoE starts with moe_router and moe_preprocess; the expert compute has data-dependent shapes and stays eager (current Megatron Bridge guidance; PP-06).</source>
        <translation>无丢弃 MoE 从 moe_router 和 moe_preprocess 开始；专家计算的形状取决于数据，保持 eager（Megatron Bridge 当前的指南；PP-06）。</translation>
    </message>
    <message>
        <source>With EP overlap attn is risky: grad-norm explosions reported (ADV-13), and delayed wgrad in an attention graph needs TE 2.12 (MB-06).</source>
        <translation>使用 EP 重叠时 attn 有风险：有梯度范数爆炸的报告（ADV-13），而且注意力图中的延迟 wgrad 需要 TE 2.12（MB-06）。</translation>
    </message>
    <message>
        <source>Add attn as well only when a matched A/B on the final configuration shows it helps.</source>
        <translation>只有当最终配置上匹配的 A/B 对比显示有帮助时，才再加入 attn。</translation>
    </message>
    <message>
        <source>Attention only, when the router scopes are rejected.</source>
        <translation>只捕获注意力（当路由器范围被拒绝时）。</translation>
    </message>
    <message>
        <source>Packed MoE batches reject router-scoped TE graphs (MB-15).</source>
        <translation>打包的 MoE 批次不接受含路由器范围的 TE 图（MB-15）。</translation>
    </message>
    <message>
        <source>Drop-and-pad routing gives static expert shapes, so the whole MoE block can be captured (MC-20).</source>
        <translation>丢弃并填充路由使专家形状固定，因此可以捕获整个 MoE 块（MC-20）。</translation>
    </message>
    <message>
        <source>Add attn after an A/B.</source>
        <translation>A/B 对比之后再加入 attn。</translation>
    </message>
    <message>
        <source>EP overlap forbids the moe scope with TE graphs (MC-34).</source>
        <translation>EP 重叠不允许 TE 图使用 moe 范围（MC-34）。</translation>
    </message>
    <message>
        <source>The router scopes, when the moe scope is rejected.</source>
        <translation>路由器范围（当 moe 范围被拒绝时）。</translation>
    </message>
    <message>
        <source>Attention only, when the MoE scopes are rejected.</source>
        <translation>只捕获注意力（当 MoE 范围被拒绝时）。</translation>
    </message>
    <message>
        <source>Hybrid MoE recipes on Blackwell capture attention, Mamba and the router scopes (Nemotron 3).</source>
        <translation>Blackwell 上的混合 MoE 配方会捕获注意力、Mamba 和路由器范围（Nemotron 3）。</translation>
    </message>
    <message>
        <source>Hybrid models capture attention and Mamba layers (mamba only for real Mamba layers; the H100 recipes stop here).</source>
        <translation>混合模型捕获注意力和 Mamba 层（mamba 仅适用于真正的 Mamba 层；H100 配方到此为止）。</translation>
    </message>
    <message>
        <source>Mamba layers only (the Nemotron-H 56B H100 recipe).</source>
        <translation>只捕获 Mamba 层（Nemotron-H 56B H100 配方）。</translation>
    </message>
    <message>
        <source>One full-iteration graph</source>
        <translation>一张整迭代图</translation>
    </message>
    <message>
        <source>Full recomputation works only with full-iteration graphs (MC-22).</source>
        <translation>完整重计算只能配合整迭代图使用（MC-22）。</translation>
    </message>
    <message>
        <source>CPU offloading works only with full-iteration graphs or none (MC-14).</source>
        <translation>CPU 卸载只能配合整迭代图或不使用图（MC-14）。</translation>
    </message>
    <message>
        <source>Every shipped full-iteration recipe targets Blackwell-class GPUs; peak memory can reach 1.5-2x eager (ADV-03, ADV-04).</source>
        <translation>所有自带的整迭代配方都面向 Blackwell 级 GPU；峰值显存可达 eager 的 1.5-2 倍（ADV-03、ADV-04）。</translation>
    </message>
    <message>
        <source>Selective recompute, and %1</source>
        <translation>选择性重计算，以及 %1</translation>
    </message>
    <message>
        <source>Switch full recomputation to selective recomputation outside the graphs to use Transformer Engine scopes (MC-22).</source>
        <translation>将完整重计算改为在图之外的选择性重计算，以便使用 Transformer Engine 范围（MC-22）。</translation>
    </message>
    <message>
        <source>CUDA graphs off</source>
        <translation>关闭 CUDA 图</translation>
    </message>
    <message>
        <source>The eager run, when no graph setting passes the rules.</source>
        <translation>eager 任务（当没有任何图设置能通过规则时）。</translation>
    </message>
    <message>
        <source>The configuration has errors that no graph setting fixes (%1): fix them first; nothing is proposed.</source>
        <translation>配置中有任何图设置都无法修复的错误（%1）：请先修复它们；不提供建议。</translation>
    </message>
    <message>
        <source>Not %1: rejected by %2 (%3)</source>
        <translation>不选 %1：被 %2 拒绝（%3）</translation>
    </message>
    <message>
        <source>Profile the eager run first: graphs pay off only where the profile shows host or launch gaps, and a successful capture is not a speedup (PP-09).</source>
        <translation>先对 eager 的运行做性能分析：只有在分析结果显示主机端或启动空隙的地方，图才有收益，而且捕获成功并不等于提速（PP-09）。</translation>
    </message>
    <message>
        <source>Warmup 3 (Megatron-Core&apos;s default): compare replay iterations after warmup and the capture step against the eager rollback (ADV-06); the Slurm A/B script runs both.</source>
        <translation>预热 3 步（Megatron-Core 的默认值）：将预热和捕获步之后的重放迭代与 eager 回滚版本进行比较（ADV-06）；Slurm A/B 脚本会运行这两者。</translation>
    </message>
    <message>
        <source>Both TE RNG flags on: GPT providers require the graph-safe tracker (MB-05).</source>
        <translation>两个 TE RNG 标志都开启：GPT 提供器需要图安全的跟踪器（MB-05）。</translation>
    </message>
    <message>
        <source>NaN checks off: full-iteration graphs require it for the loss (MB-03) and recommend it for gradients (ADV-02).</source>
        <translation>关闭 NaN 检查：整迭代图要求对损失关闭（MB-03），并建议对梯度关闭（ADV-02）。</translation>
    </message>
    <message>
        <source>Dropless MoE in one graph needs a per-rank expert capacity (moe_expert_rank_capacity_factor, ADV-18); the recipes use 1.5 with HybridEP.</source>
        <translation>将无丢弃 MoE 放进一张图需要每个 rank 的专家容量（moe_expert_rank_capacity_factor，ADV-18）；配方配合 HybridEP 使用 1.5。</translation>
    </message>
    <message>
        <source>Every shipped full-iteration recipe targets Blackwell-class GPUs; on %1 measure memory headroom first (ADV-04).</source>
        <translation>所有自带的整迭代配方都面向 Blackwell 级 GPU；在 %1 上请先测量显存余量（ADV-04）。</translation>
    </message>
    <message>
        <source>NCCL_GRAPH_REGISTER=0: required with expandable segments and Transformer Engine graphs (MCR-03, PP-01).</source>
        <translation>NCCL_GRAPH_REGISTER=0：使用可扩展段和 Transformer Engine 图时必需（MCR-03、PP-01）。</translation>
    </message>
    <message>
        <source>NCCL_GRAPH_REGISTER=0: the full-iteration recipes set it with expandable segments (PP-01).</source>
        <translation>NCCL_GRAPH_REGISTER=0：整迭代配方在使用可扩展段时会设置它（PP-01）。</translation>
    </message>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF=%1: the recipes&apos; allocator setting against fragmentation after capture (PP-02).</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF=%1：配方中用于避免捕获后碎片的分配器设置（PP-02）。</translation>
    </message>
    <message>
        <source>NVTE_CPU_OFFLOAD_V1=1: fine-grained offloading with TE 2.10 or newer (MB-16).</source>
        <translation>NVTE_CPU_OFFLOAD_V1=1：TE 2.10 或更新版本上的细粒度卸载（MB-16）。</translation>
    </message>
    <message>
        <source>Fine-grained offloading needs at least one warmup step (MC-32) and no moe scope (MC-31).</source>
        <translation>细粒度卸载至少需要一个预热步（MC-32），并且不能有 moe 范围（MC-31）。</translation>
    </message>
    <message>
        <source>Packed sequences: pad_to_max_length on (MB-08)%1.</source>
        <translation>打包序列：开启 pad_to_max_length（MB-08）%1。</translation>
    </message>
    <message>
        <source> and pad_cu_seqlens on (MB-09)</source>
        <translation>，并开启 pad_cu_seqlens（MB-09）</translation>
    </message>
    <message>
        <source>MoE with FP8 and TE graphs: use a Transformer Engine build with PR #3065; older ones shrink expert gradients silently (PP-12).</source>
        <translation>MoE 配合 FP8 和 TE 图：请使用包含 PR #3065 的 Transformer Engine 版本；旧版本会悄无声息地缩小专家梯度（PP-12）。</translation>
    </message>
    <message>
        <source>Then widen the scopes one step at a time, re-running the A/B on the final dispatcher, overlap, precision and recompute settings.</source>
        <translation>然后每次把捕获范围扩大一步，并在最终的分发器、重叠、精度和重计算设置上重新进行 A/B 对比。</translation>
    </message>
    <message>
        <source>No scope fits: packed MoE batches reject router-scoped TE graphs (MB-15), and attn is not compatible with Qwen3VLModel capture (perf_recipes/qwen_vl/common.py).</source>
        <translation>没有合适的范围：打包的 MoE 批次不接受含路由器范围的 TE 图（MB-15），而 attn 与 Qwen3VLModel 捕获不兼容（perf_recipes/qwen_vl/common.py）。</translation>
    </message>
    <message>
        <source>No graph setting passes the rules for this workload; keep the eager run.</source>
        <translation>对于此工作负载，没有任何图设置能通过规则；请保持 eager 执行。</translation>
    </message>
</context>
<context>
    <name>cga::ReportInput</name>
    <message>
        <source>%1: cannot open the file: %2</source>
        <translation>%1：无法打开文件：%2</translation>
    </message>
    <message>
        <source>%1: %2 bytes is too large for a benchmark result.</source>
        <translation>%1：%2 字节，作为基准测试结果太大。</translation>
    </message>
    <message>
        <source>%1:%2: not valid JSON: %3</source>
        <translation>%1:%2：不是有效的 JSON：%3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: a runner output without a start event: nothing to report.</source>
        <translation>%1：运行器输出中没有启动事件：没有可报告的内容。</translation>
    </message>
    <message>
        <source>%1: an empty JSON object: nothing to report.</source>
        <translation>%1：空的 JSON 对象：没有可报告的内容。</translation>
    </message>
    <message>
        <source>%1: inference golden values (generated text per prompt) hold no training step times: nothing to report.</source>
        <translation>%1：推理的 golden values（每个提示的生成文本）不含训练步骤耗时：没有可报告的内容。</translation>
    </message>
</context>
<context>
    <name>cga::ReportProvenance</name>
    <message numerus="yes">
        <source>%n SM(s)</source>
        <translation>
            <numerusform>%n 个 SM</numerusform>
        </translation>
    </message>
    <message>
        <source>Command: %1</source>
        <translation>命令：%1</translation>
    </message>
    <message>
        <source>Exported %1 by CUDA Graph Assistant</source>
        <translation>由 CUDA Graph Assistant 于 %1 导出</translation>
    </message>
    <message>
        <source>GPU: %1</source>
        <translation>GPU：%1</translation>
    </message>
    <message>
        <source>GPU: not recorded</source>
        <translation>GPU：未记录</translation>
    </message>
    <message>
        <source>No results loaded.</source>
        <translation>未加载任何结果。</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>来源：%1</translation>
    </message>
    <message>
        <source>driver %1</source>
        <translation>驱动 %1</translation>
    </message>
    <message>
        <source>host %1</source>
        <translation>主机 %1</translation>
    </message>
    <message>
        <source>measured %1</source>
        <translation>测量于 %1</translation>
    </message>
    <message>
        <source>measured: date not recorded</source>
        <translation>测量日期：未记录</translation>
    </message>
    <message>
        <source>runner: %1</source>
        <translation>运行器：%1</translation>
    </message>
    <message>
        <source>runner: not recorded</source>
        <translation>运行器：未记录</translation>
    </message>
    <message>
        <source>runtime %1</source>
        <translation>运行时 %1</translation>
    </message>
</context>
<context>
    <name>cga::ReportText</name>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n 个错误</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n 个警告</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n note(s)</source>
        <translation>
            <numerusform>%n 条提示</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n automatic adjustment(s)</source>
        <translation>
            <numerusform>%n 项自动调整</numerusform>
        </translation>
    </message>
    <message>
        <source>upstream: %1</source>
        <translation>上游：%1</translation>
    </message>
    <message>
        <source>fix: %1</source>
        <translation>修复：%1</translation>
    </message>
    <message>
        <source>source: %1</source>
        <translation>来源：%1</translation>
    </message>
</context>
<context>
    <name>cga::ResultSummary</name>
    <message>
        <source>%1 (more under Details)</source>
        <translation>%1（更多内容见详情）</translation>
    </message>
    <message>
        <source>%1 is not capturable.</source>
        <translation>%1 无法捕获。</translation>
    </message>
    <message>
        <source>%1 is not capturable: %2</source>
        <translation>%1 无法捕获：%2</translation>
    </message>
    <message>
        <source>%1: %2x against %3 (95% interval %4-%5): %6.</source>
        <translation>%1：相对于 %3 为 %2 倍（95% 区间 %4-%5）：%6。</translation>
    </message>
    <message>
        <source>%1: no CUDA graph was made in this mode, so it ran the eager step; %2x against %3 (95% interval %4-%5) is the difference between two runs of that step: %6.</source>
        <translation>%1：此模式下没有生成任何 CUDA 图，运行的就是 eager 步；相对于 %3 的 %2 倍（95% 区间 %4-%5）只是同一步两次运行之间的差异：%6。</translation>
    </message>
</context>
<context>
    <name>cga::ResultsView</name>
    <message>
        <source>Run a benchmark, or open a result file or a training log.</source>
        <translation>运行一次基准测试，或打开结果文件或训练日志。</translation>
    </message>
    <message>
        <source>not capturable: %1</source>
        <translation>无法捕获：%1</translation>
    </message>
    <message>
        <source>Open results or training logs</source>
        <translation>打开结果或训练日志</translation>
    </message>
    <message>
        <source>Cannot open</source>
        <translation>无法打开</translation>
    </message>
    <message>
        <source>Export the charts</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <source>PDF (*.pdf);;PNG (*.png)</source>
        <translation>PDF (*.pdf);;PNG (*.png)</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>无法导出</translation>
    </message>
    <message>
        <source>Save the result</source>
        <translation>保存结果</translation>
    </message>
    <message>
        <source>Results (*.json)</source>
        <translation>结果 (*.json)</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>无法保存</translation>
    </message>
    <message>
        <source>Export the samples</source>
        <translation>导出样本</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Steady median [ms]</source>
        <translation>稳态中位数 [ms]</translation>
    </message>
    <message>
        <source>IQR [ms]</source>
        <translation>IQR [ms]</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>步数</translation>
    </message>
    <message>
        <source>Capture cost [ms]</source>
        <translation>捕获开销 [ms]</translation>
    </message>
    <message>
        <source>Speedup</source>
        <translation>加速比</translation>
    </message>
    <message>
        <source>95% interval</source>
        <translation>95% 区间</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>Break-even [iterations]</source>
        <translation>收支平衡 [迭代]</translation>
    </message>
    <message>
        <source>Graph memory [MiB]</source>
        <translation>图显存 [MiB]</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Add result or log...</source>
        <translation>添加结果或日志...</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>清空</translation>
    </message>
    <message>
        <source>Export charts (PNG/PDF)...</source>
        <translation>导出图表 (PNG/PDF)...</translation>
    </message>
    <message>
        <source>Save result (JSON)...</source>
        <translation>保存结果 (JSON)...</translation>
    </message>
    <message>
        <source>Export samples (CSV)...</source>
        <translation>导出样本 (CSV)...</translation>
    </message>
    <message>
        <source>Reading %1...</source>
        <translation>正在读取 %1...</translation>
    </message>
    <message>
        <source>Reading %1 (%2 of %3)...</source>
        <translation>正在读取 %1（第 %2 个，共 %3 个）...</translation>
    </message>
    <message>
        <source>Results and logs (*.json *.jsonl *.log *.txt);;All files (*)</source>
        <translation>结果和日志 (*.json *.jsonl *.log *.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Log diagnosis</source>
        <translation>日志诊断</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>性能分析</translation>
    </message>
    <message>
        <source>%1 (*.%2)</source>
        <translation>%1 (*.%2)</translation>
    </message>
    <message numerus="yes">
        <source>Details: the runner&apos;s other output (%n line(s))</source>
        <translation>
            <numerusform>详情：运行器的其他输出（%n 行）</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the chart shown (%1)...</source>
        <translation>导出当前显示的图表（%1）...</translation>
    </message>
    <message>
        <source>Export the chart shown</source>
        <translation>导出当前显示的图表</translation>
    </message>
</context>
<context>
    <name>cga::ReviewPage</name>
    <message>
        <source>Not written:</source>
        <translation>未写入：</translation>
    </message>
    <message>
        <source>Not written: the configuration has errors. Fix them in the diagnostics panel:</source>
        <translation>未写入：配置中有错误。请在诊断面板中修复：</translation>
    </message>
    <message>
        <source>I have checked the memory headroom.</source>
        <translation>我已检查显存余量。</translation>
    </message>
    <message>
        <source>Graphs keep static buffers for as long as they live.</source>
        <translation>图在其存续期间会一直占用静态缓冲区。</translation>
    </message>
    <message>
        <source>Shapes stay fixed for the whole run.</source>
        <translation>形状在整个任务中保持不变。</translation>
    </message>
    <message>
        <source>Sequence length %1 and micro-batch size %2 never change, and every sample is padded to the sequence length.</source>
        <translation>序列长度 %1 和微批次大小 %2 始终不变，并且每个样本都填充到序列长度。</translation>
    </message>
    <message>
        <source>(unset)</source>
        <translation>（未设置）</translation>
    </message>
    <message>
        <source>I will watch for NaN myself.</source>
        <translation>我会自行关注 NaN。</translation>
    </message>
    <message>
        <source>Full-iteration graphs run with the NaN checks on loss and gradients off: a NaN is no longer caught automatically.</source>
        <translation>整迭代图运行时关闭了损失和梯度的 NaN 检查：NaN 将不再被自动发现。</translation>
    </message>
    <message>
        <source>I will measure before keeping graphs.</source>
        <translation>保留图之前我会先测量。</translation>
    </message>
    <message>
        <source>A successful capture is not a speedup: compare replay iterations against the eager rollback (the Slurm A/B script runs both).</source>
        <translation>捕获成功并不等于提速：请将重放迭代与 eager 回滚版本进行比较（Slurm A/B 脚本会同时运行两者）。</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s) must be fixed before anything can be exported.</source>
        <translation>
            <numerusform>必须先修复 %n 个错误，才能导出任何内容。</numerusform>
        </translation>
    </message>
    <message>
        <source>The configuration is valid. Confirm the risks below to enable export.</source>
        <translation>配置有效。请确认下面的风险以启用导出。</translation>
    </message>
    <message>
        <source>Ready: copy or save any artefact, or export them all.</source>
        <translation>就绪：可以复制或保存任意产物，或全部导出。</translation>
    </message>
    <message>
        <source>Nothing to save: fix the errors and confirm the risks first.</source>
        <translation>没有可保存的内容：请先修复错误并确认风险。</translation>
    </message>
    <message>
        <source>Save %1</source>
        <translation>保存 %1</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>无法保存</translation>
    </message>
    <message>
        <source>Export every artefact into a folder</source>
        <translation>将所有产物导出到一个文件夹</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>无法导出</translation>
    </message>
    <message>
        <source>Review and export</source>
        <translation>检查与导出</translation>
    </message>
    <message>
        <source>Every artefact is validated before it is shown and reads back to the same configuration.</source>
        <translation>每个产物在显示前都会经过校验，并且读回后得到的是同一个配置。</translation>
    </message>
    <message>
        <source>Risks to confirm before export</source>
        <translation>导出前需要确认的风险</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Save as...</source>
        <translation>另存为...</translation>
    </message>
    <message>
        <source>Export all...</source>
        <translation>全部导出...</translation>
    </message>
    <message>
        <source>Measure on this GPU...</source>
        <translation>在本机 GPU 上测量...</translation>
    </message>
    <message>
        <source>Open the Benchmark page: eager against CUDA graph replay with these shapes on this GPU</source>
        <translation>打开“基准测试”页：在本机 GPU 上以这些形状比较 eager 与 CUDA 图重放</translation>
    </message>
    <message>
        <source>Run on a Slurm cluster...</source>
        <translation>在 Slurm 集群上运行...</translation>
    </message>
    <message>
        <source>Open the Cluster page: submit the eager/graph A/B of this configuration with sbatch</source>
        <translation>打开“集群”页：用 sbatch 提交此配置的 eager/图模式 A/B 对比作业</translation>
    </message>
    <message>
        <source>No change against %1.</source>
        <translation>相对 %1 没有改动。</translation>
    </message>
    <message numerus="yes">
        <source>%n change(s) against %1:</source>
        <translation>
            <numerusform>相对 %1 有 %n 处改动：</numerusform>
        </translation>
    </message>
    <message>
        <source>The Python, YAML and Hydra artefacts write these changes and the CUDA-graph settings only; the others are written whole.</source>
        <translation>Python、YAML 和 Hydra 产物只写出这些改动和 CUDA 图设置；其他产物完整写出。</translation>
    </message>
    <message>
        <source>The artefacts write every setting of the configuration.</source>
        <translation>产物写出该配置的全部设置。</translation>
    </message>
    <message>
        <source>Changes (%1)</source>
        <translation>改动（%1）</translation>
    </message>
    <message>
        <source>Write only the changes against the recipe</source>
        <translation>只写出相对配方的改动</translation>
    </message>
    <message>
        <source>Pasted after the recipe, an export of the changes keeps the recipe&apos;s other settings and your own edits to them. The CUDA-graph settings are always written.</source>
        <translation>把只含改动的导出粘贴在配方之后，配方的其他设置以及您对它们的修改都会保留。CUDA 图设置总会写出。</translation>
    </message>
    <message>
        <source>the configuration as it was loaded</source>
        <translation>加载时的配置</translation>
    </message>
</context>
<context>
    <name>cga::Rollback</name>
    <message>
        <source>cuda_graph_impl=none: every iteration runs eagerly; the scopes are cleared.</source>
        <translation>cuda_graph_impl=none：每次迭代都以 eager 模式执行；捕获范围已清空。</translation>
    </message>
    <message>
        <source>Both TE RNG flags off: only graphs need the graph-safe tracker (MB-05); the perf harness turns them off for eager runs too (PH-04).</source>
        <translation>两个 TE RNG 标志都关闭：只有图才需要图安全的跟踪器（MB-05）；性能测试框架在 eager 任务中也会关闭它们（PH-04）。</translation>
    </message>
    <message>
        <source>Vision-encoder graphs off.</source>
        <translation>视觉编码器图已关闭。</translation>
    </message>
    <message>
        <source>The optimizer CUDA graph off.</source>
        <translation>优化器 CUDA 图已关闭。</translation>
    </message>
    <message>
        <source>Megatron-FSDP graph mode off.</source>
        <translation>Megatron-FSDP 图模式已关闭。</translation>
    </message>
    <message>
        <source>Offloading no longer waits for a graph replay that never comes.</source>
        <translation>卸载不再等待永远不会到来的图重放。</translation>
    </message>
    <message>
        <source>NaN checks back on: full-iteration graphs had required them off (MB-03, ADV-02).</source>
        <translation>NaN 检查重新开启：整迭代图曾要求关闭它们（MB-03、ADV-02）。</translation>
    </message>
    <message>
        <source>Environment kept as it is: harmless without graphs, and the A/B then differs in the graphs only.</source>
        <translation>环境变量保持不变：没有图时它们无害，这样 A/B 对比的差别就只在图上。</translation>
    </message>
</context>
<context>
    <name>cga::RollbackEmitter</name>
    <message>
        <source>%1, CUDA graphs off</source>
        <translation>%1，关闭 CUDA 图</translation>
    </message>
    <message>
        <source>Rollback: the same run with CUDA graphs off.</source>
        <translation>回滚：关闭 CUDA 图的同一任务。</translation>
    </message>
</context>
<context>
    <name>cga::RuleBrowser</name>
    <message>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>info</source>
        <translation>信息</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>自动调整</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>Every check the assistant makes, with what it means and how to fix it. Search by rule id, field name or words of the text.</source>
        <translation>助手所做的每项检查，以及其含义和修复方法。可按规则 ID、字段名或文中的词语搜索。</translation>
    </message>
    <message>
        <source>Search: MC-22, cuda_graph_scope, recompute ...</source>
        <translation>搜索：MC-22、cuda_graph_scope、recompute ……</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>严重程度</translation>
    </message>
    <message>
        <source>When it applies</source>
        <translation>适用条件</translation>
    </message>
    <message>
        <source>Fields: %1</source>
        <translation>字段：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n rule(s) shown</source>
        <translation>
            <numerusform>显示 %n 条规则</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n in all</source>
        <translation>
            <numerusform>共 %n 条</numerusform>
        </translation>
    </message>
    <message>
        <source>No rule matches &quot;%1&quot;.</source>
        <translation>没有与“%1”匹配的规则。</translation>
    </message>
</context>
<context>
    <name>cga::Rules</name>
    <message>
        <source>Use no expert tensor parallelism</source>
        <translation>不使用专家张量并行</translation>
    </message>
    <message>
        <source>Leave moe_expert_capacity_factor unset (dropless)</source>
        <translation>不设置 moe_expert_capacity_factor（无丢弃）</translation>
    </message>
    <message>
        <source>Turn router padding off</source>
        <translation>关闭路由填充</translation>
    </message>
    <message>
        <source>Route in fp32</source>
        <translation>路由使用 fp32</translation>
    </message>
    <message>
        <source>Do not pad expert inputs to capacity</source>
        <translation>不将专家输入填充到容量</translation>
    </message>
    <message>
        <source>Use the flex dispatcher</source>
        <translation>使用 flex 分发器</translation>
    </message>
    <message>
        <source>Use the default flex backend (deepep)</source>
        <translation>使用默认的 flex 后端（deepep）</translation>
    </message>
    <message>
        <source>Use Transformer Engine&apos;s op fuser</source>
        <translation>使用 Transformer Engine 的算子融合器</translation>
    </message>
    <message>
        <source>Leave moe_expert_rank_capacity_factor unset</source>
        <translation>不设置 moe_expert_rank_capacity_factor</translation>
    </message>
    <message>
        <source>Dispatch with flex and HybridEP</source>
        <translation>使用 flex 分发器与 HybridEP</translation>
    </message>
    <message>
        <source>Sequence parallelism without tensor parallelism: Bridge&apos;s finalize() and Megatron-LM&apos;s argument checks turn it off; TransformerConfig on its own would raise.</source>
        <translation>没有张量并行时开启了序列并行：Bridge 的 finalize() 和 Megatron-LM 的参数检查会将其关闭；单独构建 TransformerConfig 时会报错。</translation>
    </message>
    <message>
        <source>sequence_parallel was turned off: with tensor_model_parallel_size 1 there is no group to split activations across. Bridge and Megatron-LM do this before TransformerConfig checks it; a TransformerConfig built directly would raise.</source>
        <translation>sequence_parallel 已被关闭：tensor_model_parallel_size 为 1 时没有可以切分激活的进程组。Bridge 和 Megatron-LM 会在 TransformerConfig 检查之前这样做；直接构建 TransformerConfig 则会报错。</translation>
    </message>
    <message>
        <source>Turn sequence_parallel off, or use tensor parallelism.</source>
        <translation>关闭 sequence_parallel，或使用张量并行。</translation>
    </message>
    <message>
        <source>Turn sequence parallelism off</source>
        <translation>关闭序列并行</translation>
    </message>
    <message>
        <source>The grouped-tensor path without grouped GEMM.</source>
        <translation>使用分组张量路径但未开启分组 GEMM。</translation>
    </message>
    <message>
        <source>moe_use_grouped_tensor is a variant of grouped GEMM; it needs moe_grouped_gemm on.</source>
        <translation>moe_use_grouped_tensor 是分组 GEMM 的一种变体；需要开启 moe_grouped_gemm。</translation>
    </message>
    <message>
        <source>Turn moe_grouped_gemm on, or moe_use_grouped_tensor off.</source>
        <translation>开启 moe_grouped_gemm，或关闭 moe_use_grouped_tensor。</translation>
    </message>
    <message>
        <source>Turn grouped GEMM on</source>
        <translation>开启分组 GEMM</translation>
    </message>
    <message>
        <source>Turn the grouped-tensor path off</source>
        <translation>关闭分组张量路径</translation>
    </message>
    <message>
        <source>Both fp16 and bf16 are on.</source>
        <translation>fp16 和 bf16 同时开启。</translation>
    </message>
    <message>
        <source>A model trains in one 16-bit format: fp16 and bf16 cannot both be on.</source>
        <translation>模型只能用一种 16 位格式训练：fp16 和 bf16 不能同时开启。</translation>
    </message>
    <message>
        <source>Turn fp16 or bf16 off.</source>
        <translation>关闭 fp16 或 bf16。</translation>
    </message>
    <message>
        <source>Train in fp16</source>
        <translation>使用 fp16 训练</translation>
    </message>
    <message>
        <source>The attention heads are not a multiple of the tensor-parallel size, or the query groups neither a multiple nor a divisor of it.</source>
        <translation>注意力头数不是张量并行大小的整数倍，或查询组数既不是它的倍数也不是它的约数。</translation>
    </message>
    <message>
        <source>Tensor parallelism splits the %1 attention heads into %2 equal parts; they must divide evenly.</source>
        <translation>张量并行把 %1 个注意力头分成 %2 等份；必须能整除。</translation>
    </message>
    <message>
        <source>The %1 query groups must split evenly across %2 tensor-parallel ranks, or be shared by them.</source>
        <translation>%1 个查询组必须能在 %2 个张量并行 rank 之间均分，或由它们共享。</translation>
    </message>
    <message>
        <source>Choose a tensor-parallel size that divides the heads.</source>
        <translation>选择能整除注意力头数的张量并行大小。</translation>
    </message>
    <message>
        <source>The custom FP8 recipe without a quantizer factory, or FP8 and FP4 together.</source>
        <translation>自定义 FP8 recipe 缺少量化器工厂，或同时使用 FP8 和 FP4。</translation>
    </message>
    <message>
        <source>The custom FP8 recipe builds its quantizers from fp8_quantizer_factory, which is not set.</source>
        <translation>自定义 FP8 recipe 通过 fp8_quantizer_factory 构建量化器，但它未设置。</translation>
    </message>
    <message>
        <source>FP8 and FP4 are alternative low-precision modes; choose one.</source>
        <translation>FP8 和 FP4 是二选一的低精度模式；请只选一个。</translation>
    </message>
    <message>
        <source>Complete the low-precision settings.</source>
        <translation>补全低精度设置。</translation>
    </message>
    <message>
        <source>Use the tensorwise recipe</source>
        <translation>使用 tensorwise recipe</translation>
    </message>
    <message>
        <source>Keep FP8 only</source>
        <translation>只保留 FP8</translation>
    </message>
    <message>
        <source>Keep FP4 only</source>
        <translation>只保留 FP4</translation>
    </message>
    <message>
        <source>Expert parallelism on a model without experts.</source>
        <translation>模型没有专家却开启了专家并行。</translation>
    </message>
    <message>
        <source>expert_model_parallel_size is %1 but the model has no experts (num_moe_experts is unset).</source>
        <translation>expert_model_parallel_size 为 %1，但模型没有专家（num_moe_experts 未设置）。</translation>
    </message>
    <message>
        <source>Set expert_model_parallel_size to 1, or give the model experts.</source>
        <translation>将 expert_model_parallel_size 设为 1，或为模型配置专家。</translation>
    </message>
    <message>
        <source>Use no expert parallelism</source>
        <translation>不使用专家并行</translation>
    </message>
    <message>
        <source>Inference-optimized MoE layers with expert tensor parallelism, a capacity factor, router padding or a router dtype other than fp32.</source>
        <translation>推理优化的 MoE 层使用了专家张量并行、容量因子、路由填充，或路由器数据类型不是 fp32。</translation>
    </message>
    <message>
        <source>The inference-optimized MoE layer does not split experts with tensor parallelism.</source>
        <translation>推理优化的 MoE 层不支持用张量并行切分专家。</translation>
    </message>
    <message>
        <source>The inference-optimized MoE layer is dropless: moe_expert_capacity_factor must be unset (even a negative value counts as set here).</source>
        <translation>推理优化的 MoE 层是无丢弃的：moe_expert_capacity_factor 必须不设置（这里即使是负值也算已设置）。</translation>
    </message>
    <message>
        <source>The inference-optimized MoE layer cannot pad the routing map for quantization.</source>
        <translation>推理优化的 MoE 层不能为量化填充路由映射。</translation>
    </message>
    <message>
        <source>The inference-optimized MoE layer needs moe_router_dtype fp32.</source>
        <translation>推理优化的 MoE 层需要 moe_router_dtype 为 fp32。</translation>
    </message>
    <message>
        <source>Adapt the MoE settings to the inference-optimized layer, or use transformer_impl transformer_engine.</source>
        <translation>让 MoE 设置适配推理优化层，或使用 transformer_impl transformer_engine。</translation>
    </message>
    <message>
        <source>moe_ffn_hidden_size on a model without experts that is not a mixed dense/MoE model.</source>
        <translation>模型没有专家且不是稠密/MoE 混合模型，却设置了 moe_ffn_hidden_size。</translation>
    </message>
    <message>
        <source>moe_ffn_hidden_size sizes the experts, but the model has none.</source>
        <translation>moe_ffn_hidden_size 决定专家的大小，但模型没有专家。</translation>
    </message>
    <message>
        <source>Remove moe_ffn_hidden_size, or set num_moe_experts.</source>
        <translation>删除 moe_ffn_hidden_size，或设置 num_moe_experts。</translation>
    </message>
    <message>
        <source>Remove moe_ffn_hidden_size</source>
        <translation>删除 moe_ffn_hidden_size</translation>
    </message>
    <message>
        <source>A flex-dispatcher backend used where it does not work: DeepEP with padding to capacity, NCCL-EP without the flex dispatcher or with grouped tensors but no op fuser.</source>
        <translation>flex 分发器后端用在了不支持的场合：DeepEP 配合填充到容量、NCCL-EP 不使用 flex 分发器，或使用分组张量但没有算子融合器。</translation>
    </message>
    <message>
        <source>The DeepEP backend cannot pad expert inputs to capacity.</source>
        <translation>DeepEP 后端不能将专家输入填充到容量。</translation>
    </message>
    <message>
        <source>The NCCL-EP backend is a backend of the flex dispatcher; set the dispatcher to flex.</source>
        <translation>NCCL-EP 是 flex 分发器的后端；请把分发器设为 flex。</translation>
    </message>
    <message>
        <source>With NCCL-EP, grouped tensors need Transformer Engine&apos;s op fuser.</source>
        <translation>使用 NCCL-EP 时，分组张量需要 Transformer Engine 的算子融合器。</translation>
    </message>
    <message>
        <source>Pick a dispatcher and backend that work together.</source>
        <translation>选择相互兼容的分发器和后端。</translation>
    </message>
    <message>
        <source>A shared-expert size that is not positive, or shared-expert overlap with the allgather dispatcher.</source>
        <translation>共享专家大小不是正数，或共享专家重叠配合了 allgather 分发器。</translation>
    </message>
    <message>
        <source>moe_shared_expert_intermediate_size is %1; it must be a positive size.</source>
        <translation>moe_shared_expert_intermediate_size 为 %1；它必须是正数。</translation>
    </message>
    <message>
        <source>Shared experts overlap with the alltoall or flex dispatcher only, not with %1.</source>
        <translation>共享专家只能与 alltoall 或 flex 分发器重叠，不能与 %1 重叠。</translation>
    </message>
    <message>
        <source>Give a positive shared-expert size; overlap only with alltoall or flex.</source>
        <translation>给出正的共享专家大小；仅在 alltoall 或 flex 下重叠。</translation>
    </message>
    <message>
        <source>Do not overlap shared experts</source>
        <translation>不重叠共享专家</translation>
    </message>
    <message>
        <source>A capacity factor with sinkhorn load balancing.</source>
        <translation>容量因子配合 sinkhorn 负载均衡。</translation>
    </message>
    <message>
        <source>Token dropping by capacity works with the aux_loss, seq_aux_loss, global_aux_loss and none load balancing, not with sinkhorn (a negative factor counts as set here).</source>
        <translation>按容量丢弃 token 适用于 aux_loss、seq_aux_loss、global_aux_loss 和 none 负载均衡，不适用于 sinkhorn（这里负的容量因子也算已设置）。</translation>
    </message>
    <message>
        <source>Remove the capacity factor, or balance with aux_loss.</source>
        <translation>删除容量因子，或使用 aux_loss 均衡。</translation>
    </message>
    <message>
        <source>Balance with aux_loss</source>
        <translation>使用 aux_loss 均衡</translation>
    </message>
    <message>
        <source>Padding expert inputs to capacity without a capacity factor (a negative one is none).</source>
        <translation>将专家输入填充到容量但没有容量因子（负值视为没有）。</translation>
    </message>
    <message>
        <source>Padding to capacity needs a capacity to pad to; moe_expert_capacity_factor is unset or negative (Megatron turns a negative factor into None first).</source>
        <translation>填充到容量需要一个容量；moe_expert_capacity_factor 未设置或为负（Megatron 会先把负的容量因子变为 None）。</translation>
    </message>
    <message>
        <source>Set a capacity factor, or do not pad.</source>
        <translation>设置容量因子，或不进行填充。</translation>
    </message>
    <message>
        <source>Use capacity factor 1.0</source>
        <translation>使用容量因子 1.0</translation>
    </message>
    <message>
        <source>A per-rank expert capacity without the HybridEP or NCCL-EP backend, or with HybridEP but neither the op fuser nor grouped tensors.</source>
        <translation>按 rank 的专家容量没有使用 HybridEP 或 NCCL-EP 后端，或使用 HybridEP 但既没有算子融合器也没有分组张量。</translation>
    </message>
    <message>
        <source>A per-rank expert capacity is enforced by the HybridEP and NCCL-EP backends only.</source>
        <translation>按 rank 的专家容量只由 HybridEP 和 NCCL-EP 后端执行。</translation>
    </message>
    <message>
        <source>With HybridEP, a per-rank expert capacity needs Transformer Engine&apos;s op fuser or grouped tensors (the Bridge recipes turn the op fuser on).</source>
        <translation>使用 HybridEP 时，按 rank 的专家容量需要 Transformer Engine 的算子融合器或分组张量（Bridge 的 recipe 会开启算子融合器）。</translation>
    </message>
    <message>
        <source>Use HybridEP with use_transformer_engine_op_fuser, or drop the rank capacity.</source>
        <translation>使用 HybridEP 并开启 use_transformer_engine_op_fuser，或去掉按 rank 的容量。</translation>
    </message>
    <message>
        <source>The allgather dispatcher (the default, dense models too) with variable_seq_lengths (in-batch packing with PP &gt; 1).</source>
        <translation>allgather 分发器（默认值，稠密模型同样适用）配合 variable_seq_lengths（PP &gt; 1 时的批内打包）。</translation>
    </message>
    <message>
        <source>model.overlap_moe_expert_parallel_comm without what it needs: PyTorch 2.6, a virtual pipeline with PP &gt; 1, EP &gt; 1, the alltoall or flex dispatcher, no full recomputation, recompute_method or recompute_num_layers, no moe recompute, bf16/fp16, no shared-expert overlap, at most one MTP layer, no expert_fc1 offload with NCCL-EP.</source>
        <translation>model.overlap_moe_expert_parallel_comm 缺少所需条件：PyTorch 2.6、PP &gt; 1 时的虚拟流水线、EP &gt; 1、alltoall 或 flex 分发器、不做完整重计算、不设置 recompute_method 或 recompute_num_layers、不重计算 moe、bf16/fp16、不做共享专家重叠、至多一个 MTP 层、NCCL-EP 下不卸载 expert_fc1。</translation>
    </message>
    <message>
        <source>EP overlap hangs with PyTorch before 2.6.</source>
        <translation>PyTorch 2.6 之前的版本中 EP 重叠会挂起。</translation>
    </message>
    <message>
        <source>EP overlap needs the alltoall or flex dispatcher (the default is allgather).</source>
        <translation>EP 重叠需要 alltoall 或 flex 分发器（默认是 allgather）。</translation>
    </message>
    <message>
        <source>EP overlap needs recompute_method unset.</source>
        <translation>EP 重叠需要 recompute_method 不设置。</translation>
    </message>
    <message>
        <source>EP overlap needs recompute_num_layers unset.</source>
        <translation>EP 重叠需要 recompute_num_layers 不设置。</translation>
    </message>
    <message>
        <source>EP overlap with NCCL-EP cannot offload expert_fc1.</source>
        <translation>使用 NCCL-EP 时 EP 重叠不能卸载 expert_fc1。</translation>
    </message>
    <message>
        <source>The inference-optimized implementation with LayerNorm, zero-centred LayerNorm weights or linear / QKV bias.</source>
        <translation>推理优化实现使用了 LayerNorm、零中心化的 LayerNorm 权重或线性层 / QKV 偏置。</translation>
    </message>
    <message>
        <source>transformer_impl inference_optimized needs normalization RMSNorm (the default is LayerNorm).</source>
        <translation>transformer_impl inference_optimized 需要 normalization 为 RMSNorm（默认是 LayerNorm）。</translation>
    </message>
    <message>
        <source>transformer_impl inference_optimized does not support layernorm_zero_centered_gamma.</source>
        <translation>transformer_impl inference_optimized 不支持 layernorm_zero_centered_gamma。</translation>
    </message>
    <message>
        <source>transformer_impl inference_optimized needs add_bias_linear off (it is on by default).</source>
        <translation>transformer_impl inference_optimized 需要关闭 add_bias_linear（默认开启）。</translation>
    </message>
    <message>
        <source>transformer_impl inference_optimized needs add_qkv_bias off.</source>
        <translation>transformer_impl inference_optimized 需要关闭 add_qkv_bias。</translation>
    </message>
    <message>
        <source>Use RMSNorm without bias, or transformer_impl transformer_engine.</source>
        <translation>使用无偏置的 RMSNorm，或使用 transformer_impl transformer_engine。</translation>
    </message>
    <message>
        <source>Use the Transformer Engine implementation</source>
        <translation>使用 Transformer Engine 实现</translation>
    </message>
    <message>
        <source>Normalize with RMSNorm</source>
        <translation>使用 RMSNorm 归一化</translation>
    </message>
    <message>
        <source>Turn the switch off</source>
        <translation>关闭该开关</translation>
    </message>
    <message>
        <source>Stop recomputing the module</source>
        <translation>不再重计算该模块</translation>
    </message>
    <message>
        <source>Turn multi-token prediction off</source>
        <translation>关闭多 token 预测</translation>
    </message>
    <message>
        <source>Recompute mhc selectively</source>
        <translation>选择性重计算 mhc</translation>
    </message>
    <message>
        <source>Use no pipeline parallelism</source>
        <translation>不使用流水线并行</translation>
    </message>
    <message>
        <source>Offload core_attn too</source>
        <translation>同时卸载 core_attn</translation>
    </message>
    <message>
        <source>Do not offload gdp_qkv</source>
        <translation>不卸载 gdp_qkv</translation>
    </message>
    <message>
        <source>Do not offload inside the recomputed MoE layer</source>
        <translation>不在被重计算的 MoE 层内部卸载</translation>
    </message>
    <message>
        <source>Offload the fused grouped MLP only</source>
        <translation>只卸载融合的分组 MLP</translation>
    </message>
    <message>
        <source>Selective recomputation of a module whose feature is off (moe_act without grouped GEMM, mla_up_proj without multi-latent attention), of shared experts that overlap, or of moe_act/layernorm with FP8 delayed scaling or Transformer Engine before 2.6.</source>
        <translation>选择性重计算的模块所依赖的功能未开启（moe_act 缺少分组 GEMM、mla_up_proj 缺少多潜变量注意力），或重计算了开启重叠的共享专家，或在 FP8 延迟缩放或 Transformer Engine 2.6 之前的版本下重计算 moe_act/layernorm。</translation>
    </message>
    <message>
        <source>Recomputing moe_act needs the grouped-GEMM experts (moe_grouped_gemm).</source>
        <translation>重计算 moe_act 需要分组 GEMM 专家（moe_grouped_gemm）。</translation>
    </message>
    <message>
        <source>mla_up_proj exists only with multi-latent attention, which is off (the DeepSeek and Kimi providers turn it on).</source>
        <translation>mla_up_proj 只存在于多潜变量注意力中，而它未开启（DeepSeek 和 Kimi 的 provider 会开启它）。</translation>
    </message>
    <message>
        <source>Overlapped shared experts run on a side stream and cannot be recomputed.</source>
        <translation>重叠的共享专家在旁路流上运行，无法重计算。</translation>
    </message>
    <message>
        <source>With FP8 delayed scaling, moe_act and layernorm cannot be recomputed: the scaling history would be updated twice.</source>
        <translation>使用 FP8 延迟缩放时不能重计算 moe_act 和 layernorm：缩放历史会被更新两次。</translation>
    </message>
    <message>
        <source>Recomputing moe_act or layernorm under FP8 needs Transformer Engine 2.6 or newer.</source>
        <translation>在 FP8 下重计算 moe_act 或 layernorm 需要 Transformer Engine 2.6 或更新版本。</translation>
    </message>
    <message>
        <source>Stop recomputing the module, or turn on what it needs.</source>
        <translation>不再重计算该模块，或开启它所需的功能。</translation>
    </message>
    <message>
        <source>Selective recomputation of &apos;mhc&apos; without hyper-connections, or together with &apos;mlp&apos;.</source>
        <translation>选择性重计算 &apos;mhc&apos; 但没有开启超连接，或与 &apos;mlp&apos; 一起重计算。</translation>
    </message>
    <message>
        <source>&apos;mhc&apos; recomputes the hyper-connections, which are off (enable_mhc_connections).</source>
        <translation>&apos;mhc&apos; 重计算的是超连接，而超连接未开启（enable_mhc_connections）。</translation>
    </message>
    <message>
        <source>&apos;mhc&apos; and &apos;mlp&apos; recompute with different checkpoint mechanisms; choose one.</source>
        <translation>&apos;mhc&apos; 和 &apos;mlp&apos; 使用不同的检查点机制重计算；请只选一个。</translation>
    </message>
    <message>
        <source>Drop &apos;mhc&apos; from recompute_modules, or turn hyper-connections on.</source>
        <translation>从 recompute_modules 中去掉 &apos;mhc&apos;，或开启超连接。</translation>
    </message>
    <message>
        <source>Hyper-connections with multi-token prediction, full recomputation or pipeline parallelism.</source>
        <translation>超连接配合了多 token 预测、完整重计算或流水线并行。</translation>
    </message>
    <message>
        <source>Hyper-connections do not work with multi-token prediction (mtp_num_layers).</source>
        <translation>超连接不支持多 token 预测（mtp_num_layers）。</translation>
    </message>
    <message>
        <source>Hyper-connections do not work with full recomputation; recompute &apos;mhc&apos; selectively.</source>
        <translation>超连接不支持完整重计算；请选择性重计算 &apos;mhc&apos;。</translation>
    </message>
    <message>
        <source>Hyper-connections do not work with pipeline parallelism yet.</source>
        <translation>超连接暂不支持流水线并行。</translation>
    </message>
    <message>
        <source>Turn hyper-connections off, or remove what they conflict with.</source>
        <translation>关闭超连接，或去掉与之冲突的设置。</translation>
    </message>
    <message>
        <source>Fine-grained activation offloading with no offload_modules, attn_proj without core_attn, offloading inside a recomputed region, or fused_group_mlp without the op fuser or with expert_fc1/moe_act.</source>
        <translation>细粒度激活卸载没有 offload_modules、attn_proj 没有 core_attn、在被重计算的区域内卸载，或 fused_group_mlp 没有算子融合器或与 expert_fc1/moe_act 同用。</translation>
    </message>
    <message>
        <source>Fine-grained offloading is on but offload_modules is empty: Megatron asserts that it names at least one module.</source>
        <translation>细粒度卸载已开启但 offload_modules 为空：Megatron 断言其中至少列出一个模块。</translation>
    </message>
    <message>
        <source>The input of attn_proj is the output of core_attn: offload both or neither.</source>
        <translation>attn_proj 的输入是 core_attn 的输出：要么都卸载，要么都不卸载。</translation>
    </message>
    <message>
        <source>Recomputing gdp_in_proj leaves nothing for the gdp_qkv offload to keep.</source>
        <translation>重计算 gdp_in_proj 会让 gdp_qkv 卸载没有可保留的内容。</translation>
    </message>
    <message>
        <source>The whole MoE layer is recomputed, so offloading %1 inside it is redundant and breaks.</source>
        <translation>整个 MoE 层都会被重计算，因此在其中卸载 %1 是多余的，并会出错。</translation>
    </message>
    <message>
        <source>Offloading fused_group_mlp needs Transformer Engine&apos;s op fuser.</source>
        <translation>卸载 fused_group_mlp 需要 Transformer Engine 的算子融合器。</translation>
    </message>
    <message>
        <source>fused_group_mlp already offloads the whole grouped MLP; remove %1.</source>
        <translation>fused_group_mlp 已经卸载整个分组 MLP；请去掉 %1。</translation>
    </message>
    <message>
        <source>Name the modules to offload, without conflicts.</source>
        <translation>列出要卸载的模块，且不要相互冲突。</translation>
    </message>
    <message>
        <source>A MoE model with bias in its linear layers and expert tensor parallelism above 1 (unset, it is the tensor-parallel size; under Bridge it is 1 when experts are split).</source>
        <translation>MoE 模型的线性层带偏置，且专家张量并行大于 1（未设置时等于张量并行大小；在 Bridge 下专家被切分时为 1）。</translation>
    </message>
    <message>
        <source>Experts with bias (add_bias_linear, on by default) cannot be split by expert tensor parallelism; expert_tensor_parallel_size is %1 (unset, it follows tensor_model_parallel_size, or is 1 under Bridge when expert_model_parallel_size &gt; 1).</source>
        <translation>带偏置的专家（add_bias_linear，默认开启）不能用专家张量并行切分；expert_tensor_parallel_size 为 %1（未设置时跟随 tensor_model_parallel_size，在 Bridge 下 expert_model_parallel_size &gt; 1 时为 1）。</translation>
    </message>
    <message>
        <source>Set expert_tensor_parallel_size to 1, or add_bias_linear off.</source>
        <translation>将 expert_tensor_parallel_size 设为 1，或关闭 add_bias_linear。</translation>
    </message>
    <message>
        <source>Remove the bias of the linear layers</source>
        <translation>去掉线性层的偏置</translation>
    </message>
    <message>
        <source>Router padding for quantization (or its alias moe_router_padding_for_fp8) without FP8/FP4, or with the allgather dispatcher.</source>
        <translation>为量化做路由填充（或其别名 moe_router_padding_for_fp8）但没有 FP8/FP4，或使用了 allgather 分发器。</translation>
    </message>
    <message>
        <source>Router padding aligns tokens for FP8/FP4 kernels, but neither fp8 nor fp4 is set.</source>
        <translation>路由填充是为 FP8/FP4 内核对齐 token，但 fp8 和 fp4 都未设置。</translation>
    </message>
    <message>
        <source>The allgather dispatcher (the default) cannot pad the routing map.</source>
        <translation>allgather 分发器（默认值）不能填充路由映射。</translation>
    </message>
    <message>
        <source>Turn router padding off, or train in FP8/FP4 with alltoall or flex.</source>
        <translation>关闭路由填充，或在 alltoall 或 flex 下使用 FP8/FP4 训练。</translation>
    </message>
    <message>
        <source>Top-1 routing with softmax scores applied after the top-k choice (not sinkhorn balancing).</source>
        <translation>top-1 路由时 softmax 得分在 top-k 选择之后才计算（且不是 sinkhorn 均衡）。</translation>
    </message>
    <message>
        <source>With one expert per token, a softmax over the single chosen score is always 1 and its gradient zero: apply the softmax before the choice (moe_router_pre_softmax).</source>
        <translation>每个 token 只选一个专家时，对单个被选得分做 softmax 恒为 1，梯度为零：请在选择之前应用 softmax（moe_router_pre_softmax）。</translation>
    </message>
    <message>
        <source>Set moe_router_pre_softmax, or route to more experts.</source>
        <translation>设置 moe_router_pre_softmax，或路由到更多专家。</translation>
    </message>
    <message>
        <source>Apply the softmax before the top-k choice</source>
        <translation>在 top-k 选择之前应用 softmax</translation>
    </message>
    <message>
        <source>A statement of a Python recipe file that a static reading cannot evaluate (a call it does not know, an expression that is not a literal): it is skipped and the verdict covers the rest of the file.</source>
        <translation>Python 配方文件中静态读取无法求值的语句（未知的函数调用、非字面量的表达式）：该语句被跳过，结论只针对文件的其余部分。</translation>
    </message>
    <message>
        <source>`%1` was not understood (%2); the statement was skipped, and the check covers the rest of the file.</source>
        <translation>无法理解 `%1`（%2）；该语句已跳过，检查只针对文件的其余部分。</translation>
    </message>
    <message>
        <source>Write the value as a literal, or validate the ConfigContainer.yaml the recipe writes (run_script.py --dryrun).</source>
        <translation>把值写成字面量，或者校验配方生成的 ConfigContainer.yaml（run_script.py --dryrun）。</translation>
    </message>
    <message>
        <source>The recipe of the catalogue that the input starts from has values the static reading of Bridge could not resolve (for example the architecture a Hugging Face config.json gives); they keep Megatron&apos;s defaults.</source>
        <translation>输入所基于的目录配方中有静态读取 Bridge 源码无法解析的值（例如来自 Hugging Face config.json 的模型结构），这些值保持 Megatron 的默认值。</translation>
    </message>
    <message>
        <source>Recipe %1 (%2) starts the configuration; %3 of its values could not be resolved from the source and keep Megatron&apos;s defaults: %4.</source>
        <translation>配置从配方 %1（%2）开始；其中 %3 个值无法从源码解析，保持 Megatron 的默认值：%4。</translation>
    </message>
    <message>
        <source>Give those fields in an override file or as Hydra overrides when they matter.</source>
        <translation>如果这些字段重要，请在覆盖文件中或用 Hydra 覆盖给出它们。</translation>
    </message>
    <message>
        <source>The Transformer Engine version is unknown (give it with --te-version); this is an error if it is older than required.</source>
        <translation>Transformer Engine 版本未知（请用 --te-version 指定）；如果版本低于要求，这将是一个错误。</translation>
    </message>
    <message>
        <source>The PyTorch version is unknown (give it with --torch-version); this is an error if it is older than required.</source>
        <translation>PyTorch 版本未知（请用 --torch-version 指定）；如果版本低于要求，这将是一个错误。</translation>
    </message>
    <message>
        <source>Graphs are on: every captured shape (sequence length, micro-batch size) must stay fixed for the run. A warning when something in the config makes shapes vary.</source>
        <translation>已启用图：每个被捕获的形状（序列长度、微批次大小）在整个任务中都必须保持不变。当配置中有内容会使形状变化时给出警告。</translation>
    </message>
    <message>
        <source>Keep seq_length and micro_batch_size fixed for the whole run: graphs replay the shapes they were captured with, and nothing checks this up front.</source>
        <translation>在整个任务中保持 seq_length 和 micro_batch_size 不变：图会按捕获时的形状重放，而事先没有任何检查。</translation>
    </message>
    <message>
        <source>Shapes may change between steps (variable sequence lengths or in-batch packing), but graphs replay fixed shapes: expect failed replays or wrong results.</source>
        <translation>形状可能在各步之间变化（可变序列长度或批内打包），但图只能重放固定形状：可能出现重放失败或结果错误。</translation>
    </message>
    <message>
        <source>Pad to max length and keep shapes fixed.</source>
        <translation>填充到最大长度并保持形状固定。</translation>
    </message>
    <message>
        <source>Use fixed sequence lengths</source>
        <translation>使用固定的序列长度</translation>
    </message>
    <message>
        <source>Full-iteration graphs with ddp.check_for_nan_in_grad on (recommended off; Bridge does not enforce it).</source>
        <translation>整迭代图下开启了 ddp.check_for_nan_in_grad（建议关闭；Bridge 不强制）。</translation>
    </message>
    <message>
        <source>The gradient NaN check syncs with the host inside the captured iteration; turn it off with full-iteration graphs (and watch the loss yourself).</source>
        <translation>梯度 NaN 检查会在被捕获的迭代内与主机同步；使用整迭代图时请关闭它（并自行关注损失）。</translation>
    </message>
    <message>
        <source>Set ddp.check_for_nan_in_grad=False.</source>
        <translation>设置 ddp.check_for_nan_in_grad=False。</translation>
    </message>
    <message>
        <source>Turn the gradient NaN check off</source>
        <translation>关闭梯度 NaN 检查</translation>
    </message>
    <message>
        <source>Graphs cost memory: TE scoped graphs a few GB (one set of static buffers per layer per microbatch in flight, so PP and VPP multiply it), full-iteration graphs up to 1.5-2x the eager peak. The estimate shown: 3 x tokens x hidden_size x 2 bytes x (num_layers / PP) x microbatches in flight (PP x VPP when PP &gt; 1, else 1) x captured scopes, with tokens = seq_length x micro_batch_size / CP (/ TP with sequence parallelism).</source>
        <translation>图会占用显存：TE 分范围图需要几 GB（每层、每个在途微批次各有一套静态缓冲区，因此 PP 和 VPP 会成倍增加），整迭代图最多可达 eager 峰值的 1.5-2 倍。显示的估算值：3 x tokens x hidden_size x 2 字节 x (num_layers / PP) x 在途微批次数（PP &gt; 1 时为 PP x VPP，否则为 1）x 捕获的范围数，其中 tokens = seq_length x micro_batch_size / CP（启用序列并行时再 / TP）。</translation>
    </message>
    <message>
        <source>Transformer Engine graphs keep static buffers per captured layer: about %1 GiB per GPU here. Graphs are a speed optimization for runs with headroom, not a way to fit.</source>
        <translation>Transformer Engine 图为每个被捕获的层保留静态缓冲区：此处每个 GPU 约 %1 GiB。图是为有余量的任务提速的手段，而不是让任务装得下的办法。</translation>
    </message>
    <message>
        <source>With pipeline parallelism each microbatch in flight gets its own graphs: about %1 GiB of static buffers per GPU here, and capture-time OOM is common. Check the headroom of the eager run first.</source>
        <translation>使用流水线并行时，每个进行中的微批次都有自己的图：此处每个 GPU 约有 %1 GiB 静态缓冲区，捕获时显存不足很常见。请先检查 eager 任务的显存余量。</translation>
    </message>
    <message>
        <source>A full-iteration graph can raise peak memory to 1.5-2x the eager peak. Measure the eager peak and keep that headroom.</source>
        <translation>整迭代图可能使峰值显存升到 eager 峰值的 1.5-2 倍。请测量 eager 的峰值并保留相应余量。</translation>
    </message>
    <message>
        <source>Transformer Engine graphs keep static buffers per captured layer; their size cannot be estimated here because %1 is not set. Graphs are a speed optimization for runs with headroom, not a way to fit.</source>
        <translation>Transformer Engine 图为每个被捕获的层保留静态缓冲区；由于未设置 %1，这里无法估算其大小。图是为有显存余量的运行提速的手段，而不是让模型装得下的办法。</translation>
    </message>
    <message>
        <source>With pipeline parallelism each microbatch in flight gets its own graphs, and capture-time OOM is common; their size cannot be estimated here because %1 is not set. Check the headroom of the eager run first.</source>
        <translation>使用流水线并行时，每个在途微批次都有自己的图，捕获时 OOM 很常见；由于未设置 %1，这里无法估算其大小。请先检查 eager 运行的显存余量。</translation>
    </message>
    <message>
        <source>Keep memory headroom, narrow the scopes, or reduce microbatches in flight.</source>
        <translation>保留显存余量、缩小捕获范围，或减少进行中的微批次。</translation>
    </message>
    <message>
        <source>Start with the narrowest useful Transformer Engine scope; every H100 perf recipe with graphs uses TE scopes, full-iteration recipes target Blackwell-class GPUs.</source>
        <translation>从最窄的有效 Transformer Engine 范围开始；所有带图的 H100 性能配方都使用 TE 范围，整迭代配方面向 Blackwell 级 GPU。</translation>
    </message>
    <message>
        <source>Whole-layer capture is the widest per-layer choice; start narrow (attn for dense models, moe_router and moe_preprocess for dropless MoE) and widen only after an A/B shows a gain.</source>
        <translation>捕获整层是逐层选项中范围最宽的；先从窄范围开始（稠密模型用 attn，无丢弃 MoE 用 moe_router 和 moe_preprocess），只有在 A/B 对比显示有收益后再扩大。</translation>
    </message>
    <message>
        <source>Full-iteration graphs on %1: every shipped full-iteration recipe targets Blackwell-class GPUs; on Hopper start with Transformer Engine scopes.</source>
        <translation>在 %1 上使用整迭代图：所有自带的整迭代配方都面向 Blackwell 级 GPU；在 Hopper 上请从 Transformer Engine 范围开始。</translation>
    </message>
    <message>
        <source>Start with TE scopes and widen step by step.</source>
        <translation>从 TE 范围开始，逐步扩大。</translation>
    </message>
    <message>
        <source>Start with the narrow scopes</source>
        <translation>从窄范围开始</translation>
    </message>
    <message>
        <source>Dropless MoE with attn + moe_router + moe_preprocess: the newer guidance starts with moe_router and moe_preprocess and adds attn only if a matched A/B improves.</source>
        <translation>无丢弃 MoE 使用 attn + moe_router + moe_preprocess：较新的指南建议从 moe_router 和 moe_preprocess 开始，只有在匹配的 A/B 对比有改善时才加入 attn。</translation>
    </message>
    <message>
        <source>Newer guidance for dropless MoE: start with moe_router and moe_preprocess, and add attn only if an eager-against-graph A/B on the final stack shows it helps.</source>
        <translation>针对无丢弃 MoE 的较新指南：从 moe_router 和 moe_preprocess 开始，只有在最终软件栈上的 eager 与图模式 A/B 对比显示有帮助时才加入 attn。</translation>
    </message>
    <message>
        <source>Drop attn until an A/B shows it helps.</source>
        <translation>在 A/B 对比显示有帮助之前去掉 attn。</translation>
    </message>
    <message>
        <source>Start with the router scopes</source>
        <translation>从路由器范围开始</translation>
    </message>
    <message>
        <source>A successful capture is not a speedup: compare steady replay iterations (after warmup and capture) against a matched eager run, on the final stack.</source>
        <translation>捕获成功并不等于提速：请在最终软件栈上，将稳态重放迭代（预热和捕获之后）与匹配的 eager 任务进行比较。</translation>
    </message>
    <message>
        <source>Measure before you keep graphs: compare replay iterations after warmup and capture against the same run with graphs off (cga bench locally, or the sbatch A/B on the cluster).</source>
        <translation>保留图之前先测量：将预热和捕获之后的重放迭代与关闭图的同一任务进行比较（本地用 cga bench，集群上用 sbatch A/B）。</translation>
    </message>
    <message>
        <source>Run an eager-against-graph A/B.</source>
        <translation>运行一次 eager 与图模式的 A/B 对比。</translation>
    </message>
    <message>
        <source>cuda_graph_warmup_steps below 1 (at least 1 is recommended, 3 is the default).</source>
        <translation>cuda_graph_warmup_steps 小于 1（建议至少为 1，默认为 3）。</translation>
    </message>
    <message>
        <source>Capturing before any eager iteration has run has produced incorrect captures; keep at least one warmup step (3 is the default).</source>
        <translation>在任何 eager 迭代之前就进行捕获，曾产生错误的捕获结果；请至少保留一个预热步（默认为 3）。</translation>
    </message>
    <message>
        <source>Use 3 warmup steps.</source>
        <translation>使用 3 个预热步。</translation>
    </message>
    <message>
        <source>Use 3 warmup steps</source>
        <translation>使用 3 个预热步</translation>
    </message>
    <message>
        <source>TORCH_NCCL_AVOID_RECORD_STREAMS differs from the recipe convention (0 with full-iteration graphs, 1 otherwise); sources disagree, so this is only a note.</source>
        <translation>TORCH_NCCL_AVOID_RECORD_STREAMS 与配方惯例不同（整迭代图为 0，其他为 1）；各来源意见不一，因此这只是一条提示。</translation>
    </message>
    <message>
        <source>Recipes set TORCH_NCCL_AVOID_RECORD_STREAMS=%1 for this implementation, you have %2. Sources disagree (a maintainer reply recommends 0, some recipes use 1): keep what the recipe you start from uses.</source>
        <translation>配方对此实现设置 TORCH_NCCL_AVOID_RECORD_STREAMS=%1，而您设置的是 %2。各来源意见不一（一位维护者的回复建议设为 0，部分配方使用 1）：请沿用您所基于的配方的值。</translation>
    </message>
    <message>
        <source>Follow the recipe&apos;s value.</source>
        <translation>沿用配方的值。</translation>
    </message>
    <message>
        <source>Full-iteration graphs without the recipe allocator bundle (expandable_segments:True,graph_capture_record_stream_reuse:True with NCCL_GRAPH_REGISTER=0): fragmentation OOM after capture.</source>
        <translation>整迭代图没有使用配方的分配器设置组合（expandable_segments:True,graph_capture_record_stream_reuse:True 加 NCCL_GRAPH_REGISTER=0）：捕获后会因碎片导致显存不足。</translation>
    </message>
    <message>
        <source>Full-iteration recipes set PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True,graph_capture_record_stream_reuse:True and NCCL_GRAPH_REGISTER=0; without them runs have run out of memory right after capture from fragmentation.</source>
        <translation>整迭代配方设置了 PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True,graph_capture_record_stream_reuse:True 和 NCCL_GRAPH_REGISTER=0；没有这些设置时，任务曾在捕获后立即因碎片而显存不足。</translation>
    </message>
    <message>
        <source>Set the allocator and NCCL variables as the recipes do.</source>
        <translation>像配方那样设置分配器和 NCCL 变量。</translation>
    </message>
    <message>
        <source>Use the recipes&apos; allocator settings</source>
        <translation>使用配方的分配器设置</translation>
    </message>
    <message>
        <source>MoE with FP8 and Transformer Engine graphs on TE older than 2.16: GroupedLinear silently suppresses expert and router gradients during replay.</source>
        <translation>TE 2.16 之前的版本上，MoE 配合 FP8 和 Transformer Engine 图：GroupedLinear 会在重放期间悄无声息地抑制专家和路由器的梯度。</translation>
    </message>
    <message>
        <source>Transformer Engine before the GroupedLinear fix (2.16) scales MoE gradients wrongly in FP8 graph replay, silently. Use a newer TE or compare gradient norms with an eager run.</source>
        <translation>修复 GroupedLinear 之前的 Transformer Engine（2.16）在 FP8 图重放中会悄无声息地错误缩放 MoE 梯度。请使用更新的 TE，或与 eager 任务比较梯度范数。</translation>
    </message>
    <message>
        <source>Upgrade Transformer Engine.</source>
        <translation>升级 Transformer Engine。</translation>
    </message>
    <message>
        <source>Full-iteration graphs with optimizer.overlap_param_gather_with_optimizer_step.</source>
        <translation>整迭代图配合 optimizer.overlap_param_gather_with_optimizer_step。</translation>
    </message>
    <message>
        <source>The parameter gather is launched from the optimizer step, outside the captured iteration, so full-iteration capture fails. Keep plain overlap_param_gather.</source>
        <translation>参数收集从优化器步发起，位于被捕获的迭代之外，因此整迭代捕获会失败。请保持普通的 overlap_param_gather。</translation>
    </message>
    <message>
        <source>Turn overlap_param_gather_with_optimizer_step off.</source>
        <translation>关闭 overlap_param_gather_with_optimizer_step。</translation>
    </message>
    <message>
        <source>Gather parameters with plain overlap</source>
        <translation>使用普通重叠方式收集参数</translation>
    </message>
    <message>
        <source>The optimizer CUDA graph with log_num_zeros_in_grad (a .item() host sync in the step).</source>
        <translation>优化器 CUDA 图配合 log_num_zeros_in_grad（步中有一次 .item() 主机同步）。</translation>
    </message>
    <message>
        <source>Counting zero gradients reads a value on the host inside optimizer.step, which cannot be captured.</source>
        <translation>统计零梯度会在 optimizer.step 内于主机上读取数值，这无法被捕获。</translation>
    </message>
    <message>
        <source>Turn log_num_zeros_in_grad off.</source>
        <translation>关闭 log_num_zeros_in_grad。</translation>
    </message>
    <message>
        <source>Stop counting zero gradients</source>
        <translation>停止统计零梯度</translation>
    </message>
    <message>
        <source>Transformer Engine attn scope with EP A2A overlap: grad-norm explosion and NaN after ~80 iterations were reported (root cause unconfirmed).</source>
        <translation>Transformer Engine attn 范围配合 EP A2A 重叠：有报告称约 80 次迭代后梯度范数爆炸并出现 NaN（根本原因未确认）。</translation>
    </message>
    <message>
        <source>This combination (attn graphs + EP overlap) was reported to blow up the gradient norm after about 80 iterations. Compare loss and grad norm against an eager run for the first hundred iterations.</source>
        <translation>有报告称这种组合（attn 图 + EP 重叠）在约 80 次迭代后梯度范数暴涨。请在前一百次迭代中将损失和梯度范数与 eager 任务进行比较。</translation>
    </message>
    <message>
        <source>Compare against eager early, or drop attn from the scopes.</source>
        <translation>尽早与 eager 对比，或从捕获范围中去掉 attn。</translation>
    </message>
    <message>
        <source>Drop attn</source>
        <translation>去掉 attn</translation>
    </message>
    <message>
        <source>NVFP4 with the mamba scope: an illegal memory access in the first backward after validation was reported; MXFP8 or dropping mamba worked.</source>
        <translation>NVFP4 配合 mamba 范围：有报告称校验后的第一次反向传播中出现非法内存访问；改用 MXFP8 或去掉 mamba 后正常。</translation>
    </message>
    <message>
        <source>NVFP4 with Mamba layers in Transformer Engine graphs hit an illegal memory access after validation; switch to MXFP8 or drop mamba from the scopes.</source>
        <translation>NVFP4 配合 Transformer Engine 图中的 Mamba 层在校验后出现非法内存访问；请切换到 MXFP8，或从捕获范围中去掉 mamba。</translation>
    </message>
    <message>
        <source>Use MXFP8, or drop mamba.</source>
        <translation>使用 MXFP8，或去掉 mamba。</translation>
    </message>
    <message>
        <source>Drop mamba</source>
        <translation>去掉 mamba</translation>
    </message>
    <message>
        <source>cpu_offloading_num_layers &gt; 0 while cpu_offloading is False: no effect in Bridge; under Megatron-LM it would switch offloading on and conflict with per-layer graphs.</source>
        <translation>cpu_offloading 为 False 时 cpu_offloading_num_layers &gt; 0：在 Bridge 中无效；在 Megatron-LM 下它会开启卸载，并与逐层图冲突。</translation>
    </message>
    <message>
        <source>cpu_offloading_num_layers=%1 does nothing in Bridge while cpu_offloading is False; the same value on the Megatron-LM command line would turn offloading on.</source>
        <translation>cpu_offloading 为 False 时，cpu_offloading_num_layers=%1 在 Bridge 中不起作用；同样的值放在 Megatron-LM 命令行中则会开启卸载。</translation>
    </message>
    <message>
        <source>Set cpu_offloading_num_layers to 0.</source>
        <translation>将 cpu_offloading_num_layers 设为 0。</translation>
    </message>
    <message>
        <source>Set it to 0</source>
        <translation>设为 0</translation>
    </message>
    <message>
        <source>Graphs on a provider that does not require the TE RNG tracker (hybrid, Qwen3-VL MoE) with both TE RNG flags off: the run uses Megatron-Core&apos;s graph-safe RNG instead.</source>
        <translation>在不要求 TE RNG 跟踪器的提供器（混合模型、Qwen3-VL MoE）上启用图且两个 TE RNG 标志都关闭：任务会改用 Megatron-Core 的图安全 RNG。</translation>
    </message>
    <message>
        <source>This provider does not check the TE RNG tracker; the run will use Megatron-Core&apos;s graph-safe RNG. Shipped Qwen3-VL recipes run like this, but turning both flags on matches the other recipes.</source>
        <translation>此提供器不检查 TE RNG 跟踪器；任务将使用 Megatron-Core 的图安全 RNG。自带的 Qwen3-VL 配方就是这样运行的，但开启两个标志才与其他配方一致。</translation>
    </message>
    <message>
        <source>Turn both TE RNG flags on.</source>
        <translation>开启两个 TE RNG 标志。</translation>
    </message>
    <message>
        <source>Turn the TE RNG tracker on (both flags)</source>
        <translation>开启 TE RNG 跟踪器（两个标志）</translation>
    </message>
    <message>
        <source>Hierarchical (hybrid) context parallelism with CUDA graphs.</source>
        <translation>分层（混合）上下文并行配合 CUDA 图。</translation>
    </message>
    <message>
        <source>Hybrid context parallelism changes communication patterns that graphs cannot capture.</source>
        <translation>混合上下文并行会改变通信模式，而图无法捕获这些变化。</translation>
    </message>
    <message>
        <source>Use plain context parallelism, or turn graphs off.</source>
        <translation>使用普通的上下文并行，或关闭图。</translation>
    </message>
    <message>
        <source>Use plain context parallelism</source>
        <translation>使用普通的上下文并行</translation>
    </message>
    <message>
        <source>Full-iteration graphs on a dropless MoE without a per-rank expert capacity (moe_expert_rank_capacity_factor): the dispatcher&apos;s device-to-host sync breaks capture.</source>
        <translation>无丢弃 MoE 使用整迭代图却没有每个 rank 的专家容量（moe_expert_rank_capacity_factor）：分发器的设备到主机同步会破坏捕获。</translation>
    </message>
    <message>
        <source>Full-iteration capture of dropless MoE needs static expert buffers: the shipped recipes use HybridEP with moe_expert_rank_capacity_factor (paged stash); without it the dispatcher syncs with the host during capture.</source>
        <translation>对无丢弃 MoE 进行整迭代捕获需要静态的专家缓冲区：自带配方使用 HybridEP 配合 moe_expert_rank_capacity_factor（分页暂存）；没有它时，分发器会在捕获期间与主机同步。</translation>
    </message>
    <message>
        <source>Set moe_expert_rank_capacity_factor (recipes use 1.5) with HybridEP, or use TE scopes.</source>
        <translation>配合 HybridEP 设置 moe_expert_rank_capacity_factor（配方使用 1.5），或使用 TE 范围。</translation>
    </message>
    <message>
        <source>Use a per-rank expert capacity of 1.5</source>
        <translation>使用 1.5 的每 rank 专家容量</translation>
    </message>
    <message>
        <source>Graphs on and logger.log_interval &gt; 1: each log line averages several iterations, so the capture step contaminates one interval and eager/replay cannot be separated.</source>
        <translation>已启用图且 logger.log_interval &gt; 1：每条日志行是多次迭代的平均值，因此捕获步会污染一个区间，eager 与重放无法区分。</translation>
    </message>
    <message>
        <source>With log_interval=%1 each log line averages %1 iterations; set it to 1 so the log shows eager, capture and replay iterations apart.</source>
        <translation>log_interval=%1 时，每条日志行是 %1 次迭代的平均值；请设为 1，让日志分别显示 eager、捕获和重放迭代。</translation>
    </message>
    <message>
        <source>Set logger.log_interval=1.</source>
        <translation>设置 logger.log_interval=1。</translation>
    </message>
    <message>
        <source>Log every iteration</source>
        <translation>每次迭代都记录日志</translation>
    </message>
    <message>
        <source>FP8 parameter gather reusing the gradient buffer with overlapped parameter gather and full-iteration graphs: the first replay gathered zeros on older Bridge.</source>
        <translation>FP8 参数收集复用梯度缓冲区，同时重叠参数收集并使用整迭代图：在旧版 Bridge 上，第一次重放收集到的是零。</translation>
    </message>
    <message>
        <source>This combination gave a zero gradient norm and a wrong loss on the first replayed iteration before the Bridge fix; check the first iterations after capture.</source>
        <translation>在 Bridge 修复之前，这种组合会在第一次重放迭代上产生零梯度范数和错误的损失；请检查捕获之后的前几次迭代。</translation>
    </message>
    <message>
        <source>Use a Bridge with the fix, or turn reuse_grad_buf_for_mxfp8_param_ag off.</source>
        <translation>使用包含该修复的 Bridge，或关闭 reuse_grad_buf_for_mxfp8_param_ag。</translation>
    </message>
    <message>
        <source>Do not reuse the gradient buffer</source>
        <translation>不要复用梯度缓冲区</translation>
    </message>
    <message>
        <source>fp8_recipe=mxfp8 on a GPU older than Blackwell.</source>
        <translation>在早于 Blackwell 的 GPU 上使用 fp8_recipe=mxfp8。</translation>
    </message>
    <message>
        <source>MXFP8 needs Blackwell-class GPUs; %1 does not support it.</source>
        <translation>MXFP8 需要 Blackwell 级 GPU；%1 不支持。</translation>
    </message>
    <message>
        <source>Use the tensorwise or delayed FP8 recipe on Hopper.</source>
        <translation>在 Hopper 上使用 tensorwise 或 delayed FP8 方案。</translation>
    </message>
    <message>
        <source>Use the tensorwise FP8 recipe</source>
        <translation>使用 tensorwise FP8 方案</translation>
    </message>
    <message>
        <source>Flex dispatcher with HybridEP and no CUDA graphs: the HybridEP padding fields are forced True. With graphs they are left as configured (the padding path&apos;s host sync is not capture-safe).</source>
        <translation>flex 分发器使用 HybridEP 且未启用 CUDA 图：HybridEP 填充字段被强制设为 True。启用图时保持配置不变（填充路径中的主机同步不能安全地被捕获）。</translation>
    </message>
    <message>
        <source>Without CUDA graphs, HybridEP padding (moe_hybridep_pad_uneven_dispatch_inputs, moe_hybridep_pad_variable_tokens) was turned on.</source>
        <translation>未启用 CUDA 图，因此开启了 HybridEP 填充（moe_hybridep_pad_uneven_dispatch_inputs、moe_hybridep_pad_variable_tokens）。</translation>
    </message>
    <message>
        <source>Nothing to fix.</source>
        <translation>无需修复。</translation>
    </message>
    <message>
        <source>Full-iteration graphs (impl full_iteration, or local + full_iteration spelling) with rerun_state_machine.check_for_nan_in_loss on.</source>
        <translation>整迭代图（实现为 full_iteration，或 local + full_iteration 写法）且开启了 rerun_state_machine.check_for_nan_in_loss。</translation>
    </message>
    <message>
        <source>Checking the loss for NaN copies it to the host every step, which cannot happen inside a captured iteration. You lose automatic NaN detection: watch the loss yourself.</source>
        <translation>检查损失是否为 NaN 会在每一步把它拷贝回主机，而在已捕获的迭代中无法做到这一点。这样会失去自动的 NaN 检测，请自行关注损失值。</translation>
    </message>
    <message>
        <source>Set rerun_state_machine.check_for_nan_in_loss=False.</source>
        <translation>设置 rerun_state_machine.check_for_nan_in_loss=False。</translation>
    </message>
    <message>
        <source>Turn the NaN check on the loss off</source>
        <translation>关闭损失的 NaN 检查</translation>
    </message>
    <message>
        <source>Offline packing with train.micro_batch_size &gt; 1.</source>
        <translation>离线打包且 train.micro_batch_size &gt; 1。</translation>
    </message>
    <message>
        <source>Packed sequences put several samples into one row; the micro-batch size must be 1.</source>
        <translation>打包序列会把多个样本放进一行；微批次大小必须为 1。</translation>
    </message>
    <message>
        <source>Set train.micro_batch_size=1.</source>
        <translation>设置 train.micro_batch_size=1。</translation>
    </message>
    <message>
        <source>Use micro-batch size 1</source>
        <translation>使用微批次大小 1</translation>
    </message>
    <message>
        <source>model.seq_length differs from the dataset&apos;s sequence length (the foundation of static shapes).</source>
        <translation>model.seq_length 与数据集的序列长度不同（这是静态形状的基础）。</translation>
    </message>
    <message>
        <source>The model is built for %1 tokens but the dataset yields %2; graphs are captured for one fixed length.</source>
        <translation>模型按 %1 个 token 构建，而数据集产生 %2 个；图是针对一个固定长度捕获的。</translation>
    </message>
    <message>
        <source>Make the two sequence lengths equal.</source>
        <translation>使两个序列长度相等。</translation>
    </message>
    <message>
        <source>Use the dataset&apos;s length for the model</source>
        <translation>模型使用数据集的长度</translation>
    </message>
    <message>
        <source>Use the model&apos;s length for the dataset</source>
        <translation>数据集使用模型的长度</translation>
    </message>
    <message>
        <source>A GPT-family provider builds a model with CUDA graphs but use_te_rng_tracker is False (hybrid/Mamba and Qwen3-VL MoE providers do not check).</source>
        <translation>GPT 系列提供器构建启用 CUDA 图的模型，但 use_te_rng_tracker 为 False（混合/Mamba 和 Qwen3-VL MoE 提供器不检查）。</translation>
    </message>
    <message>
        <source>Replayed graphs need graph-safe random-number state (Philox offsets registered with each graph); Transformer Engine&apos;s tracker provides it.</source>
        <translation>重放的图需要图安全的随机数状态（随每张图注册的 Philox 偏移）；Transformer Engine 的跟踪器可以提供。</translation>
    </message>
    <message>
        <source>Set model.use_te_rng_tracker and rng.te_rng_tracker to True.</source>
        <translation>将 model.use_te_rng_tracker 和 rng.te_rng_tracker 设为 True。</translation>
    </message>
    <message>
        <source>The Gemma 4 MoE provider with any CUDA graph implementation.</source>
        <translation>Gemma 4 MoE 提供器配合任何 CUDA 图实现。</translation>
    </message>
    <message>
        <source>Gemma 4 MoE feeds its router, shared and routed experts separately, which graph capture does not support yet.</source>
        <translation>Gemma 4 MoE 会分别向路由器、共享专家和路由专家输入数据，图捕获目前尚不支持。</translation>
    </message>
    <message>
        <source>Turn CUDA graphs off for Gemma 4 MoE.</source>
        <translation>对 Gemma 4 MoE 关闭 CUDA 图。</translation>
    </message>
    <message>
        <source>Turn CUDA graphs off</source>
        <translation>关闭 CUDA 图</translation>
    </message>
    <message>
        <source>The full-TE-layer autocast spec with local per-layer graphs and CPU offloading or any recomputation.</source>
        <translation>完整 TE 层的 autocast 规格配合 local 逐层图以及 CPU 卸载或任何重计算。</translation>
    </message>
    <message>
        <source>TETransformerLayerAutocast cannot be captured by local per-layer graphs while offloading or recomputing.</source>
        <translation>在卸载或重计算时，TETransformerLayerAutocast 无法被 local 逐层图捕获。</translation>
    </message>
    <message>
        <source>Turn offloading and recomputation off, or use another layer spec.</source>
        <translation>关闭卸载和重计算，或使用其他层规格。</translation>
    </message>
    <message>
        <source>Turn offloading and recomputation off</source>
        <translation>关闭卸载和重计算</translation>
    </message>
    <message>
        <source>A hybrid (Mamba) checkpoint is loaded with graphs configured: the loader forces cuda_graph_impl none, clears the legacy flags and the scopes.</source>
        <translation>在配置了图的情况下加载混合（Mamba）检查点：加载器会强制 cuda_graph_impl 为 none，并清除旧式标志和捕获范围。</translation>
    </message>
    <message>
        <source>When this hybrid checkpoint is loaded through Bridge&apos;s model loader (export, inference, conversion), CUDA graphs are switched off for the loaded model; training itself keeps them.</source>
        <translation>通过 Bridge 的模型加载器（导出、推理、转换）加载此混合检查点时，加载后的模型会关闭 CUDA 图；训练本身仍保留图。</translation>
    </message>
    <message>
        <source>Nothing to fix; re-enable graphs on the loaded model if you need them.</source>
        <translation>无需修复；如有需要，请在加载后的模型上重新启用图。</translation>
    </message>
    <message>
        <source>With graphs on, Bridge initializes graph-safe RNG; with Transformer Engine graphs the process switches to a non-default CUDA stream.</source>
        <translation>启用图时，Bridge 会初始化图安全的 RNG；使用 Transformer Engine 图时，进程会切换到非默认 CUDA 流。</translation>
    </message>
    <message>
        <source>Bridge will use graph-safe RNG states.</source>
        <translation>Bridge 将使用图安全的 RNG 状态。</translation>
    </message>
    <message>
        <source>Bridge will use graph-safe RNG states and run on a non-default CUDA stream (required for Transformer Engine capture).</source>
        <translation>Bridge 将使用图安全的 RNG 状态，并在非默认 CUDA 流上运行（Transformer Engine 捕获所必需）。</translation>
    </message>
    <message>
        <source>Transformer Engine graphs with cuda_graph_warmup_steps == 0: capture happens before iteration 1 and the hooks installed after the first step find no graphs.</source>
        <translation>Transformer Engine 图且 cuda_graph_warmup_steps == 0：捕获在第 1 次迭代之前进行，第一步之后安装的钩子找不到图。</translation>
    </message>
    <message>
        <source>With zero warmup steps Transformer Engine captures before any eager iteration has run, and the first training step trips an internal check.</source>
        <translation>预热步为零时，Transformer Engine 会在任何 eager 迭代之前进行捕获，第一个训练步会触发内部检查失败。</translation>
    </message>
    <message>
        <source>Use at least one warmup step (3 is the default).</source>
        <translation>至少使用一个预热步（默认为 3）。</translation>
    </message>
    <message>
        <source>Packed batches with a padding mask on an MoE model while Transformer Engine graphs capture the router (whole layer or any of moe / moe_router / moe_preprocess).</source>
        <translation>MoE 模型上带填充掩码的打包批次，而 Transformer Engine 图捕获了路由器（整层，或 moe / moe_router / moe_preprocess 中的任何一个）。</translation>
    </message>
    <message>
        <source>Packed MoE batches carry a padding mask into the router, which the pinned Megatron-Core cannot capture.</source>
        <translation>打包的 MoE 批次会把填充掩码传入路由器，而固定版本的 Megatron-Core 无法捕获它。</translation>
    </message>
    <message>
        <source>Capture attention only, or turn graphs off.</source>
        <translation>只捕获注意力，或关闭图。</translation>
    </message>
    <message>
        <source>Capture attention only</source>
        <translation>只捕获注意力</translation>
    </message>
    <message>
        <source>Qwen3-VL vision graphs: a vision sequence longer than max_vision_cuda_graph_seq_length stops the run; reported when the maximum is unset or shorter than the language sequence.</source>
        <translation>Qwen3-VL 视觉图：视觉序列长于 max_vision_cuda_graph_seq_length 时任务会停止；当该最大值未设置或短于语言序列时报告。</translation>
    </message>
    <message>
        <source>Vision graphs are captured for at most %2 tokens; an image that yields more stops the run.</source>
        <translation>视觉图最多针对 %2 个 token 捕获；产生更多 token 的图像会使任务停止。</translation>
    </message>
    <message>
        <source>Set max_vision_cuda_graph_seq_length to the longest vision sequence.</source>
        <translation>将 max_vision_cuda_graph_seq_length 设为最长的视觉序列长度。</translation>
    </message>
    <message>
        <source>Allow vision sequences as long as the language sequence</source>
        <translation>允许视觉序列与语言序列一样长</translation>
    </message>
    <message>
        <source>Graphs are deleted at the end of training (and on early exits); a run no longer than the warmup never captures, and older Bridge then failed at shutdown.</source>
        <translation>图会在训练结束时（以及提前退出时）被删除；运行步数不超过预热步数的任务从不进行捕获，旧版 Bridge 随后会在关闭时失败。</translation>
    </message>
    <message>
        <source>train_iters (%1) is not larger than cuda_graph_warmup_steps (%2): the run ends before any graph is captured, so it measures nothing about graphs.</source>
        <translation>train_iters（%1）不大于 cuda_graph_warmup_steps（%2）：任务在捕获任何图之前就结束了，因此测不到任何与图有关的内容。</translation>
    </message>
    <message>
        <source>Run more iterations than warmup steps.</source>
        <translation>运行的迭代数要多于预热步数。</translation>
    </message>
    <message>
        <source>Run 50 iterations (like the perf recipes)</source>
        <translation>运行 50 次迭代（与性能配方相同）</translation>
    </message>
    <message>
        <source>Turn delayed wgrad off</source>
        <translation>关闭延迟 wgrad</translation>
    </message>
    <message>
        <source>Turn gradient accumulation fusion on</source>
        <translation>开启梯度累加融合</translation>
    </message>
    <message>
        <source>Turn attention biases off</source>
        <translation>关闭注意力偏置</translation>
    </message>
    <message>
        <source>Turn EP overlap off</source>
        <translation>关闭 EP 重叠</translation>
    </message>
    <message>
        <source>Use the alltoall dispatcher</source>
        <translation>使用 alltoall 分发器</translation>
    </message>
    <message>
        <source>Train in bf16</source>
        <translation>以 bf16 训练</translation>
    </message>
    <message>
        <source>Stop recomputing moe</source>
        <translation>停止重计算 moe</translation>
    </message>
    <message>
        <source>Turn shared-expert overlap off</source>
        <translation>关闭共享专家重叠</translation>
    </message>
    <message>
        <source>comm_overlap.delay_wgrad_compute=True: needs TE &gt;= 2.7 with overlap_grad_reduce or gradient accumulation fusion, needs EP overlap, and when a weight gradient is inside a graph scope (attn, or moe_router with non-overlapped shared experts) needs TE &gt;= 2.12, gradient_accumulation_fusion and no attention bias. The scope test ignores cuda_graph_impl, so a leftover attn scope counts even with impl none.</source>
        <translation>comm_overlap.delay_wgrad_compute=True：需要 TE &gt;= 2.7 并配合 overlap_grad_reduce 或梯度累加融合，需要 EP 重叠；当权重梯度位于图捕获范围内（attn，或含未重叠共享专家的 moe_router）时，还需要 TE &gt;= 2.12、gradient_accumulation_fusion 且无注意力偏置。范围检测忽略 cuda_graph_impl，因此即使实现为 none，残留的 attn 范围也会被计入。</translation>
    </message>
    <message>
        <source>Delayed weight gradients with overlapped gradient reduction need Transformer Engine 2.7 or newer.</source>
        <translation>延迟权重梯度配合重叠梯度归约需要 Transformer Engine 2.7 或更新版本。</translation>
    </message>
    <message>
        <source>Delayed weight gradients with fused gradient accumulation need Transformer Engine 2.7 or newer.</source>
        <translation>延迟权重梯度配合融合梯度累加需要 Transformer Engine 2.7 或更新版本。</translation>
    </message>
    <message>
        <source>Delayed weight gradients are scheduled by the EP A2A overlap; turn it on too.</source>
        <translation>延迟权重梯度由 EP A2A 重叠调度；请同时开启它。</translation>
    </message>
    <message>
        <source>A weight gradient inside a graph scope (attn, or the router with shared experts) needs Transformer Engine 2.12 or newer.</source>
        <translation>图捕获范围内的权重梯度（attn，或带共享专家的路由器）需要 Transformer Engine 2.12 或更新版本。</translation>
    </message>
    <message>
        <source>A delayed weight gradient inside a graph must accumulate into static addresses: turn gradient_accumulation_fusion on.</source>
        <translation>图内的延迟权重梯度必须累加到固定地址：请开启 gradient_accumulation_fusion。</translation>
    </message>
    <message>
        <source>With the attn scope and delayed weight gradients, linear and QKV biases must be off.</source>
        <translation>使用 attn 范围和延迟权重梯度时，必须关闭线性层和 QKV 偏置。</translation>
    </message>
    <message>
        <source>Meet each requirement, or turn delayed wgrad off.</source>
        <translation>逐一满足各项要求，或关闭延迟 wgrad。</translation>
    </message>
    <message>
        <source>EP A2A overlap (overlap_moe_expert_parallel_comm) needs EP &gt; 1, experts, the alltoall or flex dispatcher, bf16/fp16, torch &gt;= 2.6, a virtual pipeline when PP &gt; 1, no full recompute, no recompute_method / recompute_num_layers, no moe recompute, no shared-expert overlap and at most one MTP layer.</source>
        <translation>EP A2A 重叠（overlap_moe_expert_parallel_comm）需要：EP &gt; 1、有专家、alltoall 或 flex 分发器、bf16/fp16、torch &gt;= 2.6、PP &gt; 1 时使用虚拟流水线、不使用完整重计算、不设置 recompute_method / recompute_num_layers、不重计算 moe、不使用共享专家重叠，且最多一个 MTP 层。</translation>
    </message>
    <message>
        <source>EP overlap needs expert_model_parallel_size &gt; 1.</source>
        <translation>EP 重叠需要 expert_model_parallel_size &gt; 1。</translation>
    </message>
    <message>
        <source>EP overlap needs an MoE model (num_moe_experts &gt; 1).</source>
        <translation>EP 重叠需要 MoE 模型（num_moe_experts &gt; 1）。</translation>
    </message>
    <message>
        <source>EP overlap needs the alltoall or flex dispatcher.</source>
        <translation>EP 重叠需要 alltoall 或 flex 分发器。</translation>
    </message>
    <message>
        <source>EP overlap needs bf16 or fp16 training.</source>
        <translation>EP 重叠需要以 bf16 或 fp16 训练。</translation>
    </message>
    <message>
        <source>EP overlap needs PyTorch 2.6 or newer.</source>
        <translation>EP 重叠需要 PyTorch 2.6 或更新版本。</translation>
    </message>
    <message>
        <source>EP overlap with pipeline parallelism needs a virtual pipeline size.</source>
        <translation>EP 重叠配合流水线并行时需要设置虚拟流水线规模。</translation>
    </message>
    <message>
        <source>EP overlap cannot be combined with full recomputation.</source>
        <translation>EP 重叠不能与完整重计算同时使用。</translation>
    </message>
    <message>
        <source>EP overlap needs recompute_method and recompute_num_layers unset.</source>
        <translation>EP 重叠要求不设置 recompute_method 和 recompute_num_layers。</translation>
    </message>
    <message>
        <source>EP overlap cannot recompute the MoE block.</source>
        <translation>EP 重叠不能重计算 MoE 块。</translation>
    </message>
    <message>
        <source>EP overlap replaces shared-expert overlap: set moe_shared_expert_overlap to false.</source>
        <translation>EP 重叠取代了共享专家重叠：请将 moe_shared_expert_overlap 设为 false。</translation>
    </message>
    <message>
        <source>EP overlap supports at most one MTP layer.</source>
        <translation>EP 重叠最多支持一个 MTP 层。</translation>
    </message>
    <message>
        <source>Meet each requirement, or turn EP overlap off.</source>
        <translation>逐一满足各项要求，或关闭 EP 重叠。</translation>
    </message>
    <message>
        <source>Use Transformer Engine graphs for these scopes</source>
        <translation>对这些范围使用 Transformer Engine 图</translation>
    </message>
    <message>
        <source>Use full-iteration graphs</source>
        <translation>使用整迭代图</translation>
    </message>
    <message>
        <source>Use Transformer Engine layers</source>
        <translation>使用 Transformer Engine 层</translation>
    </message>
    <message>
        <source>The Transformer Engine version is unknown; this is an error with TE 2.10 or newer.</source>
        <translation>Transformer Engine 版本未知；在 TE 2.10 或更新版本上这是一个错误。</translation>
    </message>
    <message>
        <source>Set NVTE_CPU_OFFLOAD_V1=1</source>
        <translation>设置 NVTE_CPU_OFFLOAD_V1=1</translation>
    </message>
    <message>
        <source>The compute capability of this GPU is not known here; check the backend&apos;s support before launching.</source>
        <translation>此处不知道该 GPU 的计算能力；启动前请确认后端是否支持。</translation>
    </message>
    <message>
        <source>In Megatron Bridge, local means full-iteration graphs; per-layer or per-module graphs are built by Transformer Engine.</source>
        <translation>在 Megatron Bridge 中，local 表示整迭代图；逐层或逐模块的图由 Transformer Engine 构建。</translation>
    </message>
    <message>
        <source>Megatron-FSDP v2 with the optimizer CUDA graph, or with any CUDA graph / megatron_fsdp_cuda_graph_mode.</source>
        <translation>Megatron-FSDP v2 配合优化器 CUDA 图，或配合任何 CUDA 图 / megatron_fsdp_cuda_graph_mode。</translation>
    </message>
    <message>
        <source>Megatron-FSDP v2 cannot capture the optimizer step.</source>
        <translation>Megatron-FSDP v2 无法捕获优化器步。</translation>
    </message>
    <message>
        <source>Megatron-FSDP v2 cannot run with CUDA graphs.</source>
        <translation>Megatron-FSDP v2 无法与 CUDA 图一起运行。</translation>
    </message>
    <message>
        <source>Use Megatron-FSDP v1, or turn graphs off.</source>
        <translation>使用 Megatron-FSDP v1，或关闭图。</translation>
    </message>
    <message>
        <source>Use Megatron-FSDP v1</source>
        <translation>使用 Megatron-FSDP v1</translation>
    </message>
    <message>
        <source>Turn the optimizer graph off</source>
        <translation>关闭优化器图</translation>
    </message>
    <message>
        <source>offline_packing_specs.pad_cu_seqlens=True without dataset pad_to_max_length.</source>
        <translation>设置了 offline_packing_specs.pad_cu_seqlens=True 但没有设置数据集的 pad_to_max_length。</translation>
    </message>
    <message>
        <source>Fixed-length cu_seqlens only make sense when every sample is padded to the sequence length.</source>
        <translation>只有当每个样本都填充到序列长度时，固定长度的 cu_seqlens 才有意义。</translation>
    </message>
    <message>
        <source>Set dataset.pad_to_max_length=True.</source>
        <translation>设置 dataset.pad_to_max_length=True。</translation>
    </message>
    <message>
        <source>Pad samples to max length</source>
        <translation>将样本填充到最大长度</translation>
    </message>
    <message>
        <source>Offline packing with training graphs (full-iteration or transformer_engine) and the dataset not padded to max length.</source>
        <translation>离线打包配合训练图（整迭代或 transformer_engine），而数据集没有填充到最大长度。</translation>
    </message>
    <message>
        <source>Packed batches must have a fixed size for graphs: pad every pack to the sequence length.</source>
        <translation>对于图，打包后的批次必须具有固定大小：请将每个打包都填充到序列长度。</translation>
    </message>
    <message>
        <source>Pad packs to max length</source>
        <translation>将打包填充到最大长度</translation>
    </message>
    <message>
        <source>Offline packing with packed attention captured (full-iteration, TE whole layer, or TE attn) and pad_cu_seqlens off. TE mlp-only or router-only scopes are exempt.</source>
        <translation>离线打包且打包注意力被捕获（整迭代、TE 整层或 TE attn），但 pad_cu_seqlens 关闭。仅含 mlp 或仅含路由器的 TE 范围不受影响。</translation>
    </message>
    <message>
        <source>Captured attention needs cu_seqlens of a fixed length.</source>
        <translation>被捕获的注意力需要固定长度的 cu_seqlens。</translation>
    </message>
    <message>
        <source>Set offline_packing_specs.pad_cu_seqlens=True (with pad_to_max_length).</source>
        <translation>设置 offline_packing_specs.pad_cu_seqlens=True（并设置 pad_to_max_length）。</translation>
    </message>
    <message>
        <source>Pad cu_seqlens (and samples) to a fixed length</source>
        <translation>将 cu_seqlens（及样本）填充到固定长度</translation>
    </message>
    <message>
        <source>Energon native sequence packing (packing_buffer_size set) with language or vision graphs.</source>
        <translation>Energon 原生序列打包（设置了 packing_buffer_size）配合语言或视觉图。</translation>
    </message>
    <message>
        <source>Energon packs a different number of sequences every step, which graphs cannot capture.</source>
        <translation>Energon 每步打包的序列数不同，图无法捕获这种变化。</translation>
    </message>
    <message>
        <source>Unset packing_buffer_size, or turn graphs off.</source>
        <translation>取消设置 packing_buffer_size，或关闭图。</translation>
    </message>
    <message>
        <source>Turn Energon packing off</source>
        <translation>关闭 Energon 打包</translation>
    </message>
    <message>
        <source>With PP &gt; 1 or EP &gt; 1, a dataset that has pad_to_max_length gets it forced to True.</source>
        <translation>PP &gt; 1 或 EP &gt; 1 时，带有 pad_to_max_length 的数据集会被强制设为 True。</translation>
    </message>
    <message>
        <source>dataset.pad_to_max_length was set to True because pipeline or expert parallelism needs equal shapes on every rank.</source>
        <translation>dataset.pad_to_max_length 已被设为 True，因为流水线并行或专家并行要求每个 rank 上的形状相同。</translation>
    </message>
    <message>
        <source>Set dataset.pad_to_max_length=True yourself.</source>
        <translation>自行设置 dataset.pad_to_max_length=True。</translation>
    </message>
    <message>
        <source>cuda_graph_impl is none: scopes are cleared (so none + [full_iteration] stays off, unlike raw Megatron-Core).</source>
        <translation>cuda_graph_impl 为 none：捕获范围被清空（因此 none + [full_iteration] 仍保持关闭，这与直接使用 Megatron-Core 不同）。</translation>
    </message>
    <message>
        <source>CUDA graphs are off, so the scopes %1 were cleared.</source>
        <translation>CUDA 图已关闭，因此捕获范围 %1 已被清空。</translation>
    </message>
    <message>
        <source>%2=True turns graphs on only in Megatron-Core&apos;s post-init, after Bridge has cleared the scopes %1 (cuda_graph_impl was still none): whole layers will be captured, not %1.</source>
        <translation>%2=True 要到 Megatron-Core 的 post-init 才会开启图，而在此之前 Bridge 已因 cuda_graph_impl 仍为 none 而清空了范围 %1：实际会捕获整层，而不是 %1。</translation>
    </message>
    <message>
        <source>Remove the scopes when graphs are off.</source>
        <translation>关闭图时移除捕获范围。</translation>
    </message>
    <message>
        <source>Keep the scopes with cuda_graph_impl</source>
        <translation>用 cuda_graph_impl 保留这些范围</translation>
    </message>
    <message>
        <source>cuda_graph_impl=local that is neither the full-iteration spelling nor an inference-only local scope (covers local + [attn], local + [] and local + &quot;full&quot;).</source>
        <translation>cuda_graph_impl=local 既不是整迭代写法，也不是仅用于推理的 local 范围（包括 local + [attn]、local + [] 和 local + &quot;full&quot;）。</translation>
    </message>
    <message>
        <source>Use transformer_engine for scopes, or full_iteration.</source>
        <translation>范围请使用 transformer_engine，或使用 full_iteration。</translation>
    </message>
    <message>
        <source>If either rng.te_rng_tracker or model.use_te_rng_tracker is True, both become True (never turned on when both are False).</source>
        <translation>只要 rng.te_rng_tracker 或 model.use_te_rng_tracker 之一为 True，两者都会变为 True（两者都为 False 时不会开启）。</translation>
    </message>
    <message>
        <source>%1 was set to True to match %2.</source>
        <translation>%1 已被设为 True，以与 %2 一致。</translation>
    </message>
    <message>
        <source>Set both TE RNG flags.</source>
        <translation>同时设置两个 TE RNG 标志。</translation>
    </message>
    <message>
        <source>Fine-grained activation offloading without the transformer_engine layer implementation, or with TE &gt;= 2.10 and NVTE_CPU_OFFLOAD_V1 not 1.</source>
        <translation>细粒度激活卸载没有使用 transformer_engine 层实现，或在 TE &gt;= 2.10 时 NVTE_CPU_OFFLOAD_V1 不为 1。</translation>
    </message>
    <message>
        <source>Fine-grained offloading hooks into Transformer Engine layers.</source>
        <translation>细粒度卸载挂接在 Transformer Engine 层上。</translation>
    </message>
    <message>
        <source>With Transformer Engine 2.10 or newer, set NVTE_CPU_OFFLOAD_V1=1 or weights get offloaded too.</source>
        <translation>使用 Transformer Engine 2.10 或更新版本时，请设置 NVTE_CPU_OFFLOAD_V1=1，否则权重也会被卸载。</translation>
    </message>
    <message>
        <source>Use transformer_impl=transformer_engine and NVTE_CPU_OFFLOAD_V1=1.</source>
        <translation>使用 transformer_impl=transformer_engine 和 NVTE_CPU_OFFLOAD_V1=1。</translation>
    </message>
    <message>
        <source>The flex dispatcher with DeepEP on a GPU other than Ampere, Hopper, B200 or B300, or HybridEP on a compute capability major outside 8, 9, 10.</source>
        <translation>flex 分发器在 Ampere、Hopper、B200 或 B300 以外的 GPU 上使用 DeepEP，或在计算能力主版本号不是 8、9、10 的 GPU 上使用 HybridEP。</translation>
    </message>
    <message>
        <source>DeepEP does not run on %1.</source>
        <translation>DeepEP 无法在 %1 上运行。</translation>
    </message>
    <message>
        <source>HybridEP does not run on %1.</source>
        <translation>HybridEP 无法在 %1 上运行。</translation>
    </message>
    <message>
        <source>Choose a backend that supports the GPU.</source>
        <translation>选择支持该 GPU 的后端。</translation>
    </message>
    <message>
        <source>The same local check after finalize (the deprecated enable_cuda_graph passes it: it becomes local with inference scope layer).</source>
        <translation>finalize 之后的同一项 local 检查（已弃用的 enable_cuda_graph 能通过：它会变成推理范围为 layer 的 local）。</translation>
    </message>
    <message>
        <source>--cuda_graph_impl is not none, local or transformer_engine (full_iteration is not accepted on this command line).</source>
        <translation>--cuda_graph_impl 不是 none、local 或 transformer_engine（此命令行不接受 full_iteration）。</translation>
    </message>
    <message>
        <source>The harness accepts only none, local and transformer_engine; for full-iteration graphs pass --cuda_graph_impl local --cuda_graph_scope full_iteration.</source>
        <translation>性能测试框架只接受 none、local 和 transformer_engine；要使用整迭代图，请传入 --cuda_graph_impl local --cuda_graph_scope full_iteration。</translation>
    </message>
    <message>
        <source>Use --cuda_graph_impl local --cuda_graph_scope full_iteration for full-iteration graphs.</source>
        <translation>要使用整迭代图，请用 --cuda_graph_impl local --cuda_graph_scope full_iteration。</translation>
    </message>
    <message>
        <source>An item of --cuda_graph_scope is not one of full_iteration, attn, mlp, moe, moe_router, moe_preprocess, mamba.</source>
        <translation>--cuda_graph_scope 中的某一项不属于 full_iteration、attn、mlp、moe、moe_router、moe_preprocess、mamba。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a scope the harness accepts; separate several scopes with commas, no spaces.</source>
        <translation>&apos;%1&apos; 不是性能测试框架接受的范围；多个范围请用逗号分隔，不要加空格。</translation>
    </message>
    <message>
        <source>Use comma-separated scope names.</source>
        <translation>使用逗号分隔的范围名称。</translation>
    </message>
    <message>
        <source>--cuda_graph_impl is given and is not none: both TE RNG flags are turned on.</source>
        <translation>给出了 --cuda_graph_impl 且不为 none：两个 TE RNG 标志都会被开启。</translation>
    </message>
    <message>
        <source>The harness turned rng.te_rng_tracker and model.use_te_rng_tracker on.</source>
        <translation>性能测试框架开启了 rng.te_rng_tracker 和 model.use_te_rng_tracker。</translation>
    </message>
    <message>
        <source>The effective implementation is none: TE RNG is turned off in both places, scopes are cleared and the scope argument is ignored.</source>
        <translation>实际生效的实现为 none：两处 TE RNG 都被关闭，捕获范围被清空，范围参数被忽略。</translation>
    </message>
    <message>
        <source>With graphs off the harness turned both TE RNG flags off and cleared the scopes.</source>
        <translation>关闭图后，性能测试框架关闭了两个 TE RNG 标志并清空了捕获范围。</translation>
    </message>
    <message>
        <source>Nothing to fix; note that the TE RNG tracker is off afterwards.</source>
        <translation>无需修复；请注意之后 TE RNG 跟踪器处于关闭状态。</translation>
    </message>
    <message>
        <source>full_iteration is combined with other scopes.</source>
        <translation>full_iteration 与其他范围组合使用。</translation>
    </message>
    <message>
        <source>A full-iteration graph already contains every module.</source>
        <translation>整迭代图已经包含了所有模块。</translation>
    </message>
    <message>
        <source>Pass --cuda_graph_scope full_iteration alone.</source>
        <translation>单独传入 --cuda_graph_scope full_iteration。</translation>
    </message>
    <message>
        <source>The full_iteration scope with the transformer_engine implementation.</source>
        <translation>full_iteration 范围配合 transformer_engine 实现。</translation>
    </message>
    <message>
        <source>Full-iteration graphs are not built by Transformer Engine.</source>
        <translation>整迭代图不是由 Transformer Engine 构建的。</translation>
    </message>
    <message>
        <source>Use --cuda_graph_impl local with the full_iteration scope.</source>
        <translation>full_iteration 范围请配合 --cuda_graph_impl local 使用。</translation>
    </message>
    <message>
        <source>full_iteration with impl local/full_iteration becomes cuda_graph_impl=full_iteration with empty modules; other scopes are set as cuda_graph_modules.</source>
        <translation>full_iteration 配合 local/full_iteration 实现时，会变为 cuda_graph_impl=full_iteration 且模块为空；其他范围则设为 cuda_graph_modules。</translation>
    </message>
    <message>
        <source>The harness set cuda_graph_impl=full_iteration with empty cuda_graph_modules.</source>
        <translation>性能测试框架设置了 cuda_graph_impl=full_iteration，并让 cuda_graph_modules 为空。</translation>
    </message>
    <message>
        <source>The harness set cuda_graph_modules to %1.</source>
        <translation>性能测试框架将 cuda_graph_modules 设为 %1。</translation>
    </message>
    <message>
        <source>The effective implementation is transformer_engine and a scope is outside the TE list.</source>
        <translation>实际生效的实现为 transformer_engine，而某个范围不在 TE 列表中。</translation>
    </message>
    <message>
        <source>Transformer Engine graphs capture modules; %1 is not one of them.</source>
        <translation>Transformer Engine 图按模块捕获；%1 不是其中之一。</translation>
    </message>
    <message>
        <source>Use attn, mlp, moe, moe_router, moe_preprocess or mamba.</source>
        <translation>请使用 attn、mlp、moe、moe_router、moe_preprocess 或 mamba。</translation>
    </message>
    <message>
        <source>After the harness overrides, Bridge&apos;s local-implementation check (MB-02) runs: --cuda_graph_impl local --cuda_graph_scope attn fails here.</source>
        <translation>在性能测试框架的覆盖之后，会运行 Bridge 的 local 实现检查（MB-02）：--cuda_graph_impl local --cuda_graph_scope attn 会在此失败。</translation>
    </message>
    <message>
        <source>In the harness, local means full-iteration graphs; module scopes need transformer_engine.</source>
        <translation>在性能测试框架中，local 表示整迭代图；模块范围需要 transformer_engine。</translation>
    </message>
    <message>
        <source>Use --cuda_graph_impl transformer_engine for module scopes.</source>
        <translation>模块范围请使用 --cuda_graph_impl transformer_engine。</translation>
    </message>
    <message>
        <source>A full-iteration result turns rerun_state_machine.check_for_nan_in_loss off.</source>
        <translation>结果为整迭代时会关闭 rerun_state_machine.check_for_nan_in_loss。</translation>
    </message>
    <message>
        <source>The harness turned the NaN check on the loss off (full-iteration graphs).</source>
        <translation>性能测试框架关闭了损失的 NaN 检查（整迭代图）。</translation>
    </message>
    <message>
        <source>-rl N sets full recomputation with method block; --recompute_modules sets selective (applied after the graph overrides, so -rl with TE graphs fails MC-22 later).</source>
        <translation>-rl N 设置方法为 block 的完整重计算；--recompute_modules 设置选择性重计算（在图覆盖之后应用，因此 -rl 配合 TE 图会在之后触发 MC-22 失败）。</translation>
    </message>
    <message>
        <source>-rl %1 set recompute_granularity=full, recompute_method=block, recompute_num_layers=%1.</source>
        <translation>-rl %1 设置了 recompute_granularity=full、recompute_method=block、recompute_num_layers=%1。</translation>
    </message>
    <message>
        <source>--recompute_modules set selective recomputation of %1.</source>
        <translation>--recompute_modules 设置了对 %1 的选择性重计算。</translation>
    </message>
    <message>
        <source>-ol N &gt; 0 turns legacy CPU offloading on (weights off, N layers).</source>
        <translation>-ol N &gt; 0 会开启旧式 CPU 卸载（不卸载权重，N 层）。</translation>
    </message>
    <message>
        <source>-ol %1 turned legacy CPU offloading on for %1 layers.</source>
        <translation>-ol %1 为 %1 层开启了旧式 CPU 卸载。</translation>
    </message>
    <message>
        <source>--moe_a2a_overlap true turns EP overlap on, and also delay_wgrad_compute, and shared-expert overlap off.</source>
        <translation>--moe_a2a_overlap true 会开启 EP 重叠，同时开启 delay_wgrad_compute，并关闭共享专家重叠。</translation>
    </message>
    <message>
        <source>--moe_a2a_overlap turned EP overlap and delayed weight gradients on (and shared-expert overlap off).</source>
        <translation>--moe_a2a_overlap 开启了 EP 重叠和延迟权重梯度（并关闭了共享专家重叠）。</translation>
    </message>
    <message>
        <source>Nothing to fix; note that delayed wgrad is on too.</source>
        <translation>无需修复；请注意延迟 wgrad 也已开启。</translation>
    </message>
    <message>
        <source>--data squad_packed with graphs: cu_seqlens are padded and samples are padded to max length.</source>
        <translation>--data squad_packed 配合图：cu_seqlens 会被填充，样本也会填充到最大长度。</translation>
    </message>
    <message>
        <source>Packed SQuAD data with graphs: pad_cu_seqlens and pad_to_max_length were turned on.</source>
        <translation>打包的 SQuAD 数据配合图：已开启 pad_cu_seqlens 和 pad_to_max_length。</translation>
    </message>
    <message>
        <source>Every flat perf recipe runs _benchmark_common: 50 iterations, log every iteration, NaN and large-grad checks off; TE RNG follows whether graphs are active in the base recipe.</source>
        <translation>每个扁平的性能配方都会运行 _benchmark_common：50 次迭代、每次迭代记录日志、关闭 NaN 和大梯度检查；TE RNG 取决于基础配方中是否启用了图。</translation>
    </message>
    <message>
        <source>The perf recipe&apos;s common settings were applied: 50 iterations, log_interval 1, NaN checks off.</source>
        <translation>已应用性能配方的通用设置：50 次迭代、log_interval 为 1、关闭 NaN 检查。</translation>
    </message>
    <message>
        <source>-g must be one of h100, b200, b300, gb200, gb300, vr200, r100; -c one of bf16, fp8_cs, fp8_mx, fp8_sc, nvfp4; -m, -mr, -ng and -g are required.</source>
        <translation>-g 必须是 h100、b200、b300、gb200、gb300、vr200、r100 之一；-c 必须是 bf16、fp8_cs、fp8_mx、fp8_sc、nvfp4 之一；-m、-mr、-ng 和 -g 为必需参数。</translation>
    </message>
    <message>
        <source>&apos;%2&apos; is not a valid value for %1.</source>
        <translation>&apos;%2&apos; 不是 %1 的有效值。</translation>
    </message>
    <message>
        <source>The harness needs %1.</source>
        <translation>性能测试框架需要 %1。</translation>
    </message>
    <message>
        <source>Give the required arguments with valid values.</source>
        <translation>给出必需的参数并使用有效值。</translation>
    </message>
    <message>
        <source>A key is not a field of the config (a typo of a known field, an unknown CUDA-graph key, or an unknown section). Bridge skips such keys with a warning, so the setting silently has no effect.</source>
        <translation>某个键不是配置字段（已知字段的拼写错误、未知的 CUDA 图键或未知的节）。Bridge 会跳过这类键并给出警告，因此该设置悄无声息地不起作用。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a config field; did you mean %2? As written it has no effect.</source>
        <translation>&apos;%1&apos; 不是配置字段；您是想写 %2 吗？按现在的写法它不起作用。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a CUDA-graph field of this Megatron version; as written it has no effect.</source>
        <translation>&apos;%1&apos; 不是此 Megatron 版本的 CUDA 图字段；按现在的写法它不起作用。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a section of the Megatron Bridge ConfigContainer; it is ignored.</source>
        <translation>&apos;%1&apos; 不是 Megatron Bridge ConfigContainer 的节；已被忽略。</translation>
    </message>
    <message>
        <source>Correct the key&apos;s spelling or remove it.</source>
        <translation>更正键的拼写或将其删除。</translation>
    </message>
    <message>
        <source>A value has the wrong type or is not one of the allowed values.</source>
        <translation>某个值的类型错误，或不在允许的取值之中。</translation>
    </message>
    <message>
        <source>%1 The value was ignored.</source>
        <translation>%1 该值已被忽略。</translation>
    </message>
    <message>
        <source>Write a value of the field&apos;s type.</source>
        <translation>写入与字段类型相符的值。</translation>
    </message>
    <message>
        <source>Keys that are valid Megatron settings but play no part in CUDA-graph rules are kept and not checked.</source>
        <translation>属于有效 Megatron 设置但与 CUDA 图规则无关的键会被保留，不做检查。</translation>
    </message>
    <message>
        <source>%1 keys in %2 are not used by the CUDA-graph rules; they were kept as they are and not checked.</source>
        <translation>%2 中有 %1 个键不被 CUDA 图规则使用；它们已原样保留，未做检查。</translation>
    </message>
    <message>
        <source>A Hydra override that Bridge&apos;s parser rejects: a new key without &apos;+&apos;, &apos;+&apos; on an existing key, or bad syntax.</source>
        <translation>Bridge 解析器拒绝的 Hydra 覆盖项：新键没有 &apos;+&apos;、已有键带了 &apos;+&apos;，或语法错误。</translation>
    </message>
    <message>
        <source>%2 Bridge would refuse this override.</source>
        <translation>%2 Bridge 会拒绝这个覆盖项。</translation>
    </message>
    <message>
        <source>Write the override as Bridge expects it.</source>
        <translation>按 Bridge 要求的方式书写覆盖项。</translation>
    </message>
    <message>
        <source>The perf-harness recipe is not in the preset library, so the check starts from Megatron defaults plus the harness flags.</source>
        <translation>性能测试框架的配方不在预设库中，因此检查从 Megatron 默认值加上框架标志开始。</translation>
    </message>
    <message>
        <source>Recipe %1 is not in the preset library; the check starts from defaults plus your flags, so values the recipe sets are not seen.</source>
        <translation>配方 %1 不在预设库中；检查从默认值加上您的标志开始，因此看不到配方设置的值。</translation>
    </message>
    <message>
        <source>Validate the recipe&apos;s ConfigContainer.yaml (run_script.py --dryrun) instead.</source>
        <translation>改为校验配方的 ConfigContainer.yaml（run_script.py --dryrun）。</translation>
    </message>
    <message>
        <source>A key is written twice in one mapping of a Megatron-LM model_config.yaml. Megatron-LM reads the file with PyYAML&apos;s safe_load, where the last value wins and the first is silently dropped.</source>
        <translation>Megatron-LM 的 model_config.yaml 中同一映射里有一个键写了两次。Megatron-LM 用 PyYAML 的 safe_load 读取该文件，最后一个值生效，第一个值被悄悄丢弃。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is written on line %2 and again on line %3; Megatron-LM uses the last value (%4) and ignores the first, and so does this check.</source>
        <translation>&apos;%1&apos; 在第 %2 行写了一次，又在第 %3 行写了一次；Megatron-LM 使用最后一个值（%4）并忽略第一个，本检查也是如此。</translation>
    </message>
    <message>
        <source>Remove the line that does not hold the value you mean.</source>
        <translation>删除不是你想要的那个值所在的行。</translation>
    </message>
    <message>
        <source>The YAML file wraps the Bridge sections in a top-level &apos;ConfigContainer:&apos; key, as NVIDIA&apos;s performance YAMLs do; the sections are read from inside it.</source>
        <translation>该 YAML 文件像 NVIDIA 的性能 YAML 一样，把 Bridge 的各个部分包在顶层的 &apos;ConfigContainer:&apos; 键下；这些部分从该键内部读取。</translation>
    </message>
    <message>
        <source>The sections (model:, train: ...) are inside a top-level &apos;%1:&apos; key; they were read from there, as if written at the top level.</source>
        <translation>各个部分（model:、train: ...）位于顶层的 &apos;%1:&apos; 键下；已从那里读取，如同写在顶层一样。</translation>
    </message>
    <message>
        <source>Fine-grained offloading with local graphs offloads modules other than expert_fc1, moe_act, fused_group_mlp.</source>
        <translation>使用 local 图的细粒度卸载卸载了 expert_fc1、moe_act、fused_group_mlp 以外的模块。</translation>
    </message>
    <message>
        <source>With local graphs only expert activations can be offloaded; %1 cannot.</source>
        <translation>使用 local 图时只能卸载专家激活；%1 不能卸载。</translation>
    </message>
    <message>
        <source>Offload only expert_fc1, moe_act or fused_group_mlp.</source>
        <translation>只卸载 expert_fc1、moe_act 或 fused_group_mlp。</translation>
    </message>
    <message>
        <source>Offload only expert activations</source>
        <translation>只卸载专家激活</translation>
    </message>
    <message>
        <source>Fine-grained offloading with local whole-layer graphs (empty scopes).</source>
        <translation>细粒度卸载配合 local 整层图（范围为空）。</translation>
    </message>
    <message>
        <source>A whole-layer local graph would capture the offloaded tensors.</source>
        <translation>local 整层图会把被卸载的张量也捕获进去。</translation>
    </message>
    <message>
        <source>List the scopes to capture, or use Transformer Engine graphs.</source>
        <translation>列出要捕获的范围，或使用 Transformer Engine 图。</translation>
    </message>
    <message>
        <source>Use Transformer Engine graphs</source>
        <translation>使用 Transformer Engine 图</translation>
    </message>
    <message>
        <source>Fine-grained offloading with an implementation other than transformer_engine or full_iteration (local only for partial MoE offload with a partial scope).</source>
        <translation>细粒度卸载配合 transformer_engine 或 full_iteration 以外的实现（local 仅限部分范围下的部分 MoE 卸载）。</translation>
    </message>
    <message>
        <source>Fine-grained offloading works with Transformer Engine or full-iteration graphs; local graphs only for expert activations with a partial scope.</source>
        <translation>细粒度卸载可配合 Transformer Engine 图或整迭代图使用；local 图仅适用于部分范围下的专家激活。</translation>
    </message>
    <message>
        <source>Use Transformer Engine or full-iteration graphs.</source>
        <translation>使用 Transformer Engine 图或整迭代图。</translation>
    </message>
    <message>
        <source>Fine-grained offloading with the moe scope (token-drop MoE).</source>
        <translation>细粒度卸载配合 moe 范围（丢弃 token 的 MoE）。</translation>
    </message>
    <message>
        <source>Capturing the whole drop-and-pad MoE block is not supported while activations are offloaded.</source>
        <translation>卸载激活时不支持捕获整个丢弃并填充的 MoE 块。</translation>
    </message>
    <message>
        <source>Capture moe_router instead of moe, or turn offloading off.</source>
        <translation>捕获 moe_router 而不是 moe，或关闭卸载。</translation>
    </message>
    <message>
        <source>Drop the moe scope</source>
        <translation>去掉 moe 范围</translation>
    </message>
    <message>
        <source>Turn fine-grained offloading off</source>
        <translation>关闭细粒度卸载</translation>
    </message>
    <message>
        <source>Fine-grained offloading with cuda_graph_warmup_steps &lt;= 0.</source>
        <translation>细粒度卸载且 cuda_graph_warmup_steps &lt;= 0。</translation>
    </message>
    <message>
        <source>Offloading sets up its buffers during eager warmup iterations, so at least one must run before capture.</source>
        <translation>卸载在 eager 的预热迭代中建立缓冲区，因此捕获前至少要运行一次。</translation>
    </message>
    <message>
        <source>Set cuda_graph_warmup_steps to 1 or more.</source>
        <translation>将 cuda_graph_warmup_steps 设为 1 或更大。</translation>
    </message>
    <message>
        <source>Use 3 warmup steps (the default)</source>
        <translation>使用 3 个预热步（默认值）</translation>
    </message>
    <message>
        <source>Fine-grained offloading with full-iteration graphs and fine_grained_offloading_max_inflight_offloads unset or negative.</source>
        <translation>细粒度卸载配合整迭代图，且 fine_grained_offloading_max_inflight_offloads 未设置或为负数。</translation>
    </message>
    <message>
        <source>A full-iteration graph needs a fixed number of offloads in flight.</source>
        <translation>整迭代图需要固定数量的进行中卸载。</translation>
    </message>
    <message>
        <source>Set fine_grained_offloading_max_inflight_offloads to 0 or more.</source>
        <translation>将 fine_grained_offloading_max_inflight_offloads 设为 0 或更大。</translation>
    </message>
    <message>
        <source>Allow one offload in flight</source>
        <translation>允许一个进行中的卸载</translation>
    </message>
    <message>
        <source>The allgather dispatcher needs equal sequence lengths on every rank.</source>
        <translation>allgather 分发器要求每个 rank 上的序列长度相同。</translation>
    </message>
    <message>
        <source>Use the alltoall dispatcher.</source>
        <translation>使用 alltoall 分发器。</translation>
    </message>
    <message>
        <source>Expert-parallel A2A overlap with Transformer Engine graphs capturing moe or mlp.</source>
        <translation>专家并行 A2A 重叠配合捕获 moe 或 mlp 的 Transformer Engine 图。</translation>
    </message>
    <message>
        <source>EP overlap splits the MLP/MoE part into fine-grained pieces that a graph of the whole block cannot contain.</source>
        <translation>EP 重叠把 MLP/MoE 部分拆成细粒度的片段，整块的图无法包含它们。</translation>
    </message>
    <message>
        <source>Capture attn/moe_router/moe_preprocess only, or turn EP overlap off.</source>
        <translation>只捕获 attn/moe_router/moe_preprocess，或关闭 EP 重叠。</translation>
    </message>
    <message>
        <source>Capture only what EP overlap allows</source>
        <translation>只捕获 EP 重叠允许的部分</translation>
    </message>
    <message>
        <source>delay_wgrad_compute without overlap_moe_expert_parallel_comm.</source>
        <translation>使用 delay_wgrad_compute 但没有 overlap_moe_expert_parallel_comm。</translation>
    </message>
    <message>
        <source>Delayed weight gradients are scheduled by the EP overlap; without it they never run.</source>
        <translation>延迟权重梯度由 EP 重叠调度；没有它，延迟权重梯度永远不会执行。</translation>
    </message>
    <message>
        <source>Turn EP overlap on, or delayed wgrad off.</source>
        <translation>开启 EP 重叠，或关闭延迟 wgrad。</translation>
    </message>
    <message>
        <source>delay_wgrad_compute with Transformer Engine graphs and TE older than 2.10.</source>
        <translation>delay_wgrad_compute 配合 Transformer Engine 图，且 TE 早于 2.10。</translation>
    </message>
    <message>
        <source>Delayed weight gradients inside Transformer Engine graphs need TE 2.10 or newer.</source>
        <translation>Transformer Engine 图内的延迟权重梯度需要 TE 2.10 或更新版本。</translation>
    </message>
    <message>
        <source>Upgrade Transformer Engine to 2.10 or newer, or turn delayed wgrad off.</source>
        <translation>将 Transformer Engine 升级到 2.10 或更新版本，或关闭延迟 wgrad。</translation>
    </message>
    <message>
        <source>Use the pre-2026 spelling of full-iteration graphs</source>
        <translation>使用整迭代图在 2026 年之前的写法</translation>
    </message>
    <message>
        <source>Use transformer_engine</source>
        <translation>使用 transformer_engine</translation>
    </message>
    <message>
        <source>Both deprecated values full_iteration and full_iteration_inference are listed.</source>
        <translation>同时列出了已弃用的值 full_iteration 和 full_iteration_inference。</translation>
    </message>
    <message>
        <source>full_iteration (training) and full_iteration_inference (inference) cannot both be listed.</source>
        <translation>不能同时列出 full_iteration（训练）和 full_iteration_inference（推理）。</translation>
    </message>
    <message>
        <source>Keep one deprecated value, or better, use cuda_graph_impl.</source>
        <translation>只保留一个已弃用的值，或者更好的做法是使用 cuda_graph_impl。</translation>
    </message>
    <message>
        <source>Use full-iteration training graphs</source>
        <translation>使用整迭代训练图</translation>
    </message>
    <message>
        <source>The deprecated scope full_iteration is used with cuda_graph_impl=transformer_engine.</source>
        <translation>已弃用的范围 full_iteration 与 cuda_graph_impl=transformer_engine 一起使用。</translation>
    </message>
    <message>
        <source>Full-iteration graphs are not built by Transformer Engine; use cuda_graph_impl=full_iteration.</source>
        <translation>整迭代图不是由 Transformer Engine 构建的；请使用 cuda_graph_impl=full_iteration。</translation>
    </message>
    <message>
        <source>Before May 2026 full-iteration graphs are spelled cuda_graph_impl=local with cuda_graph_scope=[full_iteration].</source>
        <translation>2026 年 5 月之前，整迭代图写作 cuda_graph_impl=local 加 cuda_graph_scope=[full_iteration]。</translation>
    </message>
    <message>
        <source>Switch to full-iteration graphs with the right spelling.</source>
        <translation>以正确的写法切换到整迭代图。</translation>
    </message>
    <message>
        <source>The deprecated scope full_iteration is used with an inference graph scope.</source>
        <translation>已弃用的范围 full_iteration 与推理图范围一起使用。</translation>
    </message>
    <message>
        <source>Full-iteration training graphs cannot be combined with inference_cuda_graph_scope=%1.</source>
        <translation>整迭代训练图不能与 inference_cuda_graph_scope=%1 同时使用。</translation>
    </message>
    <message>
        <source>Leave inference_cuda_graph_scope unset.</source>
        <translation>不设置 inference_cuda_graph_scope。</translation>
    </message>
    <message>
        <source>Leave inference_cuda_graph_scope unset</source>
        <translation>不设置 inference_cuda_graph_scope</translation>
    </message>
    <message>
        <source>The deprecated scope full_iteration_inference is used with an implementation other than none/local, or with an inference scope other than block.</source>
        <translation>已弃用的范围 full_iteration_inference 与 none/local 以外的实现一起使用，或与 block 以外的推理范围一起使用。</translation>
    </message>
    <message>
        <source>full_iteration_inference only works with cuda_graph_impl=local (inference block graphs).</source>
        <translation>full_iteration_inference 只能配合 cuda_graph_impl=local（推理块图）使用。</translation>
    </message>
    <message>
        <source>full_iteration_inference means inference_cuda_graph_scope=block; %1 contradicts it.</source>
        <translation>full_iteration_inference 表示 inference_cuda_graph_scope=block；%1 与之矛盾。</translation>
    </message>
    <message>
        <source>Use cuda_graph_impl=local with inference_cuda_graph_scope=block.</source>
        <translation>使用 cuda_graph_impl=local 并设置 inference_cuda_graph_scope=block。</translation>
    </message>
    <message>
        <source>Remove full_iteration_inference</source>
        <translation>去掉 full_iteration_inference</translation>
    </message>
    <message>
        <source>Use inference_cuda_graph_scope=block</source>
        <translation>使用 inference_cuda_graph_scope=block</translation>
    </message>
    <message>
        <source>Deprecated scope values are migrated: full_iteration becomes cuda_graph_impl=full_iteration (raw Megatron-Core promotes even impl none); full_iteration_inference becomes inference_cuda_graph_scope=block.</source>
        <translation>已弃用的范围值会被迁移：full_iteration 变为 cuda_graph_impl=full_iteration（直接使用 Megatron-Core 时即使实现为 none 也会被提升）；full_iteration_inference 变为 inference_cuda_graph_scope=block。</translation>
    </message>
    <message>
        <source>The legacy spelling (local + full_iteration scope) was turned into cuda_graph_impl=full_iteration.</source>
        <translation>旧写法（local + full_iteration 范围）已转换为 cuda_graph_impl=full_iteration。</translation>
    </message>
    <message>
        <source>full_iteration_inference was turned into inference_cuda_graph_scope=block.</source>
        <translation>full_iteration_inference 已转换为 inference_cuda_graph_scope=block。</translation>
    </message>
    <message>
        <source>Write cuda_graph_impl=full_iteration with an empty cuda_graph_modules.</source>
        <translation>写成 cuda_graph_impl=full_iteration，并让 cuda_graph_modules 为空。</translation>
    </message>
    <message>
        <source>Write cuda_graph_impl=full_iteration</source>
        <translation>写成 cuda_graph_impl=full_iteration</translation>
    </message>
    <message>
        <source>cuda_graph_impl is not one of none, transformer_engine, local, full_iteration (before May 2026: full_iteration is not an implementation).</source>
        <translation>cuda_graph_impl 不是 none、transformer_engine、local、full_iteration 之一（2026 年 5 月之前 full_iteration 不是一种实现）。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a CUDA graph implementation. Valid values: %2.</source>
        <translation>&apos;%1&apos; 不是 CUDA 图实现。有效值：%2。</translation>
    </message>
    <message>
        <source>Choose a valid implementation.</source>
        <translation>选择有效的实现方式。</translation>
    </message>
    <message>
        <source>inference_cuda_graph_scope is not allowed for the implementation (none and transformer_engine and full_iteration allow only none; local allows layer or block). Unset, it defaults to layer for local.</source>
        <translation>该实现不允许此 inference_cuda_graph_scope（none、transformer_engine 和 full_iteration 只允许 none；local 允许 layer 或 block）。不设置时，local 默认为 layer。</translation>
    </message>
    <message>
        <source>inference_cuda_graph_scope=%1 does not work with cuda_graph_impl=%2.</source>
        <translation>inference_cuda_graph_scope=%1 不能与 cuda_graph_impl=%2 一起使用。</translation>
    </message>
    <message>
        <source>cuda_graph_impl is full_iteration but scopes are left in cuda_graph_modules (for example local + [full_iteration, attn] migrates with [attn] left over).</source>
        <translation>cuda_graph_impl 为 full_iteration，但 cuda_graph_modules 中仍留有范围（例如 local + [full_iteration, attn] 迁移后会剩下 [attn]）。</translation>
    </message>
    <message>
        <source>A full-iteration graph captures the whole forward and backward pass; per-module scopes make no sense with it.</source>
        <translation>整迭代图捕获整个前向和反向传播；逐模块的范围对它没有意义。</translation>
    </message>
    <message>
        <source>Empty cuda_graph_modules.</source>
        <translation>清空 cuda_graph_modules。</translation>
    </message>
    <message>
        <source>Capture the full iteration only</source>
        <translation>只捕获整个迭代</translation>
    </message>
    <message>
        <source>cuda_graph_modules is used with a Megatron-Core older than 2026-05-18, where the field is called cuda_graph_scope.</source>
        <translation>在早于 2026-05-18 的 Megatron-Core 上使用了 cuda_graph_modules，该版本中此字段名为 cuda_graph_scope。</translation>
    </message>
    <message>
        <source>This Megatron-Core has no cuda_graph_modules field; write the scopes into cuda_graph_scope.</source>
        <translation>此 Megatron-Core 没有 cuda_graph_modules 字段；请把捕获范围写入 cuda_graph_scope。</translation>
    </message>
    <message>
        <source>Write the scopes into cuda_graph_scope.</source>
        <translation>把捕获范围写入 cuda_graph_scope。</translation>
    </message>
    <message>
        <source>Move the scopes to cuda_graph_scope</source>
        <translation>将捕获范围移到 cuda_graph_scope</translation>
    </message>
    <message>
        <source>Before 2026-05-18, the local implementation accepts only full_iteration or an empty scope list.</source>
        <translation>2026-05-18 之前，local 实现只接受 full_iteration 或空的范围列表。</translation>
    </message>
    <message>
        <source>Module scopes such as attn need Transformer Engine graphs in this Megatron-Core.</source>
        <translation>在此 Megatron-Core 中，attn 等模块范围需要 Transformer Engine 图。</translation>
    </message>
    <message>
        <source>Use transformer_engine for module scopes.</source>
        <translation>模块范围请使用 transformer_engine。</translation>
    </message>
    <message>
        <source>Turn legacy CPU offloading off</source>
        <translation>关闭旧式 CPU 卸载</translation>
    </message>
    <message>
        <source>Offload fewer layers than the model has</source>
        <translation>卸载的层数少于模型的层数</translation>
    </message>
    <message>
        <source>Turn activation recomputation off</source>
        <translation>关闭激活重计算</translation>
    </message>
    <message>
        <source>Recompute whole blocks of layers</source>
        <translation>按块重计算整组层</translation>
    </message>
    <message>
        <source>Recompute one layer per block</source>
        <translation>每个块重计算一层</translation>
    </message>
    <message>
        <source>Leave recompute_num_layers unset</source>
        <translation>不设置 recompute_num_layers</translation>
    </message>
    <message>
        <source>Legacy CPU offloading with pipeline parallelism, with any activation recomputation, or with an out-of-range layer count; or fine-grained offloading together with legacy CPU offloading.</source>
        <translation>旧式 CPU 卸载配合流水线并行、任何激活重计算或超出范围的层数；或者细粒度卸载与旧式 CPU 卸载同时使用。</translation>
    </message>
    <message>
        <source>Legacy CPU offloading does not work with pipeline parallelism.</source>
        <translation>旧式 CPU 卸载不能与流水线并行一起使用。</translation>
    </message>
    <message>
        <source>Legacy CPU offloading cannot be combined with activation recomputation.</source>
        <translation>旧式 CPU 卸载不能与激活重计算同时使用。</translation>
    </message>
    <message>
        <source>cpu_offloading_num_layers must be at least 0 and smaller than num_layers (%1).</source>
        <translation>cpu_offloading_num_layers 必须至少为 0 且小于 num_layers（%1）。</translation>
    </message>
    <message>
        <source>Use either fine-grained activation offloading or legacy CPU offloading, not both.</source>
        <translation>细粒度激活卸载和旧式 CPU 卸载只能二选一，不能同时使用。</translation>
    </message>
    <message>
        <source>Turn legacy CPU offloading off, or remove what it conflicts with.</source>
        <translation>关闭旧式 CPU 卸载，或移除与之冲突的设置。</translation>
    </message>
    <message>
        <source>Full recomputation without a method or a layer count in range; or selective recomputation with a layer count.</source>
        <translation>完整重计算没有设置方法或层数不在范围内；或者选择性重计算设置了层数。</translation>
    </message>
    <message>
        <source>Full recomputation needs recompute_method set to block or uniform.</source>
        <translation>完整重计算需要将 recompute_method 设为 block 或 uniform。</translation>
    </message>
    <message>
        <source>Full recomputation needs recompute_num_layers between 1 and the layers per pipeline rank (%1).</source>
        <translation>完整重计算需要 recompute_num_layers 介于 1 和每个流水线 rank 的层数（%1）之间。</translation>
    </message>
    <message>
        <source>Selective recomputation picks modules, not layers: leave recompute_num_layers unset.</source>
        <translation>选择性重计算选择的是模块而不是层：请不要设置 recompute_num_layers。</translation>
    </message>
    <message>
        <source>Complete the recomputation settings.</source>
        <translation>补全重计算设置。</translation>
    </message>
    <message>
        <source>Stop recomputing mhc</source>
        <translation>停止重计算 mhc</translation>
    </message>
    <message>
        <source>Selective recomputation of &apos;mhc&apos; together with fine-grained activation offloading (current MCore head only).</source>
        <translation>选择性重计算 &apos;mhc&apos; 同时启用细粒度激活卸载（仅限当前 MCore 主干）。</translation>
    </message>
    <message>
        <source>On current Megatron-Core, recomputing the mHC module while fine-grained offloading is on crashes in the backward pass.</source>
        <translation>在当前的 Megatron-Core 上，开启细粒度卸载时重计算 mHC 模块会在反向传播中崩溃。</translation>
    </message>
    <message>
        <source>Drop &apos;mhc&apos; from recompute_modules or turn fine-grained offloading off.</source>
        <translation>从 recompute_modules 中去掉 &apos;mhc&apos;，或关闭细粒度卸载。</translation>
    </message>
    <message>
        <source>Legacy CPU offloading with per-layer graphs (local or transformer_engine). Full-iteration graphs are exempt on current Megatron-Core.</source>
        <translation>旧式 CPU 卸载配合逐层图（local 或 transformer_engine）。在当前的 Megatron-Core 上整迭代图不受此限制。</translation>
    </message>
    <message>
        <source>Offloading moves tensors to the host and back, so their addresses change; a per-layer graph would replay with stale addresses.</source>
        <translation>卸载会把张量移到主机再移回来，因此它们的地址会改变；逐层图重放时使用的将是过时的地址。</translation>
    </message>
    <message>
        <source>Turn CPU offloading off, or use full-iteration graphs.</source>
        <translation>关闭 CPU 卸载，或使用整迭代图。</translation>
    </message>
    <message>
        <source>With the local implementation, moe_router and moe_preprocess are always captured together.</source>
        <translation>使用 local 实现时，moe_router 和 moe_preprocess 总是一起被捕获。</translation>
    </message>
    <message>
        <source>The local implementation added %1 to the captured scopes (moe_router and moe_preprocess go together).</source>
        <translation>local 实现将 %1 加入了捕获范围（moe_router 和 moe_preprocess 成对出现）。</translation>
    </message>
    <message>
        <source>List both moe_router and moe_preprocess.</source>
        <translation>同时列出 moe_router 和 moe_preprocess。</translation>
    </message>
    <message>
        <source>Per-layer graphs with both moe and moe_router scopes.</source>
        <translation>逐层图同时使用 moe 和 moe_router 范围。</translation>
    </message>
    <message>
        <source>moe captures the whole MoE block, which already contains the router; choose one.</source>
        <translation>moe 捕获整个 MoE 块，其中已包含路由器；两者选其一。</translation>
    </message>
    <message>
        <source>Keep moe (drop-and-pad) or moe_router (dropless).</source>
        <translation>保留 moe（丢弃并填充）或 moe_router（无丢弃）。</translation>
    </message>
    <message>
        <source>Keep moe_router, drop moe</source>
        <translation>保留 moe_router，去掉 moe</translation>
    </message>
    <message>
        <source>Keep moe, drop moe_router and moe_preprocess</source>
        <translation>保留 moe，去掉 moe_router 和 moe_preprocess</translation>
    </message>
    <message>
        <source>moe_preprocess without moe_router (Transformer Engine graphs).</source>
        <translation>有 moe_preprocess 而没有 moe_router（Transformer Engine 图）。</translation>
    </message>
    <message>
        <source>The preprocess graph consumes the router graph&apos;s outputs, so it needs moe_router too.</source>
        <translation>预处理图使用路由器图的输出，因此也需要 moe_router。</translation>
    </message>
    <message>
        <source>Add moe_router or drop moe_preprocess.</source>
        <translation>添加 moe_router，或去掉 moe_preprocess。</translation>
    </message>
    <message>
        <source>Add moe_router</source>
        <translation>添加 moe_router</translation>
    </message>
    <message>
        <source>Drop moe_preprocess</source>
        <translation>去掉 moe_preprocess</translation>
    </message>
    <message>
        <source>A dense model (num_moe_experts unset or 1) with the moe or moe_router scope.</source>
        <translation>稠密模型（num_moe_experts 未设置或为 1）使用了 moe 或 moe_router 范围。</translation>
    </message>
    <message>
        <source>The model has no experts, so there is no MoE block to capture.</source>
        <translation>模型没有专家，因此没有可捕获的 MoE 块。</translation>
    </message>
    <message>
        <source>Remove the MoE scopes.</source>
        <translation>移除 MoE 范围。</translation>
    </message>
    <message>
        <source>Remove the MoE scopes</source>
        <translation>移除 MoE 范围</translation>
    </message>
    <message>
        <source>An MoE model without dense layers (moe_layer_freq 1, or a list without 0) with the mlp scope.</source>
        <translation>没有稠密层的 MoE 模型（moe_layer_freq 为 1，或列表中没有 0）使用了 mlp 范围。</translation>
    </message>
    <message>
        <source>Every layer is an MoE layer, so there is no dense MLP to capture; use moe_router (dropless) or moe (drop-and-pad).</source>
        <translation>每一层都是 MoE 层，因此没有可捕获的稠密 MLP；请使用 moe_router（无丢弃）或 moe（丢弃并填充）。</translation>
    </message>
    <message>
        <source>Remove mlp from the scopes.</source>
        <translation>从捕获范围中移除 mlp。</translation>
    </message>
    <message>
        <source>Capture the router instead of mlp</source>
        <translation>捕获路由器而不是 mlp</translation>
    </message>
    <message>
        <source>Remove mlp</source>
        <translation>移除 mlp</translation>
    </message>
    <message>
        <source>The moe scope on a dropless MoE (no capacity factor, or no padding to capacity).</source>
        <translation>在无丢弃 MoE 上使用 moe 范围（没有容量因子，或没有填充到容量）。</translation>
    </message>
    <message>
        <source>Dropless routing gives each expert a different number of tokens every step (data-dependent shapes and a device-to-host sync), which a graph cannot capture.</source>
        <translation>无丢弃路由每步分给各专家的 token 数都不同（形状取决于数据，并有一次设备到主机的同步），图无法捕获这种情况。</translation>
    </message>
    <message>
        <source>Capture moe_router and moe_preprocess instead, or switch to drop-and-pad.</source>
        <translation>改为捕获 moe_router 和 moe_preprocess，或切换到丢弃并填充。</translation>
    </message>
    <message>
        <source>Capture the router and preprocess instead of moe</source>
        <translation>捕获路由器和预处理而不是 moe</translation>
    </message>
    <message>
        <source>Switch to drop-and-pad routing (capacity 1.0, padded)</source>
        <translation>切换到丢弃并填充路由（容量 1.0，填充）</translation>
    </message>
    <message>
        <source>moe_preprocess with the alltoall dispatcher and token dropping without padding (capacity factor set, or moe_router_padding_for_fp8).</source>
        <translation>moe_preprocess 配合 alltoall 分发器，且丢弃 token 但不填充（设置了容量因子，或 moe_router_padding_for_fp8）。</translation>
    </message>
    <message>
        <source>With token dropping but no padding, alltoall preprocessing copies token counts to the host and synchronizes, which cannot be captured.</source>
        <translation>丢弃 token 但不填充时，alltoall 预处理会把 token 计数复制到主机并同步，这无法被捕获。</translation>
    </message>
    <message>
        <source>Drop moe_preprocess, or pad expert inputs to capacity.</source>
        <translation>去掉 moe_preprocess，或将专家输入填充到容量。</translation>
    </message>
    <message>
        <source>Pad expert inputs to capacity</source>
        <translation>将专家输入填充到容量</translation>
    </message>
    <message>
        <source>Full activation recomputation with per-layer graphs (local or transformer_engine, any scope).</source>
        <translation>逐层图（local 或 transformer_engine，任意范围）配合完整激活重计算。</translation>
    </message>
    <message>
        <source>Full recomputation re-runs whole layers in the backward pass outside any per-layer graph; only a full-iteration graph can contain it.</source>
        <translation>完整重计算会在反向传播中于逐层图之外重新运行整个层；只有整迭代图才能包含它。</translation>
    </message>
    <message>
        <source>Use full-iteration graphs, or selective recomputation outside the graphed modules.</source>
        <translation>使用整迭代图，或在被图捕获的模块之外使用选择性重计算。</translation>
    </message>
    <message>
        <source>Recompute selectively, outside the graphed modules</source>
        <translation>在被图捕获的模块之外进行选择性重计算</translation>
    </message>
    <message>
        <source>Transformer Engine graphs capture moe_router while selective recomputation recomputes moe.</source>
        <translation>Transformer Engine 图捕获了 moe_router，而选择性重计算会重计算 moe。</translation>
    </message>
    <message>
        <source>Recomputing the MoE block would re-run the captured router outside its graph.</source>
        <translation>重计算 MoE 块会在图之外重新运行已被捕获的路由器。</translation>
    </message>
    <message>
        <source>Stop recomputing moe, or stop capturing moe_router.</source>
        <translation>停止重计算 moe，或停止捕获 moe_router。</translation>
    </message>
    <message>
        <source>Stop capturing the router</source>
        <translation>停止捕获路由器</translation>
    </message>
    <message>
        <source>Selective recomputation of core_attn with attention dropout while attention is graphed.</source>
        <translation>注意力被图捕获时，对带注意力 dropout 的 core_attn 进行选择性重计算。</translation>
    </message>
    <message>
        <source>A recomputed region that is graphed cannot contain random numbers: dropout would differ between the forward pass and its recomputation.</source>
        <translation>被图捕获的重计算区域不能包含随机数：前向传播与其重计算中的 dropout 会不同。</translation>
    </message>
    <message>
        <source>Set attention_dropout to 0, or stop recomputing core_attn.</source>
        <translation>将 attention_dropout 设为 0，或停止重计算 core_attn。</translation>
    </message>
    <message>
        <source>Set attention_dropout to 0</source>
        <translation>将 attention_dropout 设为 0</translation>
    </message>
    <message>
        <source>Stop recomputing core_attn</source>
        <translation>停止重计算 core_attn</translation>
    </message>
    <message>
        <source>Selective recomputation of mlp or moe with hidden dropout while that block is graphed.</source>
        <translation>mlp 或 moe 块被图捕获时，对带隐藏层 dropout 的该块进行选择性重计算。</translation>
    </message>
    <message>
        <source>A recomputed region that is graphed cannot contain random numbers: hidden dropout would differ between the forward pass and its recomputation.</source>
        <translation>被图捕获的重计算区域不能包含随机数：前向传播与其重计算中的隐藏层 dropout 会不同。</translation>
    </message>
    <message>
        <source>Set hidden_dropout to 0, or stop recomputing the graphed block.</source>
        <translation>将 hidden_dropout 设为 0，或停止重计算被图捕获的块。</translation>
    </message>
    <message>
        <source>Set hidden_dropout to 0</source>
        <translation>将 hidden_dropout 设为 0</translation>
    </message>
    <message>
        <source>Stop recomputing the graphed block</source>
        <translation>停止重计算被图捕获的块</translation>
    </message>
    <message>
        <source>Selective recomputation of moe with moe_input_jitter_eps while the MoE block is graphed.</source>
        <translation>MoE 块被图捕获时，在设置了 moe_input_jitter_eps 的情况下对 moe 进行选择性重计算。</translation>
    </message>
    <message>
        <source>Input jitter draws random numbers, which a graphed recomputation cannot reproduce.</source>
        <translation>输入抖动会生成随机数，被图捕获的重计算无法重现它们。</translation>
    </message>
    <message>
        <source>Unset moe_input_jitter_eps, or stop recomputing moe.</source>
        <translation>取消设置 moe_input_jitter_eps，或停止重计算 moe。</translation>
    </message>
    <message>
        <source>Unset moe_input_jitter_eps</source>
        <translation>取消设置 moe_input_jitter_eps</translation>
    </message>
    <message>
        <source>GTP with local graphs under FP8/FP4 capturing non-overlapped shared experts while recomputing shared_experts.</source>
        <translation>GTP 在 FP8/FP4 下使用 local 图捕获未重叠的共享专家，同时重计算 shared_experts。</translation>
    </message>
    <message>
        <source>The local graph warmup cannot run Transformer Engine&apos;s checkpointed shared experts under FP8/FP4.</source>
        <translation>local 图的预热无法在 FP8/FP4 下运行 Transformer Engine 带检查点的共享专家。</translation>
    </message>
    <message>
        <source>Drop shared_experts from recompute_modules, or use full-iteration graphs.</source>
        <translation>从 recompute_modules 中去掉 shared_experts，或使用整迭代图。</translation>
    </message>
    <message>
        <source>Stop recomputing shared_experts</source>
        <translation>停止重计算 shared_experts</translation>
    </message>
    <message>
        <source>Write cuda_graph_modules</source>
        <translation>写成 cuda_graph_modules</translation>
    </message>
    <message>
        <source>Use the closest valid name</source>
        <translation>使用最接近的有效名称</translation>
    </message>
    <message>
        <source>Remove the unknown name</source>
        <translation>删除未知的名称</translation>
    </message>
    <message>
        <source>Remove the unknown names</source>
        <translation>删除这些未知的名称</translation>
    </message>
    <message>
        <source>Use the closest valid names</source>
        <translation>改用最接近的有效名称</translation>
    </message>
    <message>
        <source>Use the closest valid names and remove the others</source>
        <translation>改用最接近的有效名称，并删除其余的名称</translation>
    </message>
    <message>
        <source>A deprecated flag (enable_cuda_graph or external_cuda_graph) is set together with cuda_graph_impl.</source>
        <translation>已弃用的标志（enable_cuda_graph 或 external_cuda_graph）与 cuda_graph_impl 同时设置。</translation>
    </message>
    <message>
        <source>The deprecated flags and cuda_graph_impl both choose the implementation; keep only cuda_graph_impl.</source>
        <translation>已弃用的标志和 cuda_graph_impl 都会选择实现方式；只保留 cuda_graph_impl。</translation>
    </message>
    <message>
        <source>Set enable_cuda_graph and external_cuda_graph to false.</source>
        <translation>将 enable_cuda_graph 和 external_cuda_graph 设为 false。</translation>
    </message>
    <message>
        <source>Drop the deprecated flags</source>
        <translation>去掉已弃用的标志</translation>
    </message>
    <message>
        <source>Both deprecated flags enable_cuda_graph and external_cuda_graph are true.</source>
        <translation>已弃用的标志 enable_cuda_graph 和 external_cuda_graph 都为 true。</translation>
    </message>
    <message>
        <source>enable_cuda_graph means the local implementation and external_cuda_graph the Transformer Engine one; they cannot both be on.</source>
        <translation>enable_cuda_graph 表示 local 实现，external_cuda_graph 表示 Transformer Engine 实现；两者不能同时开启。</translation>
    </message>
    <message>
        <source>Replace both with cuda_graph_impl.</source>
        <translation>用 cuda_graph_impl 替换两者。</translation>
    </message>
    <message>
        <source>Use Transformer Engine graphs (cuda_graph_impl)</source>
        <translation>使用 Transformer Engine 图（cuda_graph_impl）</translation>
    </message>
    <message>
        <source>A deprecated flag chooses the implementation: enable_cuda_graph becomes local, external_cuda_graph becomes transformer_engine.</source>
        <translation>已弃用的标志决定了实现方式：enable_cuda_graph 变为 local，external_cuda_graph 变为 transformer_engine。</translation>
    </message>
    <message>
        <source>enable_cuda_graph=True was turned into cuda_graph_impl=local (per-layer Megatron-Core graphs).</source>
        <translation>enable_cuda_graph=True 已转换为 cuda_graph_impl=local（Megatron-Core 逐层图）。</translation>
    </message>
    <message>
        <source>external_cuda_graph=True was turned into cuda_graph_impl=transformer_engine.</source>
        <translation>external_cuda_graph=True 已转换为 cuda_graph_impl=transformer_engine。</translation>
    </message>
    <message>
        <source>Write cuda_graph_impl instead of the deprecated flag.</source>
        <translation>写 cuda_graph_impl，而不是已弃用的标志。</translation>
    </message>
    <message>
        <source>Write cuda_graph_impl=local</source>
        <translation>写成 cuda_graph_impl=local</translation>
    </message>
    <message>
        <source>Write cuda_graph_impl=transformer_engine</source>
        <translation>写成 cuda_graph_impl=transformer_engine</translation>
    </message>
    <message>
        <source>Both cuda_graph_scope (deprecated) and cuda_graph_modules are set.</source>
        <translation>同时设置了 cuda_graph_scope（已弃用）和 cuda_graph_modules。</translation>
    </message>
    <message>
        <source>cuda_graph_scope is the old name of cuda_graph_modules; set only one of them.</source>
        <translation>cuda_graph_scope 是 cuda_graph_modules 的旧名称；两者只设置一个。</translation>
    </message>
    <message>
        <source>Keep one of the two fields.</source>
        <translation>两个字段只保留一个。</translation>
    </message>
    <message>
        <source>Keep cuda_graph_modules, drop cuda_graph_scope</source>
        <translation>保留 cuda_graph_modules，去掉 cuda_graph_scope</translation>
    </message>
    <message>
        <source>Keep cuda_graph_scope, drop cuda_graph_modules</source>
        <translation>保留 cuda_graph_scope，去掉 cuda_graph_modules</translation>
    </message>
    <message>
        <source>cuda_graph_scope is set: its value moves into cuda_graph_modules and cuda_graph_scope becomes None.</source>
        <translation>设置了 cuda_graph_scope：它的值会移到 cuda_graph_modules 中，cuda_graph_scope 变为 None。</translation>
    </message>
    <message>
        <source>cuda_graph_scope was moved into cuda_graph_modules (the new name since May 2026).</source>
        <translation>cuda_graph_scope 已移到 cuda_graph_modules（自 2026 年 5 月起的新名称）。</translation>
    </message>
    <message>
        <source>Write cuda_graph_modules instead of cuda_graph_scope.</source>
        <translation>写 cuda_graph_modules，而不是 cuda_graph_scope。</translation>
    </message>
    <message>
        <source>&quot;full&quot; is listed together with other scopes.</source>
        <translation>&quot;full&quot; 与其他范围一起列出。</translation>
    </message>
    <message>
        <source>&quot;full&quot; (the whole layer) cannot be combined with other scopes; list the scopes or use an empty list.</source>
        <translation>&quot;full&quot;（整个层）不能与其他范围组合；请列出各个范围，或使用空列表。</translation>
    </message>
    <message>
        <source>Remove &quot;full&quot; or the other scopes.</source>
        <translation>去掉 &quot;full&quot; 或其他范围。</translation>
    </message>
    <message>
        <source>Remove &quot;full&quot;</source>
        <translation>去掉 &quot;full&quot;</translation>
    </message>
    <message>
        <source>Capture whole layers (empty list)</source>
        <translation>捕获整个层（空列表）</translation>
    </message>
    <message>
        <source>&quot;full&quot; alone means the whole layer and becomes an empty list.</source>
        <translation>单独的 &quot;full&quot; 表示整个层，会变成空列表。</translation>
    </message>
    <message>
        <source>&quot;full&quot; was replaced by an empty list (capture the whole layer).</source>
        <translation>&quot;full&quot; 已被替换为空列表（捕获整个层）。</translation>
    </message>
    <message>
        <source>Write an empty list instead of &quot;full&quot;.</source>
        <translation>写空列表，而不是 &quot;full&quot;。</translation>
    </message>
    <message>
        <source>Write an empty list</source>
        <translation>写成空列表</translation>
    </message>
    <message>
        <source>A scope entry is neither a string nor a CudaGraphModule (for example a number).</source>
        <translation>某个范围条目既不是字符串也不是 CudaGraphModule（例如一个数字）。</translation>
    </message>
    <message>
        <source>Scope entries must be names such as attn or moe_router; %1 is not a name.</source>
        <translation>范围条目必须是 attn 或 moe_router 这样的名称；%1 不是名称。</translation>
    </message>
    <message>
        <source>Replace the entry with a scope name.</source>
        <translation>将该条目替换为范围名称。</translation>
    </message>
    <message>
        <source>Remove the entry</source>
        <translation>删除该条目</translation>
    </message>
    <message>
        <source>A scope name is not a CudaGraphModule (for example &quot;attention&quot; or &quot;router&quot;).</source>
        <translation>某个范围名称不是 CudaGraphModule（例如 &quot;attention&quot; 或 &quot;router&quot;）。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a scope name. Valid names: attn, mlp, moe, moe_router, moe_preprocess, mamba.</source>
        <translation>&apos;%1&apos; 不是范围名称。有效名称：attn、mlp、moe、moe_router、moe_preprocess、mamba。</translation>
    </message>
    <message>
        <source>%2 are not scope names (Megatron stops at the first, &apos;%1&apos;). Valid names: attn, mlp, moe, moe_router, moe_preprocess, mamba.</source>
        <translation>%2 都不是范围名称（Megatron 在第一个 &apos;%1&apos; 处就会停止）。有效名称：attn、mlp、moe、moe_router、moe_preprocess、mamba。</translation>
    </message>
    <message>
        <source>Use a valid scope name.</source>
        <translation>使用有效的范围名称。</translation>
    </message>
    <message>
        <source>The Transformer Engine version is unknown; this is an error before 2.12.</source>
        <translation>Transformer Engine 版本未知；在 2.12 之前的版本上这是一个错误。</translation>
    </message>
    <message>
        <source>--enable-cuda-graph or --external-cuda-graph together with --cuda-graph-impl, or both legacy flags together.</source>
        <translation>--enable-cuda-graph 或 --external-cuda-graph 与 --cuda-graph-impl 同时使用，或两个旧式标志同时使用。</translation>
    </message>
    <message>
        <source>The legacy flags and --cuda-graph-impl both choose the implementation; keep only --cuda-graph-impl.</source>
        <translation>旧式标志和 --cuda-graph-impl 都会选择实现方式；只保留 --cuda-graph-impl。</translation>
    </message>
    <message>
        <source>The two legacy flags choose different implementations.</source>
        <translation>两个旧式标志选择了不同的实现。</translation>
    </message>
    <message>
        <source>Use --cuda-graph-impl only.</source>
        <translation>只使用 --cuda-graph-impl。</translation>
    </message>
    <message>
        <source>The hidden --cuda-graph-scope together with --cuda-graph-modules.</source>
        <translation>隐藏参数 --cuda-graph-scope 与 --cuda-graph-modules 同时使用。</translation>
    </message>
    <message>
        <source>--cuda-graph-scope is the deprecated name of --cuda-graph-modules.</source>
        <translation>--cuda-graph-scope 是 --cuda-graph-modules 的已弃用名称。</translation>
    </message>
    <message>
        <source>Use --cuda-graph-modules only.</source>
        <translation>只使用 --cuda-graph-modules。</translation>
    </message>
    <message>
        <source>fp16 with dynamic loss scaling turns the NaN checks off.</source>
        <translation>fp16 配合动态损失缩放会关闭 NaN 检查。</translation>
    </message>
    <message>
        <source>With fp16 and dynamic loss scaling, Megatron-LM turned the NaN checks off.</source>
        <translation>由于使用 fp16 和动态损失缩放，Megatron-LM 关闭了 NaN 检查。</translation>
    </message>
    <message>
        <source>Full-iteration graphs while the NaN check on loss and gradients is on (one flag covers both).</source>
        <translation>使用整迭代图，同时开启了损失和梯度的 NaN 检查（一个标志同时控制两者）。</translation>
    </message>
    <message>
        <source>The NaN check copies values to the host every step, which a captured iteration cannot do.</source>
        <translation>NaN 检查每步都会把数值复制到主机，被捕获的迭代无法做到这一点。</translation>
    </message>
    <message>
        <source>Pass --no-check-for-nan-in-loss-and-grad.</source>
        <translation>传入 --no-check-for-nan-in-loss-and-grad。</translation>
    </message>
    <message>
        <source>Turn the NaN checks off</source>
        <translation>关闭 NaN 检查</translation>
    </message>
    <message>
        <source>Inference block graphs with fp8 need --transformer-impl=inference_optimized and --fp8-recipe=mxfp8.</source>
        <translation>FP8 推理块图需要 --transformer-impl=inference_optimized 和 --fp8-recipe=mxfp8。</translation>
    </message>
    <message>
        <source>FP8 block inference graphs need the inference-optimized layers.</source>
        <translation>FP8 推理块图需要推理优化的层。</translation>
    </message>
    <message>
        <source>FP8 block inference graphs need the MXFP8 recipe.</source>
        <translation>FP8 推理块图需要 MXFP8 方案。</translation>
    </message>
    <message>
        <source>Use inference_optimized layers and the mxfp8 recipe.</source>
        <translation>使用 inference_optimized 层和 mxfp8 方案。</translation>
    </message>
    <message>
        <source>Use inference-optimized layers</source>
        <translation>使用推理优化的层</translation>
    </message>
    <message>
        <source>Use the mxfp8 recipe</source>
        <translation>使用 mxfp8 方案</translation>
    </message>
    <message>
        <source>The local implementation needs inference_dynamic_batching_num_cuda_graphs &gt; 0 or -1.</source>
        <translation>local 实现需要 inference_dynamic_batching_num_cuda_graphs &gt; 0 或为 -1。</translation>
    </message>
    <message>
        <source>With local graphs the number of dynamic-batching inference graphs must be positive (or -1 for automatic).</source>
        <translation>使用 local 图时，动态批处理推理图的数量必须为正数（或 -1 表示自动）。</translation>
    </message>
    <message>
        <source>Set --inference-dynamic-batching-num-cuda-graphs to a positive number or -1.</source>
        <translation>将 --inference-dynamic-batching-num-cuda-graphs 设为正数或 -1。</translation>
    </message>
    <message>
        <source>Use 16 inference graphs</source>
        <translation>使用 16 个推理图</translation>
    </message>
    <message>
        <source>GTP (gtp_weight_remat_size &gt; 1) with any CUDA graph needs CUDA_GRAPHS_USE_NODE_PRIORITY=1.</source>
        <translation>GTP（gtp_weight_remat_size &gt; 1）配合任何 CUDA 图都需要 CUDA_GRAPHS_USE_NODE_PRIORITY=1。</translation>
    </message>
    <message>
        <source>Without node priorities in graphs, GTP communication cannot overlap the GEMMs.</source>
        <translation>图中没有节点优先级时，GTP 通信无法与 GEMM 重叠。</translation>
    </message>
    <message>
        <source>Export CUDA_GRAPHS_USE_NODE_PRIORITY=1.</source>
        <translation>导出 CUDA_GRAPHS_USE_NODE_PRIORITY=1。</translation>
    </message>
    <message>
        <source>Set CUDA_GRAPHS_USE_NODE_PRIORITY=1</source>
        <translation>设置 CUDA_GRAPHS_USE_NODE_PRIORITY=1</translation>
    </message>
    <message>
        <source>Pipeline-parallel microbatched inference (--inference-batch-times-seqlen-threshold &gt; -1) with CUDA graphs.</source>
        <translation>流水线并行微批次推理（--inference-batch-times-seqlen-threshold &gt; -1）配合 CUDA 图。</translation>
    </message>
    <message>
        <source>Microbatched pipeline inference changes shapes between calls.</source>
        <translation>微批次流水线推理会在各次调用之间改变形状。</translation>
    </message>
    <message>
        <source>Leave the threshold at -1, or turn graphs off.</source>
        <translation>将阈值保持为 -1，或关闭图。</translation>
    </message>
    <message>
        <source>Turn microbatched inference off</source>
        <translation>关闭微批次推理</translation>
    </message>
    <message>
        <source>--delay-wgrad-compute with --overlap-grad-reduce and a weight gradient inside a graph scope: needs TE &gt;= 2.12, gradient accumulation fusion and no attention bias.</source>
        <translation>--delay-wgrad-compute 配合 --overlap-grad-reduce，且权重梯度位于图捕获范围内：需要 TE &gt;= 2.12、梯度累加融合且无注意力偏置。</translation>
    </message>
    <message>
        <source>A delayed weight gradient inside a graph needs Transformer Engine 2.12 or newer.</source>
        <translation>图内的延迟权重梯度需要 Transformer Engine 2.12 或更新版本。</translation>
    </message>
    <message>
        <source>A delayed weight gradient inside a graph must accumulate into static addresses.</source>
        <translation>图内的延迟权重梯度必须累加到固定地址。</translation>
    </message>
    <message>
        <source>With the attn scope and delayed weight gradients, attention biases must be off.</source>
        <translation>使用 attn 范围和延迟权重梯度时，必须关闭注意力偏置。</translation>
    </message>
    <message>
        <source>Meet each requirement, or drop --delay-wgrad-compute.</source>
        <translation>逐一满足各项要求，或去掉 --delay-wgrad-compute。</translation>
    </message>
    <message>
        <source>--cpu-offloading-num-layers &gt; 0 turns CPU offloading on (Bridge has no equivalent).</source>
        <translation>--cpu-offloading-num-layers &gt; 0 会开启 CPU 卸载（Bridge 中没有对应项）。</translation>
    </message>
    <message>
        <source>--cpu-offloading-num-layers %1 turned legacy CPU offloading on.</source>
        <translation>--cpu-offloading-num-layers %1 开启了旧式 CPU 卸载。</translation>
    </message>
    <message>
        <source>Nothing to fix; offloading conflicts with per-layer graphs (MC-14).</source>
        <translation>无需修复；卸载与逐层图冲突（MC-14）。</translation>
    </message>
    <message>
        <source>Graphs on and transformer_engine used (as layers or graphs): the TE RNG tracker is turned on.</source>
        <translation>启用图且使用 transformer_engine（作为层或图）：TE RNG 跟踪器会被开启。</translation>
    </message>
    <message>
        <source>Megatron-LM turned the TE RNG tracker on for CUDA graphs.</source>
        <translation>Megatron-LM 为 CUDA 图开启了 TE RNG 跟踪器。</translation>
    </message>
    <message>
        <source>Pass --te-rng-tracker yourself.</source>
        <translation>自行传入 --te-rng-tracker。</translation>
    </message>
    <message>
        <source>Transformer Engine graphs with expandable_segments:True and NCCL_GRAPH_REGISTER not &quot;0&quot; (checked while parsing arguments).</source>
        <translation>Transformer Engine 图配合 expandable_segments:True，且 NCCL_GRAPH_REGISTER 不为 &quot;0&quot;（解析参数时检查）。</translation>
    </message>
    <message>
        <source>Expandable segments can remap memory NCCL registered for a captured collective; set NCCL_GRAPH_REGISTER=0.</source>
        <translation>可扩展段可能会重新映射 NCCL 为被捕获的集合通信所注册的内存；请设置 NCCL_GRAPH_REGISTER=0。</translation>
    </message>
    <message>
        <source>Export NCCL_GRAPH_REGISTER=0.</source>
        <translation>导出 NCCL_GRAPH_REGISTER=0。</translation>
    </message>
    <message>
        <source>Set NCCL_GRAPH_REGISTER=0</source>
        <translation>设置 NCCL_GRAPH_REGISTER=0</translation>
    </message>
    <message>
        <source>--cuda-graph-modules is not empty with --cuda-graph-impl=full_iteration.</source>
        <translation>--cuda-graph-impl=full_iteration 时 --cuda-graph-modules 不为空。</translation>
    </message>
    <message>
        <source>Drop --cuda-graph-modules.</source>
        <translation>去掉 --cuda-graph-modules。</translation>
    </message>
    <message>
        <source>Drop the modules</source>
        <translation>去掉模块</translation>
    </message>
    <message>
        <source>Transformer Engine graphs are requested but Transformer Engine (with graph support) is not installed.</source>
        <translation>请求了 Transformer Engine 图，但没有安装（支持图的）Transformer Engine。</translation>
    </message>
    <message>
        <source>The transformer_engine implementation needs Transformer Engine in the training image.</source>
        <translation>transformer_engine 实现需要训练镜像中装有 Transformer Engine。</translation>
    </message>
    <message>
        <source>Install Transformer Engine, or use another implementation.</source>
        <translation>安装 Transformer Engine，或使用其他实现。</translation>
    </message>
    <message>
        <source>Use full-iteration graphs (no Transformer Engine needed)</source>
        <translation>使用整迭代图（不需要 Transformer Engine）</translation>
    </message>
    <message>
        <source>The Transformer Engine graph helper is built (vision encoder graphs) while cuda_graph_impl is not transformer_engine.</source>
        <translation>cuda_graph_impl 不是 transformer_engine，却构建了 Transformer Engine 图辅助器（视觉编码器图）。</translation>
    </message>
    <message>
        <source>Vision-encoder graphs are built by the Transformer Engine graph helper, which asserts that the model uses cuda_graph_impl=transformer_engine.</source>
        <translation>视觉编码器图由 Transformer Engine 图辅助器构建，它会断言模型使用 cuda_graph_impl=transformer_engine。</translation>
    </message>
    <message>
        <source>Use transformer_engine for the language model too, or turn vision graphs off.</source>
        <translation>语言模型也使用 transformer_engine，或关闭视觉图。</translation>
    </message>
    <message>
        <source>Turn vision graphs off</source>
        <translation>关闭视觉图</translation>
    </message>
    <message>
        <source>Transformer Engine graphs with expandable_segments:True in PYTORCH_CUDA_ALLOC_CONF and NCCL_GRAPH_REGISTER not &quot;0&quot; (on any GPU).</source>
        <translation>Transformer Engine 图配合 PYTORCH_CUDA_ALLOC_CONF 中的 expandable_segments:True，且 NCCL_GRAPH_REGISTER 不为 &quot;0&quot;（任何 GPU 上）。</translation>
    </message>
    <message>
        <source>With expandable segments the allocator can remap memory that NCCL registered for a captured collective, which ends in an illegal memory access; set NCCL_GRAPH_REGISTER=0 (it keeps expandable segments, which prevent fragmentation).</source>
        <translation>使用可扩展段时，分配器可能会重新映射 NCCL 为被捕获的集合通信所注册的内存，最终导致非法内存访问；请设置 NCCL_GRAPH_REGISTER=0（这样仍可保留能防止碎片的可扩展段）。</translation>
    </message>
    <message>
        <source>Set NCCL_GRAPH_REGISTER=0 (preferred) or drop expandable_segments:True.</source>
        <translation>设置 NCCL_GRAPH_REGISTER=0（推荐），或去掉 expandable_segments:True。</translation>
    </message>
    <message>
        <source>Your shell exports NCCL_GRAPH_REGISTER, which wins over env_vars: change it where the job is launched.</source>
        <translation>您的 shell 导出了 NCCL_GRAPH_REGISTER，它优先于 env_vars：请在启动作业的地方修改它。</translation>
    </message>
    <message>
        <source>Before July 2026: local per-layer graphs on a GPU older than Blackwell with expandable segments and NCCL_GRAPH_REGISTER not &quot;0&quot;.</source>
        <translation>2026 年 7 月之前：在早于 Blackwell 的 GPU 上使用 local 逐层图配合可扩展段，且 NCCL_GRAPH_REGISTER 不为 &quot;0&quot;。</translation>
    </message>
    <message>
        <source>Older Megatron-Core also guarded local per-layer graphs on pre-Blackwell GPUs with this check.</source>
        <translation>旧版 Megatron-Core 也会用这项检查保护 Blackwell 之前 GPU 上的 local 逐层图。</translation>
    </message>
    <message>
        <source>Set NCCL_GRAPH_REGISTER=0.</source>
        <translation>设置 NCCL_GRAPH_REGISTER=0。</translation>
    </message>
    <message>
        <source>The GPU is unknown (give it with --gpu); this is an error before Blackwell.</source>
        <translation>GPU 未知（请用 --gpu 指定）；在 Blackwell 之前的 GPU 上这是一个错误。</translation>
    </message>
    <message>
        <source>Megatron-LM: local per-layer graphs with the local transformer implementation and neither the TE nor the inference RNG tracker (the plain tracker is then used).</source>
        <translation>Megatron-LM：local 逐层图配合 local Transformer 实现，且既没有 TE 也没有推理 RNG 跟踪器（此时使用普通跟踪器）。</translation>
    </message>
    <message>
        <source>Per-layer local graphs need a graph-safe RNG tracker; with transformer_impl=local Megatron-LM does not turn the TE tracker on by itself.</source>
        <translation>local 逐层图需要图安全的 RNG 跟踪器；transformer_impl=local 时 Megatron-LM 不会自动开启 TE 跟踪器。</translation>
    </message>
    <message>
        <source>Pass --te-rng-tracker.</source>
        <translation>传入 --te-rng-tracker。</translation>
    </message>
    <message>
        <source>Use the TE RNG tracker</source>
        <translation>使用 TE RNG 跟踪器</translation>
    </message>
    <message>
        <source>Transformer Engine graphs capture attention (whole layer or attn) while sequences are packed without fixed-length cu_seqlens (in-batch packing, or offline packing on older Megatron-Core).</source>
        <translation>Transformer Engine 图捕获了注意力（整层或 attn），而序列打包时没有使用固定长度的 cu_seqlens（批内打包，或旧版 Megatron-Core 上的离线打包）。</translation>
    </message>
    <message>
        <source>Packed sequences pass packed_seq_params, a non-tensor argument, to attention; a graph that captures attention cannot take it.</source>
        <translation>打包序列会把 packed_seq_params 这个非张量参数传给注意力；捕获注意力的图无法接受它。</translation>
    </message>
    <message>
        <source>Pad to max length with offline packing and pad_cu_seqlens, or capture only mlp/router scopes.</source>
        <translation>通过离线打包和 pad_cu_seqlens 填充到最大长度，或只捕获 mlp/路由器范围。</translation>
    </message>
    <message>
        <source>Stop capturing attention</source>
        <translation>停止捕获注意力</translation>
    </message>
    <message>
        <source>Turn in-batch packing off</source>
        <translation>关闭批内打包</translation>
    </message>
    <message>
        <source>Qwen3-VL / Qwen3.5-VL with Transformer Engine graphs capturing attention: the VL model passes non-tensor arguments to the layer.</source>
        <translation>Qwen3-VL / Qwen3.5-VL 使用捕获注意力的 Transformer Engine 图：VL 模型会向层传入非张量参数。</translation>
    </message>
    <message>
        <source>Qwen3-VL attention receives non-tensor arguments, so its perf recipes capture only moe_router and moe_preprocess (&quot;attn scope is not compatible with Qwen3VLModel CUDA graph capture&quot;).</source>
        <translation>Qwen3-VL 的注意力会接收非张量参数，因此其性能配方只捕获 moe_router 和 moe_preprocess（&quot;attn scope is not compatible with Qwen3VLModel CUDA graph capture&quot;）。</translation>
    </message>
    <message>
        <source>Capture moe_router and moe_preprocess only.</source>
        <translation>只捕获 moe_router 和 moe_preprocess。</translation>
    </message>
    <message>
        <source>Capture the router and preprocess only</source>
        <translation>只捕获路由器和预处理</translation>
    </message>
    <message>
        <source>Hybrid model with Transformer Engine graphs on Mamba layers, prepared for inference (an inference RNG tracker is on): inference passes inference_context, which a TE graph cannot take.</source>
        <translation>混合模型的 Mamba 层使用 Transformer Engine 图，并为推理做了准备（开启了推理 RNG 跟踪器）：推理会传入 inference_context，TE 图无法接受它。</translation>
    </message>
    <message>
        <source>Running inference with Mamba layers captured by Transformer Engine graphs fails at the first replay; inference graphs need cuda_graph_impl=local.</source>
        <translation>对由 Transformer Engine 图捕获的 Mamba 层运行推理会在第一次重放时失败；推理图需要 cuda_graph_impl=local。</translation>
    </message>
    <message>
        <source>Use cuda_graph_impl=local for inference graphs.</source>
        <translation>推理图请使用 cuda_graph_impl=local。</translation>
    </message>
    <message>
        <source>Per-layer graphs capture the whole MLP/MoE part (whole layer, mlp on a dense model, moe on an MoE model) while EP A2A overlap is on; whole-layer TE capture is not caught at config time.</source>
        <translation>开启 EP A2A 重叠时，逐层图捕获了整个 MLP/MoE 部分（整层、稠密模型上的 mlp、MoE 模型上的 moe）；整层 TE 捕获在配置阶段检查不出来。</translation>
    </message>
    <message>
        <source>EP overlap interleaves the MoE all-to-all with compute outside the graph; a graph of the whole MLP/MoE part cannot be replayed with it.</source>
        <translation>EP 重叠会在图之外把 MoE all-to-all 与计算交错执行；整个 MLP/MoE 部分的图无法与之一起重放。</translation>
    </message>
    <message>
        <source>Capture attn, moe_router and moe_preprocess only, or turn EP overlap off.</source>
        <translation>只捕获 attn、moe_router 和 moe_preprocess，或关闭 EP 重叠。</translation>
    </message>
    <message>
        <source>Capture attention and the router only</source>
        <translation>只捕获注意力和路由器</translation>
    </message>
    <message>
        <source>A fine-grained-offloaded module sits inside a Transformer Engine graph (attn with core_attn / attn_proj / qkv_linear offloaded, or mlp with mlp_norm offloaded): needs torch &gt;= 2.9, TE &gt;= 2.14 and warmup &gt; 0.</source>
        <translation>某个细粒度卸载的模块位于 Transformer Engine 图内（attn 卸载了 core_attn / attn_proj / qkv_linear，或 mlp 卸载了 mlp_norm）：需要 torch &gt;= 2.9、TE &gt;= 2.14 且预热 &gt; 0。</translation>
    </message>
    <message>
        <source>Offloading inside a captured module needs PyTorch 2.9 or newer.</source>
        <translation>在被捕获的模块内卸载需要 PyTorch 2.9 或更新版本。</translation>
    </message>
    <message>
        <source>Offloading inside a captured module needs Transformer Engine 2.14 or newer.</source>
        <translation>在被捕获的模块内卸载需要 Transformer Engine 2.14 或更新版本。</translation>
    </message>
    <message>
        <source>Offloading inside a captured module needs at least one eager warmup step.</source>
        <translation>在被捕获的模块内卸载至少需要一个 eager 的预热步。</translation>
    </message>
    <message>
        <source>Upgrade, or offload modules that are not captured.</source>
        <translation>升级，或卸载未被捕获的模块。</translation>
    </message>
    <message>
        <source>Full-iteration graphs with Transformer Engine&apos;s fused cross entropy on TE older than 2.7.</source>
        <translation>TE 早于 2.7 时，整迭代图配合 Transformer Engine 的融合交叉熵。</translation>
    </message>
    <message>
        <source>The graph-safe fused cross entropy needs Transformer Engine 2.7 or newer.</source>
        <translation>图安全的融合交叉熵需要 Transformer Engine 2.7 或更新版本。</translation>
    </message>
    <message>
        <source>Upgrade Transformer Engine, or use the native cross-entropy fusion.</source>
        <translation>升级 Transformer Engine，或使用原生交叉熵融合。</translation>
    </message>
    <message>
        <source>Use the native cross-entropy fusion</source>
        <translation>使用原生交叉熵融合</translation>
    </message>
    <message>
        <source>Megatron-FSDP with EP A2A overlap and per-layer graphs.</source>
        <translation>Megatron-FSDP 配合 EP A2A 重叠和逐层图。</translation>
    </message>
    <message>
        <source>With FSDP, EP overlap only works with full-iteration graphs or none.</source>
        <translation>使用 FSDP 时，EP 重叠只能配合整迭代图或不使用图。</translation>
    </message>
    <message>
        <source>Use full-iteration graphs, or turn graphs off.</source>
        <translation>使用整迭代图，或关闭图。</translation>
    </message>
    <message>
        <source>Megatron-FSDP v2 with any CUDA graph or megatron_fsdp_cuda_graph_mode.</source>
        <translation>Megatron-FSDP v2 配合任何 CUDA 图或 megatron_fsdp_cuda_graph_mode。</translation>
    </message>
    <message>
        <source>Megatron-FSDP version 2 cannot run with CUDA graphs.</source>
        <translation>Megatron-FSDP 第 2 版无法与 CUDA 图一起运行。</translation>
    </message>
    <message>
        <source>NCCL user buffers (ddp.nccl_ub) with expandable_segments:True on PyTorch older than 2.11.</source>
        <translation>PyTorch 早于 2.11 时，NCCL 用户缓冲区（ddp.nccl_ub）配合 expandable_segments:True。</translation>
    </message>
    <message>
        <source>NCCL user buffers use a memory pool API that breaks with expandable segments before PyTorch 2.11.</source>
        <translation>NCCL 用户缓冲区使用的内存池 API 在 PyTorch 2.11 之前与可扩展段不兼容。</translation>
    </message>
    <message>
        <source>Upgrade PyTorch to 2.11, or turn nccl_ub off.</source>
        <translation>将 PyTorch 升级到 2.11，或关闭 nccl_ub。</translation>
    </message>
    <message>
        <source>Turn NCCL user buffers off</source>
        <translation>关闭 NCCL 用户缓冲区</translation>
    </message>
    <message>
        <source>No layer matches the captured scopes (for example mamba on a pure transformer, or mlp on a model whose layers are all MoE): everything runs eager.</source>
        <translation>没有任何层与捕获范围匹配（例如纯 Transformer 上的 mamba，或所有层都是 MoE 的模型上的 mlp）：全部以 eager 模式运行。</translation>
    </message>
    <message>
        <source>None of the captured scopes exists in this model, so no graph is built and the run stays eager.</source>
        <translation>此模型中不存在任何被捕获的范围，因此不会构建图，任务保持 eager 执行。</translation>
    </message>
    <message>
        <source>Capture scopes that exist in the model.</source>
        <translation>捕获模型中存在的范围。</translation>
    </message>
    <message>
        <source>Bridge drops WARNING records by default (logger.filter_warnings), so this message will not even appear in the log.</source>
        <translation>Bridge 默认会丢弃 WARNING 记录（logger.filter_warnings），因此这条消息甚至不会出现在日志中。</translation>
    </message>
    <message>
        <source>Capture attention</source>
        <translation>捕获注意力</translation>
    </message>
    <message>
        <source>Local per-layer graphs with changing shapes (variable_seq_lengths or in-batch packing).</source>
        <translation>local 逐层图遇到变化的形状（variable_seq_lengths 或批内打包）。</translation>
    </message>
    <message>
        <source>Local graphs are recorded for one input shape; a later microbatch with another shape finds no matching graph.</source>
        <translation>local 图是针对一种输入形状记录的；之后形状不同的微批次找不到匹配的图。</translation>
    </message>
    <message>
        <source>Keep shapes static (pad to max length).</source>
        <translation>保持形状固定（填充到最大长度）。</translation>
    </message>
    <message>
        <source>Local per-layer graphs with CUDA_DEVICE_MAX_CONNECTIONS unset, below 16 or not a number.</source>
        <translation>local 逐层图且 CUDA_DEVICE_MAX_CONNECTIONS 未设置、小于 16 或不是数字。</translation>
    </message>
    <message>
        <source>The local graph stream pool needs enough hardware queues; with fewer than 16, streams can alias.</source>
        <translation>local 图的流池需要足够的硬件队列；少于 16 时，流可能发生别名重叠。</translation>
    </message>
    <message>
        <source>Set CUDA_DEVICE_MAX_CONNECTIONS to 16 or 32.</source>
        <translation>将 CUDA_DEVICE_MAX_CONNECTIONS 设为 16 或 32。</translation>
    </message>
    <message>
        <source>Set CUDA_DEVICE_MAX_CONNECTIONS=32</source>
        <translation>设置 CUDA_DEVICE_MAX_CONNECTIONS=32</translation>
    </message>
    <message>
        <source>Full-iteration capture on a PyTorch without set_override_stale_capture_stream (older than 2.12).</source>
        <translation>在没有 set_override_stale_capture_stream 的 PyTorch（早于 2.12）上进行整迭代捕获。</translation>
    </message>
    <message>
        <source>Without this PyTorch API, capture can fail when autograd nodes remember a stream from before the capture.</source>
        <translation>没有这个 PyTorch API 时，若自动求导节点记住了捕获之前的流，捕获可能失败。</translation>
    </message>
    <message>
        <source>Upgrade PyTorch.</source>
        <translation>升级 PyTorch。</translation>
    </message>
    <message>
        <source>Transformer Engine runs its own warmup iterations inside make_graphed_callables: max(1, ceil((10 - warmup_steps x microbatches) / captured microbatches)).</source>
        <translation>Transformer Engine 会在 make_graphed_callables 内部运行自己的预热迭代：max(1, ceil((10 - warmup_steps x microbatches) / captured microbatches))。</translation>
    </message>
    <message>
        <source>Transformer Engine will run %1 warmup iteration(s) per graph inside capture (warmup steps %2, %3 microbatch(es) per step, %4 captured).</source>
        <translation>Transformer Engine 将在捕获过程中为每张图运行 %1 次预热迭代（预热步 %2，每步 %3 个微批次，捕获 %4 个）。</translation>
    </message>
    <message>
        <source>Nothing to fix; more warmup steps make capture shorter.</source>
        <translation>无需修复；预热步越多，捕获越短。</translation>
    </message>
    <message>
        <source>At teardown, Transformer Engine older than 2.10 drops graphs without an explicit reset.</source>
        <translation>清理时，早于 2.10 的 Transformer Engine 会丢弃图而不显式重置。</translation>
    </message>
    <message>
        <source>Transformer Engine before 2.10 cannot reset graphs when they are deleted; their memory is freed only when the process exits.</source>
        <translation>2.10 之前的 Transformer Engine 在删除图时无法重置它们；其显存只有在进程退出时才会释放。</translation>
    </message>
    <message>
        <source>Upgrade Transformer Engine to 2.10 or newer.</source>
        <translation>将 Transformer Engine 升级到 2.10 或更新版本。</translation>
    </message>
    <message>
        <source>mixed_precision names a recipe Bridge has not registered.</source>
        <translation>mixed_precision 指定的配方未在 Bridge 中注册。</translation>
    </message>
    <message>
        <source>Bridge looks the name up in its mixed-precision registry when the job starts and stops with a ValueError: %1 is not one of its recipes.</source>
        <translation>作业启动时 Bridge 会在其混合精度注册表中查找该名称，找不到时以 ValueError 退出：%1 不是其中的配方。</translation>
    </message>
    <message>
        <source>Use one of the registered names, for example bf16_mixed or bf16_with_fp8_current_scaling_mixed, or write a mixed_precision: section.</source>
        <translation>请使用已注册的名称，例如 bf16_mixed 或 bf16_with_fp8_current_scaling_mixed，或改写为 mixed_precision: 小节。</translation>
    </message>
    <message>
        <source>Train for 50 iterations</source>
        <translation>训练 50 次迭代</translation>
    </message>
    <message>
        <source>Keep train_iters only</source>
        <translation>只保留 train_iters</translation>
    </message>
    <message>
        <source>The training length is not given exactly once (train_iters, train_samples or num_epochs), or is not positive.</source>
        <translation>训练长度没有恰好给出一次（train_iters、train_samples 或 num_epochs），或不是正数。</translation>
    </message>
    <message>
        <source>train_iters is set to null and neither train_samples nor num_epochs is given: Bridge&apos;s TrainingConfig.finalize() needs one of them.</source>
        <translation>train_iters 被设为 null，且未给出 train_samples 或 num_epochs：Bridge 的 TrainingConfig.finalize() 需要其中之一。</translation>
    </message>
    <message>
        <source>Give the training length one way only: train_iters, train_samples or num_epochs.</source>
        <translation>训练长度只能用一种方式给出：train_iters、train_samples 或 num_epochs。</translation>
    </message>
    <message>
        <source>num_epochs must be above 0.</source>
        <translation>num_epochs 必须大于 0。</translation>
    </message>
    <message>
        <source>train_samples must be above 0.</source>
        <translation>train_samples 必须大于 0。</translation>
    </message>
    <message>
        <source>Set train.train_iters (or train_samples, or num_epochs) alone.</source>
        <translation>只设置 train.train_iters（或 train_samples，或 num_epochs）其中一个。</translation>
    </message>
    <message>
        <source>A model precision field the input sets is overwritten by the mixed_precision recipe or section.</source>
        <translation>输入中设置的模型精度字段会被 mixed_precision 配方或小节覆盖。</translation>
    </message>
    <message>
        <source>%1 is overwritten: Bridge applies the mixed_precision config onto the model when the job starts, so the model gets %2, whatever order the inputs came in.</source>
        <translation>%1 会被覆盖：作业启动时 Bridge 会把 mixed_precision 配置应用到模型上，因此无论输入的先后顺序如何，模型得到的值都是 %2。</translation>
    </message>
    <message>
        <source>Set the precision in mixed_precision (a recipe name or its fields), not in model.</source>
        <translation>请在 mixed_precision 中设置精度（配方名称或其字段），而不是在 model 中。</translation>
    </message>
    <message>
        <source>A TransformerConfig built directly raises here: sequence_parallel needs tensor_model_parallel_size above 1. Bridge and Megatron-LM would turn it off first; your own training loop does not.</source>
        <translation>直接构造的 TransformerConfig 会在此报错：sequence_parallel 需要 tensor_model_parallel_size 大于 1。Bridge 和 Megatron-LM 会先将其关闭，而您自己的训练循环不会。</translation>
    </message>
    <message>
        <source>Megatron-FSDP with CUDA_DEVICE_MAX_CONNECTIONS=1.</source>
        <translation>Megatron-FSDP 与 CUDA_DEVICE_MAX_CONNECTIONS=1 同时使用。</translation>
    </message>
    <message>
        <source>Megatron-FSDP overlaps its parameter gathers with compute on several streams; one hardware queue (CUDA_DEVICE_MAX_CONNECTIONS=1) serialises them, so Bridge refuses it.</source>
        <translation>Megatron-FSDP 在多个流上让参数收集与计算重叠；只有一个硬件队列（CUDA_DEVICE_MAX_CONNECTIONS=1）会把它们串行化，因此 Bridge 拒绝这种配置。</translation>
    </message>
    <message>
        <source>Unset CUDA_DEVICE_MAX_CONNECTIONS or raise it, for example to 8.</source>
        <translation>取消设置 CUDA_DEVICE_MAX_CONNECTIONS，或把它调大，例如设为 8。</translation>
    </message>
    <message>
        <source>Unset CUDA_DEVICE_MAX_CONNECTIONS</source>
        <translation>取消设置 CUDA_DEVICE_MAX_CONNECTIONS</translation>
    </message>
    <message>
        <source>cpu_offloading is True with cpu_offloading_num_layers = 0: no layer is offloaded, yet offloading&apos;s constraints still apply.</source>
        <translation>cpu_offloading 为 True 而 cpu_offloading_num_layers = 0：没有任何层被卸载，但卸载带来的限制仍然生效。</translation>
    </message>
    <message>
        <source>cpu_offloading=True offloads no layer while cpu_offloading_num_layers is 0, but Megatron-Core still applies what offloading forbids: pipeline parallelism, activation recomputation, fine-grained offloading and per-layer CUDA graphs.</source>
        <translation>cpu_offloading_num_layers 为 0 时，cpu_offloading=True 不会卸载任何层，但 Megatron-Core 仍会禁止卸载所不允许的功能：流水线并行、激活重计算、细粒度卸载和逐层 CUDA 图。</translation>
    </message>
    <message>
        <source>Turn cpu_offloading off, or set the number of layers to offload.</source>
        <translation>关闭 cpu_offloading，或设置要卸载的层数。</translation>
    </message>
</context>
<context>
    <name>cga::RulesEngine</name>
    <message>
        <source>When: %1</source>
        <translation>何时：%1</translation>
    </message>
    <message>
        <source>Upstream message: %1</source>
        <translation>上游消息：%1</translation>
    </message>
    <message>
        <source>Meaning: %1</source>
        <translation>含义：%1</translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <translation>修复：%1</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>来源：%1</translation>
    </message>
    <message>
        <source>Not a verdict: it rests on %1, which the recipe&apos;s source does not resolve (IMP-09), so Megatron&apos;s default stood in. Give the value to decide it.</source>
        <translation>这不是定论：它依赖于 %1，而配方源码无法解析该值（IMP-09），因此暂用了 Megatron 的默认值。请给出该值以作判断。</translation>
    </message>
</context>
<context>
    <name>cga::RunnerProbe</name>
    <message>
        <source>Choose a Python that has PyTorch with CUDA: --python, the Python setting on the Benchmark page, or CGA_PYTHON.</source>
        <translation>请选择装有 CUDA 版 PyTorch 的 Python：--python、基准测试页面的 Python 设置或 CGA_PYTHON。</translation>
    </message>
    <message>
        <source>%1 (%2 GiB)</source>
        <translation>%1（%2 GiB）</translation>
    </message>
    <message>
        <source>a GPU</source>
        <translation>一块 GPU</translation>
    </message>
    <message>
        <source>PyTorch %1</source>
        <translation>PyTorch %1</translation>
    </message>
    <message>
        <source>Megatron-Core %1 at %2</source>
        <translation>Megatron-Core %1，位于 %2</translation>
    </message>
    <message>
        <source>Transformer Engine present</source>
        <translation>已安装 Transformer Engine</translation>
    </message>
    <message>
        <source>checking...</source>
        <translation>检查中……</translation>
    </message>
    <message>
        <source>available</source>
        <translation>可用</translation>
    </message>
    <message>
        <source>not available</source>
        <translation>不可用</translation>
    </message>
    <message>
        <source>Build cga-bench with the project where the CUDA Toolkit is installed, or set CGA_BENCH to its path.</source>
        <translation>请在装有 CUDA Toolkit 的机器上随项目构建 cga-bench，或将 CGA_BENCH 设为其路径。</translation>
    </message>
    <message>
        <source>Give the folder that holds megatron/ with --megatron-path or the Megatron-Core folder setting on the Benchmark page, or add it to PYTHONPATH.</source>
        <translation>请用 --megatron-path 或基准测试页面的 Megatron-Core 文件夹设置给出包含 megatron/ 的文件夹，或将其加入 PYTHONPATH。</translation>
    </message>
    <message>
        <source>The check did not answer within %1 s.</source>
        <translation>检查在 %1 秒内没有应答。</translation>
    </message>
    <message>
        <source>An import may hang (a slow network file system, a broken installation); run this in a shell to see where it stops: %1</source>
        <translation>某个导入可能挂起（网络文件系统很慢，或安装已损坏）；请在终端中运行以下命令查看停在哪里：%1</translation>
    </message>
    <message>
        <source>PyTorch does not import in this Python.</source>
        <translation>此 Python 无法导入 PyTorch。</translation>
    </message>
    <message>
        <source>PyTorch imports, but Megatron-Core does not.</source>
        <translation>PyTorch 可以导入，但 Megatron-Core 不行。</translation>
    </message>
    <message>
        <source>Give the folder that holds megatron/ (a Megatron-LM checkout) with --megatron-path or the Megatron-Core folder setting on the Benchmark page, or add it to PYTHONPATH.</source>
        <translation>请用 --megatron-path 或基准测试页面的 Megatron-Core 文件夹设置给出包含 megatron/ 的文件夹（Megatron-LM 检出目录），或将其加入 PYTHONPATH。</translation>
    </message>
    <message>
        <source>PyTorch imports but sees no CUDA GPU (a CPU-only PyTorch, no driver, or CUDA_VISIBLE_DEVICES hides the GPUs).</source>
        <translation>PyTorch 可以导入，但看不到 CUDA GPU（仅 CPU 版 PyTorch、没有驱动，或 CUDA_VISIBLE_DEVICES 隐藏了 GPU）。</translation>
    </message>
    <message>
        <source>cga-bench finds no CUDA GPU (no GPU, no driver, or CUDA_VISIBLE_DEVICES hides the GPUs).</source>
        <translation>cga-bench 找不到 CUDA GPU（没有 GPU、没有驱动，或 CUDA_VISIBLE_DEVICES 隐藏了 GPU）。</translation>
    </message>
    <message>
        <source>Check that nvidia-smi lists the GPU and that this PyTorch is a CUDA build (torch.version.cuda is set).</source>
        <translation>请确认 nvidia-smi 能列出 GPU，且此 PyTorch 是 CUDA 版本（torch.version.cuda 有值）。</translation>
    </message>
    <message>
        <source>Check that nvidia-smi lists the GPU.</source>
        <translation>请确认 nvidia-smi 能列出 GPU。</translation>
    </message>
    <message>
        <source>Megatron-Core imports, so its check-only validation still works.</source>
        <translation>Megatron-Core 可以导入，因此仅检查模式的校验仍然可用。</translation>
    </message>
    <message>
        <source>The check could not run.</source>
        <translation>检查无法运行。</translation>
    </message>
    <message>
        <source>The check failed: %1</source>
        <translation>检查失败：%1</translation>
    </message>
    <message>
        <source>Run this in a shell to see the error: %1</source>
        <translation>请在终端中运行以下命令查看错误：%1</translation>
    </message>
</context>
<context>
    <name>cga::SbatchEmitter</name>
    <message>
        <source>--%1 &apos;%2&apos; cannot go into an #SBATCH line (sbatch reads those without a shell): use letters, digits and . _ , : @ % + = / - only.</source>
        <translation>--%1 &apos;%2&apos; 不能写入 #SBATCH 行（sbatch 不经过 shell 读取这些行）：只能使用字母、数字和 . _ , : @ % + = / -。</translation>
    </message>
    <message>
        <source>--time &apos;%1&apos; is not a Slurm time such as 01:00:00 or 1-00:00:00.</source>
        <translation>--time &apos;%1&apos; 不是 Slurm 时间格式，例如 01:00:00 或 1-00:00:00。</translation>
    </message>
    <message>
        <source>Nodes and GPUs per node must be at least 1.</source>
        <translation>节点数和每节点 GPU 数至少为 1。</translation>
    </message>
    <message>
        <source>The seed must not be negative.</source>
        <translation>随机种子不能为负数。</translation>
    </message>
    <message>
        <source>CUDA graphs are off in this configuration: both variants run eagerly.</source>
        <translation>此配置关闭了 CUDA 图：两个变体都以 eager 模式运行。</translation>
    </message>
    <message>
        <source>Give the training command that each step runs (for example python scripts/training/run_recipe.py --recipe NAME); only the perf-harness variant has a default.</source>
        <translation>给出每一步运行的训练命令（例如 python scripts/training/run_recipe.py --recipe NAME）；只有性能测试框架变体有默认值。</translation>
    </message>
    <message>
        <source>Eager-against-graph A/B on Slurm</source>
        <translation>在 Slurm 上进行 eager 与图模式的 A/B 对比</translation>
    </message>
    <message>
        <source>Both variants have the same shapes and seed; the eager one is the rollback:</source>
        <translation>两个变体的形状和随机种子相同；eager 的那个就是回滚版本：</translation>
    </message>
    <message>
        <source>The configuration&apos;s environment: exported so the cluster profile cannot override it (exports win over env_vars).</source>
        <translation>配置中的环境变量：已导出，这样集群配置文件就无法覆盖它们（导出的变量优先于 env_vars）。</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>准备</translation>
    </message>
    <message>
        <source>The variants as --config-file overrides.</source>
        <translation>以 --config-file 覆盖形式给出的各个变体。</translation>
    </message>
    <message>
        <source>The task that finishes second charts both logs.</source>
        <translation>第二个完成的任务会为两份日志绘制图表。</translation>
    </message>
    <message>
        <source>Logs: &lt;log dir&gt;/eager.log and &lt;log dir&gt;/graph.log; compare replay iterations after warmup and capture (ADV-06).</source>
        <translation>日志：&lt;log dir&gt;/eager.log 和 &lt;log dir&gt;/graph.log；请比较预热和捕获之后的重放迭代（ADV-06）。</translation>
    </message>
    <message>
        <source>cga report failed; the logs are in</source>
        <translation>cga report 失败；日志位于</translation>
    </message>
    <message>
        <source>Chart the A/B with:</source>
        <translation>用以下命令为 A/B 对比绘制图表：</translation>
    </message>
    <message>
        <source>Submit with sbatch: array task 0 runs eager, 1 runs graph.</source>
        <translation>用 sbatch 提交：数组任务 0 运行 eager，1 运行图模式。</translation>
    </message>
    <message>
        <source>started</source>
        <translation>已开始</translation>
    </message>
    <message>
        <source>log</source>
        <translation>日志</translation>
    </message>
</context>
<context>
    <name>cga::SetValuesCommand</name>
    <message>
        <source>Set %1</source>
        <translation>设置 %1</translation>
    </message>
</context>
<context>
    <name>cga::ShellWords</name>
    <message>
        <source>unterminated single quote</source>
        <translation>单引号未闭合</translation>
    </message>
    <message>
        <source>unterminated double quote</source>
        <translation>双引号未闭合</translation>
    </message>
</context>
<context>
    <name>cga::SlurmError</name>
    <message>
        <source>Slurm is not installed</source>
        <translation>未安装 Slurm</translation>
    </message>
    <message>
        <source>Slurm is not reachable</source>
        <translation>无法连接 Slurm</translation>
    </message>
    <message>
        <source>Invalid partition</source>
        <translation>无效的分区</translation>
    </message>
    <message>
        <source>Invalid account</source>
        <translation>无效的账户</translation>
    </message>
    <message>
        <source>Invalid time limit</source>
        <translation>无效的时间限制</translation>
    </message>
    <message>
        <source>Resources not available</source>
        <translation>资源不可用</translation>
    </message>
    <message>
        <source>Unknown job</source>
        <translation>未知作业</translation>
    </message>
    <message>
        <source>Slurm accounting is disabled</source>
        <translation>Slurm 记账已禁用</translation>
    </message>
    <message>
        <source>Permission denied</source>
        <translation>权限被拒绝</translation>
    </message>
    <message>
        <source>Slurm did not answer</source>
        <translation>Slurm 没有应答</translation>
    </message>
    <message>
        <source>Unexpected answer from Slurm</source>
        <translation>Slurm 的应答不符合预期</translation>
    </message>
    <message>
        <source>Slurm command failed</source>
        <translation>Slurm 命令失败</translation>
    </message>
    <message>
        <source>%1 was not found. Install the Slurm client tools (Debian: slurm-client) or run the tool on a login node of the cluster.</source>
        <translation>找不到 %1。请安装 Slurm 客户端工具（Debian：slurm-client），或在集群的登录节点上运行本工具。</translation>
    </message>
    <message>
        <source>%1 could not reach the Slurm controller: check that this machine is a login node of the cluster, that slurm.conf (or SLURM_CONF) is found and that munge is running.</source>
        <translation>%1 无法连接到 Slurm 控制器：请确认本机是集群的登录节点、能找到 slurm.conf（或 SLURM_CONF），并且 munge 正在运行。</translation>
    </message>
    <message>
        <source>The cluster has no such partition (or you may not use it): pick one that sinfo lists.</source>
        <translation>集群没有这个分区（或您无权使用）：请选择 sinfo 列出的分区。</translation>
    </message>
    <message>
        <source>The account is unknown, or not allowed on this partition: pick one that sacctmgr show assoc lists for you.</source>
        <translation>账户未知，或不允许在此分区上使用：请选择 sacctmgr show assoc 为您列出的账户。</translation>
    </message>
    <message>
        <source>The time limit is not a Slurm time (such as 01:00:00 or 1-00:00:00) or exceeds the partition&apos;s limit.</source>
        <translation>时间限制不是 Slurm 时间格式（例如 01:00:00 或 1-00:00:00），或超出了分区的上限。</translation>
    </message>
    <message>
        <source>The cluster cannot give the requested nodes, GPUs or tasks: lower them, or pick another partition. Use 0 GPUs per node on clusters that do not schedule GPUs as resources.</source>
        <translation>集群无法提供所请求的节点、GPU 或任务：请调低请求，或选择其他分区。在不把 GPU 作为资源调度的集群上，每节点 GPU 数请设为 0。</translation>
    </message>
    <message>
        <source>Slurm does not know this job (any more).</source>
        <translation>Slurm 不知道（或不再知道）这个作业。</translation>
    </message>
    <message>
        <source>This cluster keeps no job accounting (no slurmdbd): finished steps are read from the queue and the logs instead of sacct.</source>
        <translation>此集群不保留作业记账（没有 slurmdbd）：已完成的步骤改从队列和日志读取，而不是从 sacct 读取。</translation>
    </message>
    <message>
        <source>Slurm refused the request: the job may belong to another user.</source>
        <translation>Slurm 拒绝了该请求：该作业可能属于其他用户。</translation>
    </message>
    <message>
        <source>%1 did not answer within %2 s and was stopped; the controller may be overloaded or unreachable.</source>
        <translation>%1 在 %2 秒内没有应答，已被停止；控制器可能过载或无法访问。</translation>
    </message>
    <message>
        <source>%1 answered in an unexpected format: %2</source>
        <translation>%1 的应答格式不符合预期：%2</translation>
    </message>
    <message>
        <source>%1 failed with exit status %2.</source>
        <translation>%1 失败，退出状态为 %2。</translation>
    </message>
</context>
<context>
    <name>cga::SlurmOutput</name>
    <message>
        <source>Pending</source>
        <translation>排队中</translation>
    </message>
    <message>
        <source>Configuring</source>
        <translation>配置中</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <source>Completing</source>
        <translation>即将完成</translation>
    </message>
    <message>
        <source>Suspended</source>
        <translation>已挂起</translation>
    </message>
    <message>
        <source>Requeued</source>
        <translation>已重新排队</translation>
    </message>
    <message>
        <source>Resizing</source>
        <translation>调整大小中</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <source>Completed</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>Time limit reached</source>
        <translation>已达到时间限制</translation>
    </message>
    <message>
        <source>Out of memory</source>
        <translation>内存不足</translation>
    </message>
    <message>
        <source>Node failure</source>
        <translation>节点故障</translation>
    </message>
    <message>
        <source>Preempted</source>
        <translation>被抢占</translation>
    </message>
    <message>
        <source>Boot failure</source>
        <translation>启动失败</translation>
    </message>
    <message>
        <source>Deadline reached</source>
        <translation>已到截止时间</translation>
    </message>
    <message>
        <source>Revoked</source>
        <translation>已撤销</translation>
    </message>
    <message>
        <source>Special exit</source>
        <translation>特殊退出</translation>
    </message>
    <message>
        <source>Ended</source>
        <translation>已结束</translation>
    </message>
    <message>
        <source>Not run</source>
        <translation>未运行</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>sbatch printed no job id.</source>
        <translation>sbatch 没有打印作业 ID。</translation>
    </message>
    <message>
        <source>sbatch printed &apos;%1&apos; instead of a job id.</source>
        <translation>sbatch 打印的是 &apos;%1&apos;，而不是作业 ID。</translation>
    </message>
    <message>
        <source>squeue line %1 is not &apos;job|state|time|reason|start|end|nodes|name&apos;: %2</source>
        <translation>squeue 第 %1 行不是 &apos;job|state|time|reason|start|end|nodes|name&apos; 格式：%2</translation>
    </message>
    <message>
        <source>squeue line %1 has no job state: %2</source>
        <translation>squeue 第 %1 行没有作业状态：%2</translation>
    </message>
    <message>
        <source>squeue line %1 is not &apos;step|time|nodes|name&apos;: %2</source>
        <translation>squeue 第 %1 行不是 &apos;step|time|nodes|name&apos; 格式：%2</translation>
    </message>
    <message>
        <source>sacct line %1 is not &apos;job|state|exit code|elapsed|start|end|nodes|name&apos;: %2</source>
        <translation>sacct 第 %1 行不是 &apos;job|state|exit code|elapsed|start|end|nodes|name&apos; 格式：%2</translation>
    </message>
    <message>
        <source>sacct line %1 has no job id or state: %2</source>
        <translation>sacct 第 %1 行没有作业 ID 或状态：%2</translation>
    </message>
    <message>
        <source>sacct line %1 does not start with a job id: %2</source>
        <translation>sacct 第 %1 行不是以作业 ID 开头：%2</translation>
    </message>
</context>
<context>
    <name>cga::SourceText</name>
    <message>
        <source>Megatron Bridge pull request #%1</source>
        <translation>Megatron Bridge 拉取请求 #%1</translation>
    </message>
    <message>
        <source>Megatron-Core pull request #%1</source>
        <translation>Megatron-Core 拉取请求 #%1</translation>
    </message>
    <message>
        <source>Transformer Engine issue #%1</source>
        <translation>Transformer Engine 问题 #%1</translation>
    </message>
    <message>
        <source>the built-in preset %1, line %2</source>
        <translation>内置预设 %1，第 %2 行</translation>
    </message>
    <message>
        <source>the built-in preset %1</source>
        <translation>内置预设 %1</translation>
    </message>
</context>
<context>
    <name>cga::SpeedupChart</name>
    <message>
        <source>%1 against %2: %3x, 95% interval %4-%5, %6</source>
        <translation>%1 对比 %2：%3 倍，95% 区间 %4-%5，%6</translation>
    </message>
    <message>
        <source>No graphed mode with an eager baseline in these results.</source>
        <translation>这些结果中没有带 eager 基线的图模式。</translation>
    </message>
    <message>
        <source>speedup</source>
        <translation>加速比</translation>
    </message>
    <message>
        <source>Graphed mode</source>
        <translation>图模式</translation>
    </message>
    <message>
        <source>Speedup over eager (median, 95% interval)</source>
        <translation>相对于 eager 的加速比（中位数，95% 区间）</translation>
    </message>
    <message>
        <source>Speedup against eager</source>
        <translation>相对于 eager 的加速比</translation>
    </message>
    <message numerus="yes">
        <source>pays back after %n iteration(s)</source>
        <translation>
            <numerusform>%n 次迭代后收回开销</numerusform>
        </translation>
    </message>
    <message>
        <source>no graph</source>
        <translation>未生成图</translation>
    </message>
    <message>
        <source>no CUDA graph was made: the eager step ran</source>
        <translation>没有生成 CUDA 图：运行的是 eager 步</translation>
    </message>
</context>
<context>
    <name>cga::StartPage</name>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Begin from a recipe that Megatron Bridge ships, or from your own configuration.</source>
        <translation>从 Megatron Bridge 自带的配方或您自己的配置开始。</translation>
    </message>
    <message>
        <source>Presets from Megatron Bridge recipes (double-click or select to load):</source>
        <translation>来自 Megatron Bridge 配方的预设（双击或选中即可加载）：</translation>
    </message>
    <message>
        <source>Search presets: model, GPU, precision, recipe name ...</source>
        <translation>搜索预设：模型、GPU、精度、配方名称……</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>预设</translation>
    </message>
    <message>
        <source>Source recipe</source>
        <translation>源配方</translation>
    </message>
    <message>
        <source>Or start from:</source>
        <translation>或者从以下内容开始：</translation>
    </message>
    <message>
        <source>Bridge YAML file...</source>
        <translation>Bridge YAML 文件...</translation>
    </message>
    <message>
        <source>Perf-harness command...</source>
        <translation>性能测试框架命令...</translation>
    </message>
    <message>
        <source>Megatron-LM arguments...</source>
        <translation>Megatron-LM 参数...</translation>
    </message>
    <message>
        <source>Training log...</source>
        <translation>训练日志...</translation>
    </message>
    <message>
        <source>Blank configuration</source>
        <translation>空白配置</translation>
    </message>
    <message>
        <source>All Bridge recipes: %1</source>
        <translation>Bridge 全部配方：%1</translation>
    </message>
    <message>
        <source>a blank configuration</source>
        <translation>空白配置</translation>
    </message>
    <message>
        <source>Loaded: %1. Press Next to review its workload.</source>
        <translation>已加载：%1。按“下一步”查看其工作负载。</translation>
    </message>
</context>
<context>
    <name>cga::Statistics</name>
    <message>
        <source>faster than eager</source>
        <translation>比 eager 快</translation>
    </message>
    <message>
        <source>slower than eager</source>
        <translation>比 eager 慢</translation>
    </message>
    <message>
        <source>no significant difference</source>
        <translation>没有显著差异</translation>
    </message>
    <message>
        <source>not enough samples</source>
        <translation>样本不足</translation>
    </message>
</context>
<context>
    <name>cga::StepMarkers</name>
    <message>
        <source>whole trace</source>
        <translation>整个 trace</translation>
    </message>
    <message>
        <source>step %1</source>
        <translation>第 %1 步</translation>
    </message>
</context>
<context>
    <name>cga::StepTimeChart</name>
    <message>
        <source>%1, step %2 (%3): %4 ms</source>
        <translation>%1，第 %2 步（%3）：%4 ms</translation>
    </message>
    <message>
        <source>capture (%1)</source>
        <translation>捕获（%1）</translation>
    </message>
    <message>
        <source>No step times in these results.</source>
        <translation>这些结果中没有步时间。</translation>
    </message>
    <message>
        <source>Step (first call, warmup, capture, replay)</source>
        <translation>步（首次调用、预热、捕获、重放）</translation>
    </message>
    <message>
        <source>Step time [ms]</source>
        <translation>步时间 [ms]</translation>
    </message>
    <message>
        <source>Step time per iteration</source>
        <translation>每次迭代的步时间</translation>
    </message>
    <message numerus="yes">
        <source>%1 phase of %2: %3, %n sample(s)</source>
        <translation>
            <numerusform>%2 的%1阶段：%3，%n 个样本</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 phase</source>
        <translation>%1阶段</translation>
    </message>
    <message>
        <source>%1, step %2: capture, instantiation and upload took %3 ms</source>
        <translation>%1，第 %2 步：捕获、实例化和上传耗时 %3 ms</translation>
    </message>
    <message>
        <source>step %1</source>
        <translation>第 %1 步</translation>
    </message>
    <message>
        <source>steps %1-%2</source>
        <translation>第 %1-%2 步</translation>
    </message>
</context>
<context>
    <name>cga::TargetContext</name>
    <message>
        <source>unknown GPU</source>
        <translation>未知 GPU</translation>
    </message>
    <message>
        <source>Unknown GPU &apos;%1&apos;. Use one of %2 or a compute capability such as 9.0.</source>
        <translation>未知 GPU &apos;%1&apos;。请使用 %2 之一，或计算能力（例如 9.0）。</translation>
    </message>
    <message>
        <source>Megatron Bridge recipe (Python)</source>
        <translation>Megatron Bridge 配方（Python）</translation>
    </message>
    <message>
        <source>Megatron Bridge YAML and overrides</source>
        <translation>Megatron Bridge YAML 及覆盖项</translation>
    </message>
    <message>
        <source>Megatron Bridge performance harness</source>
        <translation>Megatron Bridge 性能测试框架</translation>
    </message>
    <message>
        <source>Megatron-LM command line</source>
        <translation>Megatron-LM 命令行</translation>
    </message>
    <message>
        <source>Megatron-Core pinned by Megatron Bridge</source>
        <translation>Megatron Bridge 固定版本的 Megatron-Core</translation>
    </message>
    <message>
        <source>Megatron-Core main branch</source>
        <translation>Megatron-Core 主分支</translation>
    </message>
    <message>
        <source>Megatron-Core before 2026-05-18 (cuda_graph_scope API)</source>
        <translation>2026-05-18 之前的 Megatron-Core（cuda_graph_scope API）</translation>
    </message>
    <message>
        <source>Megatron-Core TransformerConfig built directly</source>
        <translation>直接构造的 Megatron-Core TransformerConfig</translation>
    </message>
</context>
<context>
    <name>cga::TraceByteSource</name>
    <message>
        <source>%1: cannot be read: %2</source>
        <translation>%1：无法读取：%2</translation>
    </message>
    <message>
        <source>%1: the gzip reader could not start</source>
        <translation>%1：无法启动 gzip 读取器</translation>
    </message>
    <message>
        <source>%1: read error: %2</source>
        <translation>%1：读取错误：%2</translation>
    </message>
    <message>
        <source>%1: the gzip data ends early (after %2 compressed bytes): the file is truncated</source>
        <translation>%1：gzip 数据提前结束（在 %2 个压缩字节之后）：文件被截断</translation>
    </message>
    <message>
        <source>%1: the gzip data is damaged near compressed byte %2 (%3)</source>
        <translation>%1：gzip 数据在压缩字节 %2 附近损坏（%3）</translation>
    </message>
</context>
<context>
    <name>cga::TraceEventParser</name>
    <message>
        <source>a string is not terminated</source>
        <translation>字符串没有结束</translation>
    </message>
    <message>
        <source>an illegal escape sequence</source>
        <translation>非法的转义序列</translation>
    </message>
    <message>
        <source>a string is not valid UTF-8</source>
        <translation>字符串不是有效的 UTF-8</translation>
    </message>
    <message>
        <source>an illegal number</source>
        <translation>非法的数字</translation>
    </message>
    <message>
        <source>expected a value</source>
        <translation>此处应为一个值</translation>
    </message>
    <message>
        <source>the event is nested too deeply</source>
        <translation>事件嵌套过深</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or &apos;}&apos;</source>
        <translation>此处应为 &apos;,&apos; 或 &apos;}&apos;</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or &apos;]&apos;</source>
        <translation>此处应为 &apos;,&apos; 或 &apos;]&apos;</translation>
    </message>
    <message>
        <source>expected a member name</source>
        <translation>此处应为成员名</translation>
    </message>
    <message>
        <source>expected &apos;:&apos;</source>
        <translation>此处应为 &apos;:&apos;</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>此处应为一个对象</translation>
    </message>
    <message>
        <source>&quot;%1&quot; appears twice</source>
        <translation>&quot;%1&quot; 出现了两次</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a string</source>
        <translation>&quot;%1&quot; 不是字符串</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number</source>
        <translation>&quot;%1&quot; 不是数字</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is neither a number nor a string</source>
        <translation>&quot;%1&quot; 既不是数字也不是字符串</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an object</source>
        <translation>&quot;%1&quot; 不是对象</translation>
    </message>
</context>
<context>
    <name>cga::TraceEventStream</name>
    <message>
        <source>%1: byte %2: one trace event is larger than %3 MiB; the file is garbled</source>
        <translation>%1：字节 %2：一个 trace 事件大于 %3 MiB；文件已损坏</translation>
    </message>
    <message>
        <source>%1: the trace ends at byte %2 inside a value: the file is truncated</source>
        <translation>%1：trace 在字节 %2 处于一个值的中间结束：文件被截断</translation>
    </message>
    <message>
        <source>%1: byte %2: schemaVersion is not a whole number</source>
        <translation>%1：字节 %2：schemaVersion 不是整数</translation>
    </message>
    <message>
        <source>%1: schemaVersion %2 is unknown (this reader knows PyTorch profiler traces of schemaVersion %3)</source>
        <translation>%1：未知的 schemaVersion %2（本读取器支持 schemaVersion %3 的 PyTorch profiler trace）</translation>
    </message>
    <message>
        <source>%1: byte %2: traceEvents is not an array; not a Chrome trace</source>
        <translation>%1：字节 %2：traceEvents 不是数组；不是 Chrome trace</translation>
    </message>
    <message>
        <source>%1: the trace ends at byte %2 before its closing brace: the file is truncated</source>
        <translation>%1：trace 在字节 %2 处、右花括号之前结束：文件被截断</translation>
    </message>
    <message>
        <source>%1: byte %2: expected %3 but found &apos;%4&apos;; the file is garbled</source>
        <translation>%1：字节 %2：应为 %3，实际为 &apos;%4&apos;；文件已损坏</translation>
    </message>
    <message>
        <source>%1: the file is empty; not a Chrome trace</source>
        <translation>%1：文件为空；不是 Chrome trace</translation>
    </message>
    <message>
        <source>%1: does not start with a JSON object; not a Chrome trace (PyTorch profiler *.pt.trace.json)</source>
        <translation>%1：不以 JSON 对象开头；不是 Chrome trace（PyTorch profiler 的 *.pt.trace.json）</translation>
    </message>
    <message>
        <source>a member name</source>
        <translation>成员名</translation>
    </message>
    <message>
        <source>&apos;,&apos; or &apos;]&apos; between trace events</source>
        <translation>trace 事件之间的 &apos;,&apos; 或 &apos;]&apos;</translation>
    </message>
    <message>
        <source>a trace event object</source>
        <translation>trace 事件对象</translation>
    </message>
    <message>
        <source>%1: byte %2: trace event %3 is not valid JSON (%4); the file is garbled</source>
        <translation>%1：字节 %2：第 %3 个 trace 事件不是合法的 JSON（%4）；文件已损坏</translation>
    </message>
    <message>
        <source>&apos;,&apos; or &apos;}&apos; after a member</source>
        <translation>成员之后的 &apos;,&apos; 或 &apos;}&apos;</translation>
    </message>
    <message>
        <source>%1: a JSON object without traceEvents; not a Chrome trace</source>
        <translation>%1：JSON 对象中没有 traceEvents；不是 Chrome trace</translation>
    </message>
    <message>
        <source>%1: byte %2: trace event %3: %4; the file is garbled</source>
        <translation>%1：字节 %2：trace 事件 %3：%4；文件已损坏</translation>
    </message>
</context>
<context>
    <name>cga::TrainingLogResult</name>
    <message>
        <source>%1: %2 NUL bytes: this looks like a binary file, not a text log.</source>
        <translation>%1：%2 个 NUL 字节：这看起来是二进制文件，而不是文本日志。</translation>
    </message>
    <message>
        <source>%1: %2 line(s) longer than %3 bytes were cut.</source>
        <translation>%1：有 %2 行超过 %3 字节，已被截断。</translation>
    </message>
    <message>
        <source>%1: the last line (%2) has no line end: the log was cut or is still being written.</source>
        <translation>%1：最后一行（%2）没有行尾：日志被截断了，或仍在写入。</translation>
    </message>
    <message>
        <source>%1: no iteration line and no Step Time line: not a Megatron training log, or it stops before the first logged iteration.</source>
        <translation>%1：没有迭代行，也没有 Step Time 行：不是 Megatron 训练日志，或者它在第一条迭代日志之前就结束了。</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n iteration line(s) read, but none gives the time of the step (no &apos;elapsed time per iteration (ms)&apos;, &apos;train_step_timing in s&apos; or &apos;Step Time&apos; value): nothing to report.</source>
        <translation>
            <numerusform>%1：读到 %n 行迭代记录，但没有一行给出步骤耗时（没有 &apos;elapsed time per iteration (ms)&apos;、&apos;train_step_timing in s&apos; 或 &apos;Step Time&apos; 值）：没有可报告的内容。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cga::UndoActions</name>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>撤销 %1(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>重做 %1(&amp;R)</translation>
    </message>
</context>
<context>
    <name>cga::UnicodeText</name>
    <message>
        <source>%1 holds the Unicode noncharacter U+%2, which configuration files cannot store; remove it.</source>
        <translation>%1 含有 Unicode 非字符 U+%2，配置文件无法保存它；请将其删除。</translation>
    </message>
</context>
<context>
    <name>cga::UnsavedChanges</name>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>Save the changes to this configuration before closing?</source>
        <translation>关闭前保存对此配置的更改吗？</translation>
    </message>
    <message>
        <source>Save the changes to this configuration before it is replaced?</source>
        <translation>替换前保存对此配置的更改吗？</translation>
    </message>
    <message>
        <source>Save the changes to %1 before closing?</source>
        <translation>关闭前保存对 %1 的更改吗？</translation>
    </message>
    <message>
        <source>Save the changes to %1 before it is replaced?</source>
        <translation>替换前保存对 %1 的更改吗？</translation>
    </message>
    <message>
        <source>Discard closes without them; Cancel keeps the window open.</source>
        <translation>“放弃”：不保存更改直接关闭；“取消”：保持窗口打开。</translation>
    </message>
    <message>
        <source>Discard loses them; Cancel keeps this configuration and its undo history.</source>
        <translation>“放弃”：丢弃这些更改；“取消”：保留此配置及其撤销历史。</translation>
    </message>
</context>
<context>
    <name>cga::ValueParser</name>
    <message>
        <source>%1 cannot be null; expected %2.</source>
        <translation>%1 不能为 null；应为 %2。</translation>
    </message>
    <message>
        <source>%1 expects true or false, got &apos;%2&apos;.</source>
        <translation>%1 应为 true 或 false，实际为 &apos;%2&apos;。</translation>
    </message>
    <message>
        <source>%1 expects a whole number, got &apos;%2&apos;.</source>
        <translation>%1 应为整数，实际为 &apos;%2&apos;。</translation>
    </message>
    <message>
        <source>%1 expects a number, got &apos;%2&apos;.</source>
        <translation>%1 应为数字，实际为 &apos;%2&apos;。</translation>
    </message>
    <message>
        <source>%1 must be one of %2, got &apos;%3&apos;.</source>
        <translation>%1 必须是 %2 之一，实际为 &apos;%3&apos;。</translation>
    </message>
    <message>
        <source>%1 expects a number or a list of 0/1 such as [1,0,1], got &apos;%2&apos;.</source>
        <translation>%1 应为数字或 0/1 列表（例如 [1,0,1]），实际为 &apos;%2&apos;。</translation>
    </message>
    <message>
        <source>%1: unsupported value &apos;%2&apos;.</source>
        <translation>%1：不支持的值 &apos;%2&apos;。</translation>
    </message>
    <message>
        <source>%1 expects a list of whole numbers, got &apos;%2&apos;.</source>
        <translation>%1 应为整数列表，实际为 &apos;%2&apos;。</translation>
    </message>
    <message>
        <source>%1 expects a single value, not a list.</source>
        <translation>%1 应为单个值，而不是列表。</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not one of %3.</source>
        <translation>%1：&apos;%2&apos; 不是 %3 之一。</translation>
    </message>
</context>
<context>
    <name>cga::WizardStepList</name>
    <message>
        <source>The current step</source>
        <translation>当前步骤</translation>
    </message>
    <message>
        <source>Go back to this step</source>
        <translation>返回此步骤</translation>
    </message>
    <message>
        <source>Reached with Next</source>
        <translation>按“下一步”到达</translation>
    </message>
</context>
<context>
    <name>cga::Workload</name>
    <message>
        <source>unknown workload kind &quot;%1&quot;</source>
        <translation>未知的工作负载类型 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>unknown op profile &quot;%1&quot; (megatron, megatron-local or pytorch)</source>
        <translation>未知的算子配置 &quot;%1&quot;（megatron、megatron-local 或 pytorch）</translation>
    </message>
    <message>
        <source>the model needs at least one layer and a hidden size that is a multiple of 8</source>
        <translation>模型至少需要一层，并且隐藏层大小必须是 8 的倍数</translation>
    </message>
    <message>
        <source>the number of attention heads (%1) must divide the hidden size (%2)</source>
        <translation>注意力头数（%1）必须能整除隐藏层大小（%2）</translation>
    </message>
    <message>
        <source>sequence length, micro-batch size and microbatches must be positive</source>
        <translation>序列长度、微批次大小和微批次数必须为正数</translation>
    </message>
    <message>
        <source>the tensor-parallel size (%1) must divide the heads and the FFN size</source>
        <translation>张量并行规模（%1）必须能整除注意力头数和 FFN 大小</translation>
    </message>
    <message>
        <source>the data type must be bf16 or fp8</source>
        <translation>数据类型必须是 bf16 或 fp8</translation>
    </message>
    <message>
        <source>the number of experts must be 0 (dense) or at least 2</source>
        <translation>专家数必须为 0（稠密）或至少为 2</translation>
    </message>
    <message>
        <source>the router top-k (%1) must be between 1 and the number of experts</source>
        <translation>路由器 top-k（%1）必须介于 1 和专家数之间</translation>
    </message>
    <message>
        <source>the expert-parallel size (%1) must divide the number of experts</source>
        <translation>专家并行规模（%1）必须能整除专家数</translation>
    </message>
    <message>
        <source>no modes to compare</source>
        <translation>没有可比较的模式</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a string</source>
        <translation>&quot;%1&quot; 必须是字符串</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a non-negative integer</source>
        <translation>&quot;%1&quot; 必须是非负整数</translation>
    </message>
    <message>
        <source>%1 is not set; assumed %2</source>
        <translation>%1 未设置；假定为 %2</translation>
    </message>
    <message>
        <source>the sequence length is not set; assumed %1</source>
        <translation>序列长度未设置；假定为 %1</translation>
    </message>
    <message>
        <source>one microbatch per step (the data-parallel size is not known here; set the microbatches per step)</source>
        <translation>每步一个微批次（此处不知道数据并行规模；请设置每步的微批次数）</translation>
    </message>
    <message>
        <source>the vocabulary size is not part of the configuration; assumed %1</source>
        <translation>词表大小不在配置中；假定为 %1</translation>
    </message>
    <message>
        <source>mamba layers are not emulated; the mamba scope is left out</source>
        <translation>不模拟 mamba 层；已略去 mamba 范围</translation>
    </message>
    <message>
        <source>num_query_groups %1 does not divide the %2 attention heads; measured with one group per head</source>
        <translation>num_query_groups %1 不能整除 %2 个注意力头；按每个头一个组测量</translation>
    </message>
    <message>
        <source>the tensor-parallel size %1 does not divide the heads, query groups and FFN; emulated without it</source>
        <translation>张量并行规模 %1 不能整除注意力头数、查询组数和 FFN 大小；按不使用张量并行模拟</translation>
    </message>
    <message>
        <source>the number of query groups (%1) must divide the number of attention heads (%2)</source>
        <translation>查询组数（%1）必须能整除注意力头数（%2）</translation>
    </message>
    <message>
        <source>the tensor-parallel size (%1) must divide the number of query groups (%2)</source>
        <translation>张量并行规模（%1）必须能整除查询组数（%2）</translation>
    </message>
    <message>
        <source>unknown cuda_graph_impl &quot;%1&quot; (transformer_engine, local or full_iteration)</source>
        <translation>未知的 cuda_graph_impl &quot;%1&quot;（应为 transformer_engine、local 或 full_iteration）</translation>
    </message>
</context>
<context>
    <name>cga::WorkloadFacts</name>
    <message>
        <source>with MoE layers</source>
        <translation>含 MoE 层</translation>
    </message>
    <message>
        <source>selective recompute</source>
        <translation>选择性重计算</translation>
    </message>
    <message>
        <source>full recompute</source>
        <translation>完整重计算</translation>
    </message>
    <message>
        <source>CPU offloading</source>
        <translation>CPU 卸载</translation>
    </message>
    <message>
        <source>fine-grained offloading</source>
        <translation>细粒度卸载</translation>
    </message>
    <message>
        <source>packed sequences</source>
        <translation>打包序列</translation>
    </message>
    <message>
        <source>EP overlap</source>
        <translation>EP 重叠</translation>
    </message>
</context>
<context>
    <name>cga::WorkloadKinds</name>
    <message>
        <source>Dense</source>
        <translation>稠密</translation>
    </message>
    <message>
        <source>MoE, dropless</source>
        <translation>MoE，无丢弃</translation>
    </message>
    <message>
        <source>MoE, drop and pad</source>
        <translation>MoE，丢弃并填充</translation>
    </message>
    <message>
        <source>Hybrid Mamba</source>
        <translation>混合 Mamba</translation>
    </message>
    <message>
        <source>Vision-language</source>
        <translation>视觉-语言</translation>
    </message>
</context>
<context>
    <name>cga::WorkloadPage</name>
    <message>
        <source>unset</source>
        <translation>未设置</translation>
    </message>
    <message>
        <source>Change the model kind</source>
        <translation>更改模型类型</translation>
    </message>
    <message>
        <source>Change the precision</source>
        <translation>更改精度</translation>
    </message>
    <message>
        <source>Change the sequence length</source>
        <translation>更改序列长度</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <source>What you train and where: the shapes decide how much launch overhead graphs can remove.</source>
        <translation>训练什么、在哪里训练：形状决定了图能消除多少启动开销。</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Model kind</source>
        <translation>模型类型</translation>
    </message>
    <message>
        <source>Dense transformer</source>
        <translation>稠密 Transformer</translation>
    </message>
    <message>
        <source>MoE, dropless routing</source>
        <translation>MoE，无丢弃路由</translation>
    </message>
    <message>
        <source>MoE, drop-and-pad routing</source>
        <translation>MoE，丢弃并填充路由</translation>
    </message>
    <message>
        <source>Hybrid Mamba (Nemotron-H)</source>
        <translation>混合 Mamba（Nemotron-H）</translation>
    </message>
    <message>
        <source>Vision-language MoE (Qwen3-VL)</source>
        <translation>视觉-语言 MoE（Qwen3-VL）</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>序列长度</translation>
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
        <translation>FP8，当前缩放（tensorwise）</translation>
    </message>
    <message>
        <source>FP8, delayed scaling</source>
        <translation>FP8，延迟缩放</translation>
    </message>
    <message>
        <source>FP8, MXFP8 (Blackwell)</source>
        <translation>FP8，MXFP8（Blackwell）</translation>
    </message>
    <message>
        <source>FP8, sub-channel (blockwise)</source>
        <translation>FP8，子通道（blockwise）</translation>
    </message>
    <message>
        <source>NVFP4 (Blackwell)</source>
        <translation>NVFP4（Blackwell）</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>层数</translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation>隐藏层大小</translation>
    </message>
    <message>
        <source>FFN hidden size</source>
        <translation>FFN 隐藏层大小</translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation>注意力头数</translation>
    </message>
    <message>
        <source>Experts</source>
        <translation>专家数</translation>
    </message>
    <message>
        <source>Experts per token (top-k)</source>
        <translation>每个 token 的专家数（top-k）</translation>
    </message>
    <message>
        <source>MoE layer frequency</source>
        <translation>MoE 层频率</translation>
    </message>
    <message>
        <source>Micro-batch size</source>
        <translation>微批次大小</translation>
    </message>
    <message>
        <source>Global batch size</source>
        <translation>全局批次大小</translation>
    </message>
    <message>
        <source>Tensor parallel</source>
        <translation>张量并行</translation>
    </message>
    <message>
        <source>Pipeline parallel</source>
        <translation>流水线并行</translation>
    </message>
    <message>
        <source>Virtual pipeline stages</source>
        <translation>虚拟流水线阶段数</translation>
    </message>
    <message>
        <source>Context parallel</source>
        <translation>上下文并行</translation>
    </message>
    <message>
        <source>Expert parallel</source>
        <translation>专家并行</translation>
    </message>
    <message>
        <source>Graphs replay exactly the shapes they captured. Keep the sequence length and the micro-batch size fixed for the whole run and pad every sample to the sequence length; nothing checks this before the first replay.</source>
        <translation>图只会按捕获时的形状原样重放。请在整个任务中保持序列长度和微批次大小不变，并将每个样本都填充到序列长度；在第一次重放之前没有任何检查。</translation>
    </message>
    <message>
        <source>Applies to mixture-of-experts models only: set Experts above 1 (or choose an MoE model kind) first.</source>
        <translation>仅适用于混合专家（MoE）模型：请先把“专家数”设为大于 1（或选择 MoE 模型类型）。</translation>
    </message>
</context>
<context>
    <name>cga::YamlEmitter</name>
    <message>
        <source>Bridge&apos;s mixed-precision recipe; sets bf16/fp8/fp4 on the model.</source>
        <translation>Bridge 的混合精度方案；在模型上设置 bf16/fp8/fp4。</translation>
    </message>
    <message>
        <source>No offline packing.</source>
        <translation>不进行离线打包。</translation>
    </message>
    <message>
        <source>yaml-cpp could not write the file: %1</source>
        <translation>yaml-cpp 无法写入文件：%1</translation>
    </message>
    <message>
        <source>Megatron Bridge override file for --config-file</source>
        <translation>用于 --config-file 的 Megatron Bridge 覆盖文件</translation>
    </message>
</context>
<context>
    <name>cga::YamlImporter</name>
    <message>
        <source>the document has more than %1 nodes (counting aliases); refusing to read it.</source>
        <translation>文档的节点数超过 %1 个（包括别名）；拒绝读取。</translation>
    </message>
    <message>
        <source>the top level must be a mapping of config sections (model:, train: ...).</source>
        <translation>顶层必须是由配置节（model:、train: ...）组成的映射。</translation>
    </message>
    <message>
        <source>env_vars must be a mapping of NAME: value.</source>
        <translation>env_vars 必须是 NAME: value 形式的映射。</translation>
    </message>
    <message>
        <source>an environment variable needs a single value.</source>
        <translation>环境变量只能有一个值。</translation>
    </message>
    <message>
        <source>the value is longer than %1 bytes.</source>
        <translation>值的长度超过 %1 字节。</translation>
    </message>
    <message>
        <source>list items must be single values.</source>
        <translation>列表项必须是单个值。</translation>
    </message>
    <message>
        <source>%1 expects %2, not a mapping.</source>
        <translation>%1 应为 %2，而不是映射。</translation>
    </message>
    <message>
        <source>MODEL_ARGS must be a mapping of --flag: value.</source>
        <translation>MODEL_ARGS 必须是 --flag: value 形式的映射。</translation>
    </message>
    <message>
        <source>the document is nested more than %1 levels deep; refusing to parse it.</source>
        <translation>文档的嵌套深度超过 %1 层；拒绝解析。</translation>
    </message>
    <message>
        <source>malformed YAML: %1</source>
        <translation>YAML 格式错误：%1</translation>
    </message>
    <message>
        <source>unexpected YAML structure: %1</source>
        <translation>意外的 YAML 结构：%1</translation>
    </message>
    <message>
        <source>the document expands to more than %1 nodes (through aliases or nesting); refusing to read it.</source>
        <translation>文档展开后超过 %1 个节点（通过别名或嵌套）；拒绝读取。</translation>
    </message>
    <message>
        <source>this key is written twice in the same mapping (first on line %1); YAML keys must be unique, and Megatron Bridge refuses such a file. Keep one of them.</source>
        <translation>同一个映射中此键出现了两次（第一次在第 %1 行）；YAML 的键必须唯一，Megatron Bridge 也会拒绝这样的文件。请只保留其中一个。</translation>
    </message>
    <message>
        <source>(a list or mapping)</source>
        <translation>（一个列表或映射）</translation>
    </message>
</context>
<context>
    <name>cga::cli</name>
    <message>
        <source>Language of the output: en or zh_CN.</source>
        <translation>输出语言：en 或 zh_CN。</translation>
    </message>
    <message>
        <source>Explain a rule: its condition, message, source and fix.</source>
        <translation>解释一条规则：其条件、消息、来源和修复。</translation>
    </message>
    <message>
        <source>A rule id such as MC-22, or &apos;all&apos;.</source>
        <translation>规则 ID，例如 MC-22，或 &apos;all&apos;。</translation>
    </message>
    <message>
        <source>Give a rule id, e.g. cga explain MC-22.</source>
        <translation>请给出规则 ID，例如 cga explain MC-22。</translation>
    </message>
    <message>
        <source>Unknown rule id &apos;%1&apos;. Run &apos;cga explain all&apos; for the list.</source>
        <translation>未知的规则 ID &apos;%1&apos;。运行 &apos;cga explain all&apos; 查看列表。</translation>
    </message>
    <message>
        <source>List the configuration fields the rules read.</source>
        <translation>列出规则读取的配置字段。</translation>
    </message>
    <message>
        <source>type: %1, default: %2</source>
        <translation>类型：%1，默认值：%2</translation>
    </message>
    <message>
        <source>allowed: %1</source>
        <translation>允许的值：%1</translation>
    </message>
    <message>
        <source>rules: %1</source>
        <translation>规则：%1</translation>
    </message>
    <message>
        <source>Usage: cga &lt;command&gt; [options]</source>
        <translation>用法：cga &lt;command&gt; [options]</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>命令：</translation>
    </message>
    <message>
        <source>Run &apos;cga &lt;command&gt; --help&apos; for the options of a command.</source>
        <translation>运行 &apos;cga &lt;command&gt; --help&apos; 查看某个命令的选项。</translation>
    </message>
    <message>
        <source>Unknown command &apos;%1&apos;.</source>
        <translation>未知命令 &apos;%1&apos;。</translation>
    </message>
    <message>
        <source>Target GPU: %1, or a compute capability such as 9.0.</source>
        <translation>目标 GPU：%1，或计算能力（例如 9.0）。</translation>
    </message>
    <message>
        <source>Transformer Engine version, e.g. 2.12.</source>
        <translation>Transformer Engine 版本，例如 2.12。</translation>
    </message>
    <message>
        <source>PyTorch version, e.g. 2.11.</source>
        <translation>PyTorch 版本，例如 2.11。</translation>
    </message>
    <message>
        <source>A variable exported by the launching shell (repeatable); it wins over env_vars.</source>
        <translation>由启动 shell 导出的变量（可重复）；它优先于 env_vars。</translation>
    </message>
    <message>
        <source>Megatron-Core API: pinned (default), head or legacy.</source>
        <translation>Megatron-Core API：pinned（默认）、head 或 legacy。</translation>
    </message>
    <message>
        <source>--%1 expects a version such as 2.12, got &apos;%2&apos;.</source>
        <translation>--%1 需要形如 2.12 的版本号，实际为 &apos;%2&apos;。</translation>
    </message>
    <message>
        <source>--env expects NAME=value, got &apos;%1&apos;.</source>
        <translation>--env 需要 NAME=value，实际为 &apos;%1&apos;。</translation>
    </message>
    <message>
        <source>--profile must be pinned, head or legacy.</source>
        <translation>--profile 必须是 pinned、head 或 legacy。</translation>
    </message>
    <message>
        <source>--front-end must be bridge-python, bridge-yaml, harness or megatron.</source>
        <translation>--front-end 必须是 bridge-python、bridge-yaml、harness 或 megatron。</translation>
    </message>
    <message>
        <source>Check a configuration against every CUDA-graph rule.</source>
        <translation>依据全部 CUDA 图规则检查配置。</translation>
    </message>
    <message>
        <source>A Hydra override (repeatable).</source>
        <translation>一个 Hydra 覆盖项（可重复）。</translation>
    </message>
    <message>
        <source>A perf-harness command line (run_script.py ...).</source>
        <translation>性能测试框架命令行（run_script.py ...）。</translation>
    </message>
    <message>
        <source>Megatron-LM arguments (--cuda-graph-impl ...).</source>
        <translation>Megatron-LM 参数（--cuda-graph-impl ...）。</translation>
    </message>
    <message>
        <source>Output format: text or json.</source>
        <translation>输出格式：text 或 json。</translation>
    </message>
    <message>
        <source>Leave out advisory (ADV-*) diagnostics.</source>
        <translation>省略建议性（ADV-*）诊断。</translation>
    </message>
    <message>
        <source>Unknown format &apos;%1&apos;; use text or json.</source>
        <translation>未知格式 &apos;%1&apos;；请使用 text 或 json。</translation>
    </message>
    <message>
        <source>error: %1</source>
        <translation>错误：%1</translation>
    </message>
    <message>
        <source>Target: %1, %2, %3</source>
        <translation>目标：%1，%2，%3</translation>
    </message>
    <message>
        <source>Show what the tool does on the shipped examples.</source>
        <translation>在自带的示例上演示本工具的功能。</translation>
    </message>
    <message>
        <source>CUDA Graph Assistant checks a Megatron Bridge / Megatron-Core training configuration against every CUDA-graph rule before you spend cluster time, and explains each problem with a fix.</source>
        <translation>CUDA 图助手会在您花费集群时间之前，依据全部 CUDA 图规则检查 Megatron Bridge / Megatron-Core 训练配置，并逐一解释每个问题、给出修复方法。</translation>
    </message>
    <message>
        <source>The example %1 is missing from this build.</source>
        <translation>此版本中缺少示例 %1。</translation>
    </message>
    <message>
        <source>Next steps:</source>
        <translation>后续步骤：</translation>
    </message>
    <message>
        <source>Find known CUDA-graph failures in training logs.</source>
        <translation>在训练日志中查找已知的 CUDA 图故障。</translation>
    </message>
    <message>
        <source>Reads Megatron Bridge / Megatron-LM training logs (one file or one per rank) and reports the known failure signatures with their pain point, the matching rule, the evidence lines and the fix. Exit status: 0 no error finding, 1 at least one error finding, 2 a file could not be read.</source>
        <translation>读取 Megatron Bridge / Megatron-LM 训练日志（一个文件或每个 rank 一个），报告已知的故障特征及其症结、对应的规则、证据行和修复方法。退出状态：0 表示没有错误类发现，1 表示至少有一个错误类发现，2 表示无法读取某个文件。</translation>
    </message>
    <message>
        <source>Log files.</source>
        <translation>日志文件。</translation>
    </message>
    <message>
        <source>cuda_graph_warmup_steps of the run, when the log does not print it (default 3).</source>
        <translation>日志未打印时，该任务的 cuda_graph_warmup_steps（默认 3）。</translation>
    </message>
    <message>
        <source>cuda_graph_impl of the run, when the log does not show it.</source>
        <translation>日志未显示时，该任务的 cuda_graph_impl。</translation>
    </message>
    <message>
        <source>Evidence lines per finding (default 3).</source>
        <translation>每项发现的证据行数（默认 3）。</translation>
    </message>
    <message>
        <source>Nothing to diagnose: give one or more log files.</source>
        <translation>没有可诊断的内容：请给出一个或多个日志文件。</translation>
    </message>
    <message>
        <source>No known failure signature found in %1.</source>
        <translation>在 %1 中没有找到已知的故障特征。</translation>
    </message>
    <message>
        <source>%1 finding(s): %2 error(s), %3 warning(s).</source>
        <translation>%1 项发现：%2 个错误，%3 个警告。</translation>
    </message>
    <message>
        <source>ranks %1, %2 line(s)</source>
        <translation>rank %1，%2 行</translation>
    </message>
    <message>
        <source>%1 line(s)</source>
        <translation>%1 行</translation>
    </message>
    <message>
        <source>fix: %1</source>
        <translation>修复：%1</translation>
    </message>
    <message>
        <source>Numbers (and charts) of benchmark results and training logs.</source>
        <translation>基准测试结果和训练日志的数据（及图表）。</translation>
    </message>
    <message>
        <source>Reads benchmark results (JSON), Megatron training logs and Megatron-LM golden values (golden_values_*.json) and prints per-mode medians, IQR, phases, capture cost and the speedup of graphed modes over the eager one. Exit status: 0 done, 2 an input could not be read or holds nothing to report, or a chart could not be written.</source>
        <translation>读取基准测试结果（JSON）、Megatron 训练日志和 Megatron-LM 的 golden values（golden_values_*.json），打印各模式的中位数、IQR、各阶段、捕获开销，以及图模式相对于 eager 模式的加速比。退出状态：0 表示完成，2 表示无法读取某个输入、输入中没有可报告的内容，或无法写入图表。</translation>
    </message>
    <message>
        <source>Training logs, result JSON files or golden values.</source>
        <translation>训练日志、结果 JSON 文件或 golden values 文件。</translation>
    </message>
    <message>
        <source>Write the raw samples as CSV (&apos;-&apos; for stdout).</source>
        <translation>将原始样本写为 CSV（&apos;-&apos; 表示标准输出）。</translation>
    </message>
    <message>
        <source>Write the charts as PNG.</source>
        <translation>将图表写为 PNG。</translation>
    </message>
    <message>
        <source>Write the charts as PDF.</source>
        <translation>将图表写为 PDF。</translation>
    </message>
    <message>
        <source>Training logs: cuda_graph_warmup_steps when the log does not print it (default 3).</source>
        <translation>训练日志：日志未打印时的 cuda_graph_warmup_steps（默认 3）。</translation>
    </message>
    <message>
        <source>Training logs: cuda_graph_impl when the log does not show it (none for an eager run).</source>
        <translation>训练日志：日志未显示时的 cuda_graph_impl（eager 任务为 none）。</translation>
    </message>
    <message>
        <source>Training logs: logger.log_interval when the log does not print it.</source>
        <translation>训练日志：日志未打印时的 logger.log_interval。</translation>
    </message>
    <message>
        <source>Nothing to report: give result JSON files or logs.</source>
        <translation>没有可报告的内容：请给出结果 JSON 文件或日志。</translation>
    </message>
    <message>
        <source>error: %1: charts need the GUI build (cga with the chart views); this build writes text, JSON and CSV only.</source>
        <translation>错误：%1：图表需要 GUI 版本（带图表视图的 cga）；此版本只能输出文本、JSON 和 CSV。</translation>
    </message>
    <message>
        <source>eager</source>
        <translation>eager</translation>
    </message>
    <message>
        <source>graphed</source>
        <translation>图模式</translation>
    </message>
    <message>
        <source>graphed: %1</source>
        <translation>图模式：%1</translation>
    </message>
    <message>
        <source>warmup steps %1, log interval %2</source>
        <translation>预热步 %1，日志间隔 %2</translation>
    </message>
    <message>
        <source>phase</source>
        <translation>阶段</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>median ms</source>
        <translation>中位数 ms</translation>
    </message>
    <message>
        <source>IQR ms</source>
        <translation>IQR ms</translation>
    </message>
    <message>
        <source>min ms</source>
        <translation>最小值 ms</translation>
    </message>
    <message>
        <source>max ms</source>
        <translation>最大值 ms</translation>
    </message>
    <message>
        <source>%1 ms printed or measured</source>
        <translation>打印/测得 %1 ms</translation>
    </message>
    <message>
        <source>capture iteration %1 ms</source>
        <translation>捕获迭代 %1 ms</translation>
    </message>
    <message>
        <source>one-time cost %1 ms</source>
        <translation>一次性开销 %1 ms</translation>
    </message>
    <message>
        <source>capture: %1</source>
        <translation>捕获：%1</translation>
    </message>
    <message>
        <source>graphable layers: %1</source>
        <translation>可捕获的层：%1</translation>
    </message>
    <message>
        <source>peak memory: %1 GB</source>
        <translation>峰值显存：%1 GB</translation>
    </message>
    <message>
        <source>Speedup (steady-state medians):</source>
        <translation>加速比（稳态中位数）：</translation>
    </message>
    <message>
        <source>%1 vs %2: %3x (%4 ms -&gt; %5 ms, %6 ms saved per iteration)</source>
        <translation>%1 对比 %2：%3 倍（%4 ms -&gt; %5 ms，每次迭代节省 %6 ms）</translation>
    </message>
    <message>
        <source>, capture paid back after %1 iterations</source>
        <translation>，捕获开销在 %1 次迭代后收回</translation>
    </message>
    <message>
        <source>Warnings:</source>
        <translation>警告：</translation>
    </message>
    <message>
        <source>Run the eager-against-graph A/B on a Slurm cluster.</source>
        <translation>在 Slurm 集群上运行 eager 与图模式的 A/B 对比。</translation>
    </message>
    <message>
        <source>Unknown cluster command &apos;%1&apos;.</source>
        <translation>未知的 cluster 命令 &apos;%1&apos;。</translation>
    </message>
    <message>
        <source>Usage: cga cluster &lt;submit|status|list|cancel|collect&gt; [options]

  submit   write the A/B batch script, show it with the resources, submit it with sbatch (needs --yes)
  status   follow a job (squeue/sacct, with back-off) until it ends
  list     the jobs submitted from this machine
  cancel   cancel a job (scancel)
  collect  read the step logs: eager against replay, and the diagnosis of failed steps

Run &apos;cga cluster &lt;command&gt; --help&apos; for its options.
</source>
        <translation>用法：cga cluster &lt;submit|status|list|cancel|collect&gt; [options]

  submit   写出 A/B 批处理脚本，连同所请求的资源一起显示，并用 sbatch 提交（需要 --yes）
  status   跟踪一个作业（squeue/sacct，带退避）直到其结束
  list     列出从本机提交的作业
  cancel   取消一个作业（scancel）
  collect  读取步骤日志：eager 与重放对比，以及失败步骤的诊断

运行 &apos;cga cluster &lt;command&gt; --help&apos; 查看其选项。
</translation>
    </message>
    <message>
        <source>Folder of the job list (default: %1).</source>
        <translation>作业列表所在的文件夹（默认：%1）。</translation>
    </message>
    <message>
        <source>Folder with sbatch, squeue, sacct and scancel (default: PATH).</source>
        <translation>sbatch、squeue、sacct 和 scancel 所在的文件夹（默认：PATH）。</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <source>Give one job id (cga cluster list shows them).</source>
        <translation>请给出一个作业 ID（cga cluster list 会列出它们）。</translation>
    </message>
    <message>
        <source>Job %1 is not in the job list %2: jobs submitted with cga cluster submit or the GUI are listed by cga cluster list.</source>
        <translation>作业 %1 不在作业列表 %2 中：用 cga cluster submit 或 GUI 提交的作业可由 cga cluster list 列出。</translation>
    </message>
    <message>
        <source>Writes the A/B batch script for a preset (eager baseline = its rollback, graph = the preset; same shapes and seed), shows it with the resources requested, and submits it with sbatch when --yes is given. Values not given are the ones used last time. Exit status: 0 submitted (with --follow: completed), 1 not submitted without --yes (or the followed job failed), 2 bad input, 3 Slurm refused or is not reachable.</source>
        <translation>为某个预设写出 A/B 批处理脚本（eager 基线 = 其回滚版本，图模式 = 该预设；形状和随机种子相同），连同所请求的资源一起显示，并在给出 --yes 时用 sbatch 提交。未给出的值沿用上次的设置。退出状态：0 表示已提交（使用 --follow 时表示已完成），1 表示因没有 --yes 而未提交（或所跟踪的作业失败），2 表示输入有误，3 表示 Slurm 拒绝或无法连接。</translation>
    </message>
    <message>
        <source>Forget the remembered setup commands.</source>
        <translation>忘记记住的准备命令。</translation>
    </message>
    <message>
        <source>Submit without asking.</source>
        <translation>不经询问直接提交。</translation>
    </message>
    <message>
        <source>After submitting, follow the job like status.</source>
        <translation>提交后像 status 一样跟踪该作业。</translation>
    </message>
    <message>
        <source>--variants must be harness, config-file or hydra.</source>
        <translation>--variants 必须是 harness、config-file 或 hydra。</translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>注意：%1</translation>
    </message>
    <message>
        <source>Batch script (%1):</source>
        <translation>批处理脚本（%1）：</translation>
    </message>
    <message>
        <source>Resources requested:</source>
        <translation>请求的资源：</translation>
    </message>
    <message>
        <source>Command: %1</source>
        <translation>命令：%1</translation>
    </message>
    <message>
        <source>Not submitted: check the script and the resources above, then run the same command with --yes.</source>
        <translation>未提交：请检查上面的脚本和资源，然后加上 --yes 运行同样的命令。</translation>
    </message>
    <message>
        <source>Submitted job %1; logs in %2</source>
        <translation>已提交作业 %1；日志位于 %2</translation>
    </message>
    <message>
        <source>Job %1 completed; cga cluster collect %1 reads its logs.</source>
        <translation>作业 %1 已完成；cga cluster collect %1 可读取其日志。</translation>
    </message>
    <message>
        <source>cga cluster collect %1 diagnoses the failed steps.</source>
        <translation>cga cluster collect %1 可诊断失败的步骤。</translation>
    </message>
    <message>
        <source>Follows a job with squeue and sacct, polling less often while nothing changes, and prints a line per change until it ends. Exit status: 0 completed (or --once), 1 failed or cancelled, 2 bad input, 3 Slurm not installed.</source>
        <translation>用 squeue 和 sacct 跟踪一个作业，状态不变时逐渐降低轮询频率，每次变化打印一行，直到作业结束。退出状态：0 表示已完成（或使用了 --once），1 表示失败或已取消，2 表示输入有误，3 表示未安装 Slurm。</translation>
    </message>
    <message>
        <source>The job id.</source>
        <translation>作业 ID。</translation>
    </message>
    <message>
        <source>Poll once, print, exit.</source>
        <translation>轮询一次，打印，然后退出。</translation>
    </message>
    <message>
        <source>Longest wait between polls in seconds (default 60).</source>
        <translation>两次轮询之间的最长等待时间，单位为秒（默认 60）。</translation>
    </message>
    <message>
        <source>Lists the submitted jobs, newest first, with the last state seen (cga cluster status refreshes it).</source>
        <translation>列出已提交的作业（最新的在前）及最后看到的状态（cga cluster status 会刷新它）。</translation>
    </message>
    <message>
        <source>Cancels a job with scancel. Exit status: 0 requested, 2 bad input, 3 Slurm refused.</source>
        <translation>用 scancel 取消一个作业。退出状态：0 表示已请求，2 表示输入有误，3 表示 Slurm 拒绝。</translation>
    </message>
    <message>
        <source>Cancellation of job %1 requested.</source>
        <translation>已请求取消作业 %1。</translation>
    </message>
    <message>
        <source>Reads the job&apos;s step logs: median step time per phase of eager and graph, the speedup of replay over eager, and the failure diagnosis of the steps that did not complete. Exit status: 0 read, 1 a step failed with a known error, 2 bad input or no log could be read.</source>
        <translation>读取作业的步骤日志：eager 和图模式各阶段的步时间中位数、重放相对于 eager 的加速比，以及未完成步骤的故障诊断。退出状态：0 表示已读取，1 表示某个步骤因已知错误而失败，2 表示输入有误或无法读取任何日志。</translation>
    </message>
    <message>
        <source>Use the last state seen instead of asking Slurm first.</source>
        <translation>使用最后看到的状态，而不是先询问 Slurm。</translation>
    </message>
    <message>
        <source>job %1 %2 %3</source>
        <translation>作业 %1 %2 %3</translation>
    </message>
    <message>
        <source>No cluster jobs yet.</source>
        <translation>还没有集群作业。</translation>
    </message>
    <message>
        <source>JOB</source>
        <translation>作业</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>STATE</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>SUBMITTED (UTC)</source>
        <translation>提交时间 (UTC)</translation>
    </message>
    <message>
        <source>EAGER</source>
        <translation>EAGER</translation>
    </message>
    <message>
        <source>GRAPH</source>
        <translation>图模式</translation>
    </message>
    <message>
        <source>LOGS</source>
        <translation>日志</translation>
    </message>
    <message>
        <source>Logs: %1</source>
        <translation>日志：%1</translation>
    </message>
    <message>
        <source>Median step time per phase (ms):</source>
        <translation>各阶段步时间中位数（ms）：</translation>
    </message>
    <message>
        <source>graph</source>
        <translation>图模式</translation>
    </message>
    <message>
        <source>  capture iteration: %1 ms</source>
        <translation>  捕获迭代：%1 ms</translation>
    </message>
    <message>
        <source>Speedup of replay over eager: %1x (%2 ms -&gt; %3 ms, %4 ms saved per iteration)</source>
        <translation>重放相对于 eager 的加速比：%1 倍（%2 ms -&gt; %3 ms，每次迭代节省 %4 ms）</translation>
    </message>
    <message>
        <source>The capture pays for itself after %1 iterations.</source>
        <translation>捕获开销在 %1 次迭代后收回。</translation>
    </message>
    <message>
        <source>No speedup: one of the steps has no steady iterations.</source>
        <translation>没有加速：其中一个步骤没有稳态迭代。</translation>
    </message>
    <message>
        <source>No iteration was read from the step logs.</source>
        <translation>没有从步骤日志中读到任何迭代。</translation>
    </message>
    <message>
        <source>Diagnosis of %1:</source>
        <translation>%1 的诊断：</translation>
    </message>
    <message>
        <source>  no known failure signature found</source>
        <translation>  没有找到已知的故障特征</translation>
    </message>
    <message>
        <source>Write a configuration as Python, YAML, Hydra, harness, Megatron-LM, env, sbatch or rollback.</source>
        <translation>将配置写成 Python、YAML、Hydra、性能测试框架、Megatron-LM、环境变量、sbatch 或回滚格式。</translation>
    </message>
    <message>
        <source>Writes a preset or configuration file in one format, spelled for the Megatron-Core profile. Nothing is written when the configuration has an error: the diagnostics are printed and the exit status is 1. Exit status 2: bad options or unreadable input.</source>
        <translation>以一种格式写出预设或配置文件，写法遵循所选的 Megatron-Core 配置档。配置有错误时不写入任何内容：打印诊断信息，退出状态为 1。退出状态 2：选项错误或输入无法读取。</translation>
    </message>
    <message>
        <source>python, yaml, hydra, harness, megatron, env, sbatch or rollback.</source>
        <translation>python、yaml、hydra、harness、megatron、env、sbatch 或 rollback。</translation>
    </message>
    <message>
        <source>Write to this file (atomically) instead of stdout.</source>
        <translation>写入此文件（原子写入），而不是标准输出。</translation>
    </message>
    <message>
        <source>The format of the rollback variant (default yaml).</source>
        <translation>回滚变体的格式（默认 yaml）。</translation>
    </message>
    <message>
        <source>Leave out explanatory comments.</source>
        <translation>省略解释性注释。</translation>
    </message>
    <message>
        <source>sbatch: partition.</source>
        <translation>sbatch：分区。</translation>
    </message>
    <message>
        <source>sbatch: account.</source>
        <translation>sbatch：账户。</translation>
    </message>
    <message>
        <source>sbatch: nodes (default: the preset&apos;s GPUs).</source>
        <translation>sbatch：节点数（默认：按预设的 GPU 数）。</translation>
    </message>
    <message>
        <source>sbatch: GPUs per node (default: by GPU).</source>
        <translation>sbatch：每节点 GPU 数（默认：按 GPU 型号）。</translation>
    </message>
    <message>
        <source>sbatch: time limit.</source>
        <translation>sbatch：时间限制。</translation>
    </message>
    <message>
        <source>sbatch: job name.</source>
        <translation>sbatch：作业名称。</translation>
    </message>
    <message>
        <source>sbatch: container image (srun --container-image).</source>
        <translation>sbatch：容器镜像（srun --container-image）。</translation>
    </message>
    <message>
        <source>sbatch: container mounts.</source>
        <translation>sbatch：容器挂载。</translation>
    </message>
    <message>
        <source>sbatch: a command run before the steps (repeatable), split into words like a shell does.</source>
        <translation>sbatch：在各步骤之前运行的命令（可重复），像 shell 一样拆分成词。</translation>
    </message>
    <message>
        <source>sbatch: the training command each step runs (default for the harness variants: python scripts/performance/run_script.py).</source>
        <translation>sbatch：每个步骤运行的训练命令（性能测试框架变体的默认值：python scripts/performance/run_script.py）。</translation>
    </message>
    <message>
        <source>sbatch: how the variants are passed: config-file, hydra or harness (default: harness for presets that name a perf recipe, else config-file).</source>
        <translation>sbatch：变体的传递方式：config-file、hydra 或 harness（默认：对指定了性能配方的预设使用 harness，否则使用 config-file）。</translation>
    </message>
    <message>
        <source>sbatch: log folder.</source>
        <translation>sbatch：日志文件夹。</translation>
    </message>
    <message>
        <source>sbatch: a two-task job array instead of two steps.</source>
        <translation>sbatch：使用包含两个任务的作业数组，而不是两个步骤。</translation>
    </message>
    <message>
        <source>sbatch: rng.seed for both.</source>
        <translation>sbatch：两者共用的 rng.seed。</translation>
    </message>
    <message>
        <source>Unknown format &apos;%1&apos;; use one of %2.</source>
        <translation>未知格式 &apos;%1&apos;；请使用 %2 之一。</translation>
    </message>
    <message>
        <source>--rollback-as must be python, yaml, hydra, harness, megatron or env.</source>
        <translation>--rollback-as 必须是 python、yaml、hydra、harness、megatron 或 env。</translation>
    </message>
    <message>
        <source>Wrote %1 (suggested name: %2).</source>
        <translation>已写入 %1（建议的文件名：%2）。</translation>
    </message>
    <message>
        <source>--%1 expects a whole number, got &apos;%2&apos;.</source>
        <translation>--%1 需要一个整数，实际为 &apos;%2&apos;。</translation>
    </message>
    <message>
        <source>--variants must be config-file, hydra or harness.</source>
        <translation>--variants 必须是 config-file、hydra 或 harness。</translation>
    </message>
    <message>
        <source>A preset id (cga presets) or a YAML file (a preset or any Megatron Bridge YAML).</source>
        <translation>预设 ID（见 cga presets）或 YAML 文件（预设或任何 Megatron Bridge YAML）。</translation>
    </message>
    <message>
        <source>Start from a preset id or a YAML file instead of a typical configuration of the kind.</source>
        <translation>从预设 ID 或 YAML 文件开始，而不是从该类型的典型配置开始。</translation>
    </message>
    <message>
        <source>Change a field, as a Hydra override (repeatable): model.cuda_graph_warmup_steps=2, env_vars.NAME=value.</source>
        <translation>以 Hydra 覆盖项的形式修改一个字段（可重复）：model.cuda_graph_warmup_steps=2、env_vars.NAME=value。</translation>
    </message>
    <message>
        <source>--set: %1</source>
        <translation>--set：%1</translation>
    </message>
    <message>
        <source>List the presets built from Megatron Bridge recipes.</source>
        <translation>列出根据 Megatron Bridge 配方构建的预设。</translation>
    </message>
    <message>
        <source>Lists the presets: Megatron Bridge recipes that enable CUDA graphs and their eager baselines, with the source recipe each one comes from. Use an id with cga generate --preset or cga recommend --preset.</source>
        <translation>列出预设：启用 CUDA 图的 Megatron Bridge 配方及其 eager 基线，并注明各自来源的配方。可将 ID 用于 cga generate --preset 或 cga recommend --preset。</translation>
    </message>
    <message>
        <source>Only this model family (e.g. &quot;Llama 3&quot;).</source>
        <translation>只列出此模型系列（例如 &quot;Llama 3&quot;）。</translation>
    </message>
    <message>
        <source>Only this GPU (e.g. h100).</source>
        <translation>只列出此 GPU（例如 h100）。</translation>
    </message>
    <message>
        <source>Only this kind: %1.</source>
        <translation>只列出此类型：%1。</translation>
    </message>
    <message>
        <source>--kind must be one of %1.</source>
        <translation>--kind 必须是 %1 之一。</translation>
    </message>
    <message>
        <source>source: %1</source>
        <translation>来源：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n preset(s); * = the default.</source>
        <translation>
            <numerusform>%n 个预设；* = 默认。</numerusform>
        </translation>
    </message>
    <message>
        <source>Next: cga generate --preset ID --format yaml</source>
        <translation>下一步：cga generate --preset ID --format yaml</translation>
    </message>
    <message>
        <source>Propose CUDA-graph settings for a workload, with reasons.</source>
        <translation>为工作负载建议 CUDA 图设置，并说明理由。</translation>
    </message>
    <message>
        <source>Proposes cuda_graph_impl, scopes, warmup and the settings they need for a workload, following the skill&apos;s quick decision, the newer evidence-gated guidance and the shipped recipes. Every proposal is validated; rejected candidates are listed with the rules that reject them. With --preset the workload facts are read from the configuration and the options below change them.</source>
        <translation>按照 skill 文档的快速决策、较新的以证据为准的指南以及自带的配方，为工作负载建议 cuda_graph_impl、捕获范围、预热及其所需的设置。每条建议都经过校验；被否决的候选会连同否决它们的规则一起列出。使用 --preset 时，工作负载特征从配置中读取，下面的选项可修改它们。</translation>
    </message>
    <message>
        <source>Workload kind: %1.</source>
        <translation>工作负载类型：%1。</translation>
    </message>
    <message>
        <source>The hybrid model has MoE layers.</source>
        <translation>该混合模型含有 MoE 层。</translation>
    </message>
    <message>
        <source>Activation recompute: none, selective or full.</source>
        <translation>激活重计算：none、selective 或 full。</translation>
    </message>
    <message>
        <source>Selective recompute modules, comma-separated.</source>
        <translation>选择性重计算的模块，用逗号分隔。</translation>
    </message>
    <message>
        <source>Offloading: none, cpu or fine-grained.</source>
        <translation>卸载：none、cpu 或 fine-grained。</translation>
    </message>
    <message>
        <source>Offline packed sequences (SFT).</source>
        <translation>离线打包序列（SFT）。</translation>
    </message>
    <message>
        <source>Expert-parallel all-to-all overlap.</source>
        <translation>专家并行 all-to-all 重叠。</translation>
    </message>
    <message>
        <source>bf16, fp8cs, fp8mx, fp8sc or nvfp4.</source>
        <translation>bf16、fp8cs、fp8mx、fp8sc 或 nvfp4。</translation>
    </message>
    <message>
        <source>An eager profile shows host/launch gaps (the newer guidance&apos;s precondition).</source>
        <translation>eager 的性能分析显示存在主机/启动空隙（较新指南的前提条件）。</translation>
    </message>
    <message>
        <source>Give --kind (%1) or --preset NAME|FILE.yaml.</source>
        <translation>请给出 --kind（%1）或 --preset NAME|FILE.yaml。</translation>
    </message>
    <message>
        <source>Workload: %1</source>
        <translation>工作负载：%1</translation>
    </message>
    <message>
        <source>Starting from: %1</source>
        <translation>起点：%1</translation>
    </message>
    <message>
        <source>Proposal: cuda_graph_impl=%1</source>
        <translation>建议：cuda_graph_impl=%1</translation>
    </message>
    <message>
        <source>Changes:</source>
        <translation>修改：</translation>
    </message>
    <message>
        <source>Why:</source>
        <translation>理由：</translation>
    </message>
    <message>
        <source>Alternatives:</source>
        <translation>备选方案：</translation>
    </message>
    <message>
        <source>rejected by %1</source>
        <translation>被 %1 否决</translation>
    </message>
    <message>
        <source>Write it: cga generate --preset %1 %2 --format yaml</source>
        <translation>写出配置：cga generate --preset %1 %2 --format yaml</translation>
    </message>
    <message>
        <source>--recompute must be none, selective or full.</source>
        <translation>--recompute 必须是 none、selective 或 full。</translation>
    </message>
    <message>
        <source>--offload must be none, cpu or fine-grained.</source>
        <translation>--offload 必须是 none、cpu 或 fine-grained。</translation>
    </message>
    <message>
        <source>--precision must be one of %1.</source>
        <translation>--precision 必须是 %1 之一。</translation>
    </message>
    <message>
        <source>GPU: %1 (%2 SMs), driver %3, runtime %4</source>
        <translation>GPU：%1（%2 个 SM），驱动 %3，运行时 %4</translation>
    </message>
    <message>
        <source>Framework overhead: %1</source>
        <translation>框架开销：%1</translation>
    </message>
    <message>
        <source>Clocks: start %1; end %2</source>
        <translation>时钟：开始时 %1；结束时 %2</translation>
    </message>
    <message>
        <source>mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>samples</source>
        <translation>样本数</translation>
    </message>
    <message>
        <source>capture+inst. ms</source>
        <translation>捕获+实例化 ms</translation>
    </message>
    <message>
        <source>graph memory</source>
        <translation>图显存</translation>
    </message>
    <message>
        <source>not capturable: %1</source>
        <translation>无法捕获：%1</translation>
    </message>
    <message>
        <source>Against eager:</source>
        <translation>相对于 eager 执行：</translation>
    </message>
    <message>
        <source>pays off after %1 steps</source>
        <translation>%1 步后收回开销</translation>
    </message>
    <message>
        <source>never pays off</source>
        <translation>永远收不回开销</translation>
    </message>
    <message>
        <source>speedup %1x (95% CI %2-%3), %4, %5</source>
        <translation>加速比 %1 倍（95% 置信区间 %2-%3），%4，%5</translation>
    </message>
    <message>
        <source>A Hydra override.</source>
        <translation>一个 Hydra 覆盖项。</translation>
    </message>
    <message>
        <source>A workload JSON file instead of a configuration.</source>
        <translation>用工作负载 JSON 文件代替配置。</translation>
    </message>
    <message>
        <source>A runner workload preset (gpt-h1024, layer-stream, tiny, ...).</source>
        <translation>运行器的工作负载预设（gpt-h1024、layer-stream、tiny 等）。</translation>
    </message>
    <message>
        <source>Modes to compare, e.g. eager,attn,attn+mlp.</source>
        <translation>要比较的模式，例如 eager,attn,attn+mlp。</translation>
    </message>
    <message>
        <source>Microbatches per step.</source>
        <translation>每步的微批次数。</translation>
    </message>
    <message>
        <source>Framework overhead per op: raw, pytorch, megatron-te, megatron-local or microseconds (native runner).</source>
        <translation>每个算子的框架开销：raw、pytorch、megatron-te、megatron-local 或微秒数（原生运行器）。</translation>
    </message>
    <message>
        <source>Fit host cost and GPU time to a measured eager and replay step of the real runner (native runner).</source>
        <translation>将主机开销与 GPU 时间拟合到真实运行器实测的一个 eager 步和一个重放步（原生运行器）。</translation>
    </message>
    <message>
        <source>CUDA device index.</source>
        <translation>CUDA 设备索引。</translation>
    </message>
    <message>
        <source>Hard time limit in seconds.</source>
        <translation>硬性时间限制（秒）。</translation>
    </message>
    <message>
        <source>Seed of the input data.</source>
        <translation>输入数据的随机种子。</translation>
    </message>
    <message>
        <source>Save the result (JSON, raw samples included) atomically.</source>
        <translation>以原子方式保存结果（JSON，含原始样本）。</translation>
    </message>
    <message>
        <source>Save the raw samples as CSV.</source>
        <translation>将原始样本保存为 CSV。</translation>
    </message>
    <message>
        <source>Start the benchmark.</source>
        <translation>开始基准测试。</translation>
    </message>
    <message>
        <source>error: %1: %2</source>
        <translation>错误：%1：%2</translation>
    </message>
    <message>
        <source>Nothing to measure: give a YAML file, overrides, --preset, --workload or --workload-preset.</source>
        <translation>没有可测量的内容：请给出 YAML 文件、覆盖项、--preset、--workload 或 --workload-preset。</translation>
    </message>
    <message>
        <source>error: --microbatches takes a positive number.</source>
        <translation>错误：--microbatches 需要一个正数。</translation>
    </message>
    <message>
        <source>error: the runner rejected the workload: %1</source>
        <translation>错误：运行器拒绝了该工作负载：%1</translation>
    </message>
    <message>
        <source>GPU: %1 (%2 GiB)</source>
        <translation>GPU：%1（%2 GiB）</translation>
    </message>
    <message>
        <source>GPU: none found (%1)</source>
        <translation>GPU：未找到（%1）</translation>
    </message>
    <message>
        <source>Expected device memory: %1</source>
        <translation>预计设备显存：%1</translation>
    </message>
    <message>
        <source>%1 kernels per step, %2 graph launches</source>
        <translation>每步 %1 个内核，%2 次图启动</translation>
    </message>
    <message>
        <source>Nothing was run. Add --yes to start the benchmark.</source>
        <translation>未运行任何内容。加上 --yes 以开始基准测试。</translation>
    </message>
    <message>
        <source>  %1 %2: %3 ms</source>
        <translation>  %1 %2：%3 ms</translation>
    </message>
    <message>
        <source>  %1% (%2), about %3 s left</source>
        <translation>  %1%（%2），大约还剩 %3 秒</translation>
    </message>
    <message>
        <source>error (%1): %2</source>
        <translation>错误（%1）：%2</translation>
    </message>
    <message>
        <source>Cancelling: the runner writes what it has measured...</source>
        <translation>正在取消：运行器正在写出已测量的内容...</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>whole layer</source>
        <translation>整个层</translation>
    </message>
    <message>
        <source>, 95% interval %1-%2x</source>
        <translation>，95% 区间 %1-%2 倍</translation>
    </message>
    <message>
        <source>error: --%1 takes a whole number of at least %2.</source>
        <translation>错误：--%1 需要一个不小于 %2 的整数。</translation>
    </message>
    <message>
        <source>warning: the workload is expected to need more memory than the GPU has.</source>
        <translation>警告：该工作负载预计需要的显存超过 GPU 的容量。</translation>
    </message>
    <message>
        <source>YAML files or Python recipe edits (.py); key=value words are Hydra overrides.</source>
        <translation>YAML 文件或 Python 配方修改（.py）；key=value 形式的词为 Hydra 覆盖项。</translation>
    </message>
    <message>
        <source>YAML files or Python recipe edits (.py), later ones win; key=value words are Hydra overrides.</source>
        <translation>YAML 文件或 Python 配方修改（.py），后面的优先；key=value 形式的词为 Hydra 覆盖项。</translation>
    </message>
    <message>
        <source>Nothing to validate: give a YAML or Python file, overrides, --harness-args or --megatron-args.</source>
        <translation>没有可校验的内容：请给出 YAML 或 Python 文件、覆盖项、--harness-args 或 --megatron-args。</translation>
    </message>
    <message>
        <source>Whose kernels the native runner emulates: megatron (Transformer Engine), megatron-local (the local spec, the default with transformer_impl=local) or pytorch.</source>
        <translation>原生运行器模拟谁的内核：megatron（Transformer Engine）、megatron-local（local 规格，transformer_impl=local 时的默认值）或 pytorch。</translation>
    </message>
    <message>
        <source>Measure eager against CUDA graph replay on this GPU (cga-bench, PyTorch or Megatron-Core).</source>
        <translation>在此 GPU 上比较 eager 与 CUDA 图重放（cga-bench、PyTorch 或 Megatron-Core）。</translation>
    </message>
    <message>
        <source>Runs the benchmark runner on a workload derived from a configuration (YAML files, Hydra overrides, a preset) or given directly, and compares eager steps with TE-scoped and full-iteration graph replay. Without --yes it only shows what would run. Exit status: 0 done; the runner&apos;s exit code when it failed (3 no CUDA device, 4 out of memory, 5 no graph mode captured, 6 interrupted, 7 PyTorch or Megatron-Core missing); 1 crash, hang or unreadable output; 2 bad options or input. --list-runners: 0 when at least one runner is available, 1 when none is.</source>
        <translation>在由配置（YAML 文件、Hydra 覆盖项、预设）推导出或直接给出的工作负载上运行基准测试运行器，比较 eager 步与 TE 范围图和整迭代图的重放。不加 --yes 时只显示将要运行的内容。退出状态：0 表示完成；运行器失败时为其退出码（3 表示没有 CUDA 设备，4 表示显存不足，5 表示没有捕获到任何图模式，6 表示被中断，7 表示缺少 PyTorch 或 Megatron-Core）；1 表示崩溃、挂起或输出无法读取；2 表示选项或输入有误。--list-runners：至少有一个运行器可用时为 0，一个都没有时为 1。</translation>
    </message>
    <message>
        <source>native (cga-bench, the default), torch (PyTorch) or mcore (Megatron-Core).</source>
        <translation>native（cga-bench，默认）、torch（PyTorch）或 mcore（Megatron-Core）。</translation>
    </message>
    <message>
        <source>The Python of the torch and mcore runners (default: CGA_PYTHON, else python3).</source>
        <translation>torch 和 mcore 运行器使用的 Python（默认：CGA_PYTHON，否则 python3）。</translation>
    </message>
    <message>
        <source>mcore runner: the folder that holds megatron/ (a Megatron-LM checkout); default: PYTHONPATH.</source>
        <translation>mcore 运行器：包含 megatron/ 的文件夹（Megatron-LM 检出目录）；默认取自 PYTHONPATH。</translation>
    </message>
    <message>
        <source>Say which runners are available here, and why one is not; runs nothing on the GPU.</source>
        <translation>列出此处可用的运行器以及不可用的原因；不在 GPU 上运行任何内容。</translation>
    </message>
    <message>
        <source>error: --runner takes native, torch or mcore.</source>
        <translation>错误：--runner 的取值为 native、torch 或 mcore。</translation>
    </message>
    <message>
        <source>program: %1</source>
        <translation>程序：%1</translation>
    </message>
    <message>
        <source>why: %1</source>
        <translation>原因：%1</translation>
    </message>
    <message>
        <source>runner said: %1</source>
        <translation>运行器输出：%1</translation>
    </message>
    <message>
        <source>what to do: %1</source>
        <translation>解决办法：%1</translation>
    </message>
    <message>
        <source>--with-megatron %1: the folder holds no megatron/ folder; give a Megatron-LM checkout or a Python.</source>
        <translation>--with-megatron %1：该文件夹中没有 megatron/ 文件夹；请给出 Megatron-LM 检出目录或一个 Python。</translation>
    </message>
    <message>
        <source>Validates Megatron Bridge YAML files, recipe edits in Python, Hydra overrides, a perf-harness command or Megatron-LM arguments. Exit status: 0 no errors, 1 at least one error, 2 the input could not be read or held no configuration; with --with-megatron also 3 when Megatron and cga disagree, 4 when Megatron&apos;s check could not run.</source>
        <translation>校验 Megatron Bridge YAML 文件、Python 配方修改、Hydra 覆盖项、性能测试框架命令或 Megatron-LM 参数。退出状态：0 表示没有错误，1 表示至少有一个错误，2 表示无法读取输入或输入不含任何配置；使用 --with-megatron 时，3 表示 Megatron 与 cga 不一致，4 表示 Megatron 的检查无法运行。</translation>
    </message>
    <message>
        <source>Also ask the installed Megatron-Core (and Bridge) for its verdict and flag every disagreement; the value (optional) is a Python or a Megatron-LM folder (default: CGA_PYTHON or python3). No GPU needed.</source>
        <translation>同时询问已安装的 Megatron-Core（以及 Bridge）的结论，并标出每一处不一致；取值（可选）为一个 Python 或 Megatron-LM 文件夹（默认：CGA_PYTHON 或 python3）。不需要 GPU。</translation>
    </message>
    <message>
        <source>note: cga validated for Transformer Engine %1 and PyTorch %2; this Megatron runs with %3 and %4 (--te-version, --torch-version).</source>
        <translation>注意：cga 按 Transformer Engine %1 和 PyTorch %2 进行校验；此 Megatron 运行于 %3 和 %4（--te-version、--torch-version）。</translation>
    </message>
    <message>
        <source>Where an eager run&apos;s GPU waits for the host, and what graphs would win.</source>
        <translation>eager 时 GPU 在哪里等待主机，以及 CUDA 图能带来多少收益。</translation>
    </message>
    <message>
        <source>Write the timeline of the last step as PNG.</source>
        <translation>将最后一步的时间线写为 PNG。</translation>
    </message>
    <message>
        <source>Write the timeline of the last step as PDF.</source>
        <translation>将最后一步的时间线写为 PDF。</translation>
    </message>
    <message>
        <source>A measured step time to check the prediction against, in ms: eager=MS, layer=MS, full_iteration=MS, attn=MS, ... (repeatable).</source>
        <translation>用于检验预测的实测步时间（ms）：eager=MS、layer=MS、full_iteration=MS、attn=MS 等（可重复）。</translation>
    </message>
    <message>
        <source>Give one profiler trace.</source>
        <translation>请给出一个性能分析 trace。</translation>
    </message>
    <message>
        <source>error: --measured %1: expected scope=milliseconds, such as eager=28.9</source>
        <translation>错误：--measured %1：应为 范围=毫秒，例如 eager=28.9</translation>
    </message>
    <message>
        <source>Start from a Megatron Bridge recipe function of the catalogue (cga presets --all); the files and overrides change it.</source>
        <translation>从配方目录中的一个 Megatron Bridge 配方函数开始（见 cga presets --all）；文件和覆盖在其基础上修改。</translation>
    </message>
    <message>
        <source>List every recipe function of the Megatron Bridge catalogue instead of the presets (use a name with cga validate --recipe).</source>
        <translation>列出 Megatron Bridge 配方目录中的每个配方函数，而不是预设（可把名称用于 cga validate --recipe）。</translation>
    </message>
    <message>
        <source>Search the catalogue: every word must match the name, family, GPU, precision or graph setting (graphs, eager, moe, dense ...).</source>
        <translation>搜索配方目录：每个词都必须匹配名称、模型系列、GPU、精度或图设置（graphs、eager、moe、dense ……）。</translation>
    </message>
    <message>
        <source>Next: cga validate --recipe NAME [overrides.yaml] [key=value ...]</source>
        <translation>下一步：cga validate --recipe NAME [overrides.yaml] [key=value ...]</translation>
    </message>
    <message numerus="yes">
        <source>%n recipe(s) of Megatron Bridge %1 (%2).</source>
        <translation>
            <numerusform>Megatron Bridge %1（%2）中的 %n 个配方。</numerusform>
        </translation>
    </message>
    <message>
        <source>Override the detected front end: bridge-python, bridge-yaml, harness, megatron or megatron-core.</source>
        <translation>覆盖检测到的前端：bridge-python、bridge-yaml、harness、megatron 或 megatron-core。</translation>
    </message>
    <message>
        <source>Give --preset NAME|FILE.yaml (or --recipe NAME) and --format FORMAT.</source>
        <translation>请给出 --preset NAME|FILE.yaml（或 --recipe NAME）和 --format FORMAT。</translation>
    </message>
    <message>
        <source>Start from a Megatron Bridge recipe function of the catalogue (cga presets --all), as Bridge ships it.</source>
        <translation>从目录中的 Megatron Bridge 配方函数（cga presets --all）出发，与 Bridge 发布时一致。</translation>
    </message>
    <message>
        <source>%1 is not a recipe of the catalogue (cga presets --all).</source>
        <translation>%1 不是配方目录中的配方（见 cga presets --all）。</translation>
    </message>
    <message>
        <source>No preset or catalogue recipe &apos;%1&apos; (see cga presets --all) and no such file.</source>
        <translation>没有名为“%1”的预设或目录配方（见 cga presets --all），也没有这个文件。</translation>
    </message>
    <message>
        <source>Calibrate on a recorded result of the Megatron-Core or PyTorch runner: its eager, whole-layer and full-iteration steps (native runner).</source>
        <translation>以 Megatron-Core 或 PyTorch 运行器记录的结果校准：取其 eager、整层图和整迭代图的步时（原生运行器）。</translation>
    </message>
    <message>
        <source>error: give --calibrate or --calibrate-from, not both.</source>
        <translation>错误：--calibrate 与 --calibrate-from 只能给出其一。</translation>
    </message>
    <message>
        <source>it is a training log, not a benchmark result</source>
        <translation>这是训练日志，不是基准测试结果</translation>
    </message>
    <message>
        <source>error: %1: cannot calibrate on it: %2</source>
        <translation>错误：%1：无法据此校准：%2</translation>
    </message>
    <message>
        <source>Calibrated on %1: --calibrate %2</source>
        <translation>已据 %1 校准：--calibrate %2</translation>
    </message>
    <message>
        <source>note: that run did not count its launches (--count-launches); cga-bench&apos;s own launches per step stand in for them.</source>
        <translation>注意：该次运行未统计启动次数（--count-launches）；改用 cga-bench 自身每步的启动次数。</translation>
    </message>
    <message>
        <source>Analyse at most N steps, the first ones (default %1); 0 analyses every step, keeping the whole trace in memory.</source>
        <translation>最多分析前 N 个步（默认 %1）；0 表示分析所有步，整个 trace 都保留在内存中。</translation>
    </message>
    <message>
        <source>error: --steps %1: expected a whole number of steps, 0 for all</source>
        <translation>错误：--steps %1：应为步数（整数），0 表示全部</translation>
    </message>
    <message>
        <source>python, yaml, hydra: write only what --set changes against the preset or recipe (and the CUDA-graph settings), so that the artefact, applied after the recipe, keeps its other settings.</source>
        <translation>python、yaml、hydra：只写出 --set 相对预设或配方做的改动（以及 CUDA 图设置），这样产物应用在配方之后时，配方的其他设置得以保留。</translation>
    </message>
    <message>
        <source>Reads a profile of an eager run, a PyTorch profiler trace (Chrome trace JSON, *.pt.trace.json, gzipped or not) or an Nsight Systems SQLite export (nsys export --type sqlite), and prints per step the kernels, launches, GPU busy and idle time with the causes of the gaps, the split per scope (attn, mlp, moe_router, moe_preprocess, layer, full_iteration) and the step time a graph of each scope would reach. Exit status: 0 done, 2 the trace could not be read or holds no steps, or a chart could not be written.</source>
        <translation>读取一次 eager 运行的性能分析：PyTorch profiler trace（Chrome trace JSON，*.pt.trace.json，可为 gzip 压缩）或 Nsight Systems SQLite 导出文件（nsys export --type sqlite），按步打印内核、启动、GPU 忙碌与空闲时间及空隙原因、按范围（attn、mlp、moe_router、moe_preprocess、layer、full_iteration）的拆分，以及对每个范围做图捕获后能达到的步时间。退出状态：0 表示完成，2 表示无法读取 trace、其中没有步，或无法写入图表。</translation>
    </message>
    <message>
        <source>The profiler trace or Nsight Systems export.</source>
        <translation>性能分析 trace 或 Nsight Systems 导出文件。</translation>
    </message>
    <message>
        <source>The ranges whose name begins with NAME mark the steps (an NVTX range or record_function of your own), instead of ProfilerStep#, training_step_N or Optimizer.step#.</source>
        <translation>以名称以 NAME 开头的区间（你自己的 NVTX 区间或 record_function）标记各步，而不用 ProfilerStep#、training_step_N 或 Optimizer.step#。</translation>
    </message>
    <message>
        <source>Analyse the whole trace as one step (a profile without step markers).</source>
        <translation>把整个 trace 作为一步分析（用于没有步标记的性能分析）。</translation>
    </message>
    <message>
        <source>error: give --step-marker or --whole-trace, not both</source>
        <translation>错误：--step-marker 与 --whole-trace 只能给一个</translation>
    </message>
    <message>
        <source>no graph was made: the eager step ran</source>
        <translation>没有生成图：运行的是 eager 步</translation>
    </message>
    <message>
        <source> (no graph was made: the eager step ran)</source>
        <translation>（没有生成图：运行的是 eager 步）</translation>
    </message>
</context>
</TS>
