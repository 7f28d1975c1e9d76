<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>cga::BenchmarkResult</name>
    <message>
        <source>first call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warmup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>instantiate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>upload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>first replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>steady state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a benchmark result (the &quot;schema&quot; field is missing or wrong).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unsupported result version %1 (this build reads up to %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a mode without a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a sample with an unknown phase or no mode.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cga::ConfigWizard</name>
    <message>
        <source>Configure CUDA graphs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt; &amp;Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next &gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Finish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Commit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cga::Diagnostic</name>
    <message>
        <source>Error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Info</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Automatic adjustment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>performance harness overrides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>config validation at start-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>model construction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>training-loop set-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>graph capture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>graph replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>training step</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cga::DiagnosticsModel</name>
    <message>
        <source>Errors (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warnings (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Automatic adjustments (%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cga::DiagnosticsPanel</name>
    <message>
        <source>Select a diagnostic to see what it means and how to fix it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upstream message:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fields:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read from:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No errors or warnings: this configuration passes every check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cga::EnvironmentPage</name>
    <message>
        <source>not set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit environment variables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Environment and versions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allocator and NCCL variables, and the library versions the rules depend on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Environment variables (cfg.env_vars)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Versions and API</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other variables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported by the launching shell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bridge applies env_vars with &lt;code&gt;os.environ.setdefault&lt;/code&gt;: a value the launching shell exports wins. With Transformer Engine graphs and &lt;code&gt;expandable_segments:True&lt;/code&gt;, &lt;code&gt;NCCL_GRAPH_REGISTER&lt;/code&gt; must be &lt;code&gt;0&lt;/code&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transformer Engine version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transformer Engine installed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PyTorch version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Megatron-Core API</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Front end</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cga::FieldBinder</name>
    <message>
        <source>Set %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unset</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cga::FieldRegistry</name>
    <message>
        <source>Which CUDA graph implementation captures training: none, per-layer Transformer Engine graphs, or one graph for the whole forward and backward pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which parts of each layer are captured (attn, mlp, moe, moe_router, moe_preprocess, mamba); empty captures the whole layer. Must be empty for full_iteration.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deprecated alias of cuda_graph_modules, still written by most recipes; migrated into cuda_graph_modules when the model is finalized.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Granularity of inference graphs; derived from the implementation when unset (local: layer, otherwise none).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eager training iterations that run before the graphs are captured.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full-iteration graphs only: training, evaluation and optimizer graphs share one memory pool.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passed to Transformer Engine as retain_graph_in_backward when capturing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deprecated: turns on the local implementation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deprecated: turns on the transformer_engine implementation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use Transformer Engine&apos;s graph-safe RNG tracker; required by GPT providers when graphs are on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the inference RNG tracker.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fine-grained offloading: defer offloading until graph replay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Router switches to drop-and-pad at decode time so inference graphs see static shapes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qwen3-VL / Qwen3.5-VL only: capture the vision encoder with Transformer Engine graphs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qwen3-VL / Qwen3.5-VL only: parts of the vision encoder captured.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qwen3-VL / Qwen3.5-VL only: the longest vision sequence the vision graphs accept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model provider class; decides provider-specific rules (GPT, hybrid Mamba, Qwen3-VL MoE, Gemma 4 MoE).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The layer spec function, when the recipe sets one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activation recomputation: full layers (only with full_iteration graphs) or selected modules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How full recomputation picks layers; required for full.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layers recomputed by full recomputation; must be unset for selective.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Modules recomputed by selective recomputation (unset means core_attn). A recomputed module must be entirely inside or outside a graph.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Legacy CPU offloading of activations or weights; not allowed with per-layer graphs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layers offloaded by legacy CPU offloading (Bridge does not turn offloading on from this).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Legacy CPU offloading: offload activations.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Legacy CPU offloading: offload weights.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Legacy CPU offloading: double buffering.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Legacy CPU offloading: keep pinned host buffers (useful for graph capture).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offload chosen activations to the host; works with transformer_engine or full_iteration graphs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Modules whose activations fine-grained offloading moves to the host.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offloads in flight at once; must be set (&gt;= 0) with full_iteration graphs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of experts; unset or 1 means a dense model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which layers are MoE: 1 (all), N (every N-th) or a 0/1 list; decides whether dense mlp layers exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Experts each token is routed to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How tokens reach their experts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backend of the flex dispatcher (DeepEP, HybridEP, NCCL EP).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert capacity factor; unset means dropless routing with data-dependent shapes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pad expert inputs to capacity (drop-and-pad), which makes expert shapes static.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deprecated alias: pad routing maps for FP8 quantization.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared expert size; shared experts run inside the moe_router graph unless overlapped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overlap shared experts with the dispatcher.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random jitter on MoE inputs (uses RNG).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HybridEP padding of uneven inputs; forced on without graphs, left as set with graphs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HybridEP padding of variable token counts; forced on without graphs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per-rank expert capacity used by full-iteration MoE recipes (paged stash).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden size of each expert&apos;s MLP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dropout after MLP/MoE and attention output.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dropout on attention probabilities.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overlap expert-parallel all-to-all with compute (set from comm_overlap).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delay weight-gradient computation (set from comm_overlap); needs EP overlap.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fused gradient accumulation (GPT providers enable it when the fused kernel is available); gives static gradient addresses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bias in linear layers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bias in the QKV projection.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequence lengths vary between microbatches; graphs need static shapes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequence length; must match the dataset and stay fixed for the whole run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of transformer layers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden size of the dense MLP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attention heads.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Query groups (grouped-query attention).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Multi-token-prediction layers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tensor parallel size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pipeline parallel size; TE graphs capture one graph per layer per microbatch when &gt; 1, so graph memory grows with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Virtual pipeline stages per rank (interleaved schedule).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Context parallel size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hierarchical (hybrid) context parallel sizes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert parallel size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tensor parallel size inside experts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequence parallelism (with tensor parallelism).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Train in bfloat16.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Train in float16 (with loss scaling).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP8 format; unset means no FP8.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP8 scaling recipe; mxfp8 is Blackwell-only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP4 format; unset means no FP4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layer implementation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GTP weight rematerialization group; &gt; 1 turns GTP on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fused cross-entropy loss.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cross-entropy fusion implementation; te under full_iteration needs TE &gt;= 2.7.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Megatron-LM: pipeline-parallel microbatched inference threshold (-1 off).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Megatron-LM: inference graphs for dynamic batching (&gt; 0 or -1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Required for CUDA graphs support; kept in sync with model.use_te_rng_tracker.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inference RNG tracker.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check every loss for NaN (a host sync); must be off with full-iteration graphs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rerun state machine mode.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check gradients for NaN; recommended off with full-iteration graphs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check for unusually large gradients.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Megatron-FSDP graph mode (not supported by MFSDP v2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use Megatron-FSDP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Megatron-FSDP version (v2 does not support CUDA graphs).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NCCL user buffers; with expandable segments needs torch &gt;= 2.11.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overlap gradient reduction with backward.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overlap parameter all-gather with forward.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Distributed optimizer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gather parameters in FP8.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reuse the gradient buffer for the MXFP8 parameter all-gather.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Experimental: capture optimizer.step in its own graph.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Launch the parameter gather from the optimizer step (breaks full-iteration capture).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert-parallel A2A overlap; copied onto the model at set-up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delayed weight gradients; copied onto the model at set-up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dataset config class (for example an Energon dataset).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dataset sequence length; must equal model.seq_length.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pad every sample to the sequence length (static shapes); required for packing with graphs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offline sequence packing is configured (packed sequences).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pad cu_seqlens to a fixed length; required when packed attention is captured.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pack sequences inside each batch (variable lengths).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Energon native sequence packing buffer; not supported with graphs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Micro-batch size; fixed for the run because captured graphs have static shapes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Global batch size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training iterations.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Iterations per log line; 1 lets the log separate eager, capture and replay steps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print TFLOP/s per GPU on each iteration line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop WARNING log records (hides &apos;No graphable layers found&apos;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log memory every interval (the only way to see post-capture memory).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count zero gradients (a host sync inside the optimizer step).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Static loss scale; unset means dynamic loss scaling with fp16.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoint directory to resume from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pretrained checkpoint to start from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PyTorch allocator settings; expandable_segments:True with TE graphs needs NCCL_GRAPH_REGISTER=0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NCCL buffer registration for captured collectives; must be 0 with expandable segments and TE graphs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hardware work queues per device.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep stream priorities inside graphs; required for GTP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transformer Engine offload v1 path; must be 1 for fine-grained offloading with TE &gt;= 2.10.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recipes use 0 with full-iteration graphs and 1 otherwise (a convention).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVLink SHARP in NCCL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High-priority NCCL streams.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cga::GraphsPage</name>
    <message>
        <source>Capture %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop capturing %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No scope ticked: every layer is captured whole.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Captured per layer and microbatch: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A full-iteration graph captures the whole forward and backward pass; scopes do not apply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scopes apply to the transformer_engine implementation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CUDA graphs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose how much of each step is captured. Start narrow and widen only after an A/B shows a gain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Implementation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none: graphs off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>transformer_engine: per-layer graphs of the chosen scopes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full_iteration: one graph for the whole forward and backward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>local: Megatron-Core per-layer graphs (Bridge accepts it only as the legacy full-iteration spelling)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transformer Engine scopes are the usual start; full-iteration graphs remove the most launches but hold the most memory and need the NaN checks off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scopes (what each graph captures)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings that go with graphs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The attention block of each layer (with its layer norm).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dense MLP of each dense layer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The MoE router, and shared experts that are not overlapped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token permutation before dispatch; needs moe_router.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The whole MoE block; only with drop-and-pad routing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Mamba mixer of hybrid models.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warmup steps before capture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transformer Engine RNG tracker (both flags)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the loss for NaN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check gradients for NaN</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cga::HarnessImporter</name>
    <message>
        <source>cannot split the command line: %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cga::HydraOverrides</name>
    <message>
        <source>&apos;%1&apos; is not a valid key (expected dotted names such as model.cuda_graph_impl).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; has no &apos;=value&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dictionary values are not supported in &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the list in &apos;%1&apos; is not closed with &apos;]&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nested lists are not supported in &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an unterminated quote in &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an empty list item in &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &apos;,&apos; between list items in &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an unterminated or misplaced quote in &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not override &apos;%1&apos;. Key &apos;%2&apos; is not in struct: write +%1=%3 to add it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not append to config. An item is already at &apos;%1&apos;: drop the &apos;+&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an environment variable needs a single value.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cga::InputFile</name>
    <message>
        <source>%1: no such file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a folder, not a file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is too large (%2 MiB; the limit is %3 MiB).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is too large (the limit is %2 MiB).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 looks like a binary file (a NUL byte at offset %2), not a text file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not valid UTF-8 text.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cga::MainWindow</name>
    <message>
        <source>Fix %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About CUDA Graph Assistant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;CUDA Graph Assistant %1&lt;/b&gt;&lt;p&gt;Configure, validate and benchmark CUDA Graph capture for Megatron Bridge and Megatron-Core.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open Bridge YAML...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import perf-&amp;harness command...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import &amp;Megatron-LM arguments...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Blank configuration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recent &amp;files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diagnostics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Diagnostics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Valid: no errors or warnings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1%2 - CUDA Graph Assistant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>perf-harness command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Megatron-LM arguments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a Megatron Bridge YAML file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>YAML files (*.yaml *.yml);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import a perf-harness command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import Megatron-LM arguments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste the run_script.py command line (flags and Hydra overrides):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste the pretrain_gpt.py arguments or the whole launcher line:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot import</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cga::MegatronArgsImporter</name>
    <message>
        <source>cannot split the command line: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs a value.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cga::MemoryPage</name>
    <message>
        <source>Memory: recomputation and offloading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both change what a graph may contain: a recomputed or offloaded region must lie entirely inside or outside a captured one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activation recomputation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offloading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Granularity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layers recomputed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Legacy CPU offloading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offloaded layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fine-grained activation offloading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offloads in flight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recomputed modules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offloaded modules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;full&lt;/b&gt; recomputation works only with full-iteration graphs. &lt;b&gt;selective&lt;/b&gt; works with Transformer Engine scopes when the recomputed modules are not captured, or when the captured ones contain no dropout.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Legacy CPU offloading works only with full-iteration graphs. Fine-grained offloading works with Transformer Engine or full-iteration graphs and needs at least one warmup step; with TE 2.10 or newer also NVTE_CPU_OFFLOAD_V1=1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cga::ModelProvider</name>
    <message>
        <source>GPT family</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hybrid Mamba</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qwen3-VL / Qwen3.5-VL MoE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gemma 4 MoE</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cga::MoePage</name>
    <message>
        <source>not set (recipe default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mixture of experts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Routing decides what can be captured: dropless routing has data-dependent shapes, drop-and-pad routing has static ones.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token dispatcher</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flex backend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert capacity factor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pad to capacity (drop-and-pad)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Router padding for FP8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EP all-to-all overlap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delayed weight gradients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared expert size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overlap shared experts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per-rank expert capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dropless MoE: capture &lt;code&gt;moe_router&lt;/code&gt; and &lt;code&gt;moe_preprocess&lt;/code&gt; (and &lt;code&gt;attn&lt;/code&gt; if an A/B shows it helps); the experts stay eager. Only drop-and-pad routing lets the whole &lt;code&gt;moe&lt;/code&gt; block be captured. EP overlap forbids capturing &lt;code&gt;moe&lt;/code&gt; or &lt;code&gt;mlp&lt;/code&gt;; delayed weight gradients need EP overlap.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cga::ReportText</name>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n note(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n automatic adjustment(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>upstream: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fix: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>source: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cga::Rules</name>
    <message>
        <source>Graphs are on: every captured shape (sequence length, micro-batch size) must stay fixed for the run. A warning when something in the config makes shapes vary.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep seq_length and micro_batch_size fixed for the whole run: graphs replay the shapes they were captured with, and nothing checks this up front.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shapes may change between steps (variable sequence lengths or in-batch packing), but graphs replay fixed shapes: expect failed replays or wrong results.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pad to max length and keep shapes fixed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use fixed sequence lengths</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full-iteration graphs with ddp.check_for_nan_in_grad on (recommended off; Bridge does not enforce it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The gradient NaN check syncs with the host inside the captured iteration; turn it off with full-iteration graphs (and watch the loss yourself).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set ddp.check_for_nan_in_grad=False.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn the gradient NaN check off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Graphs cost memory: TE scoped graphs a few GB (one set of static buffers per layer per microbatch in flight, so PP and VPP multiply it), full-iteration graphs up to 1.5-2x the eager peak.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transformer Engine graphs keep static buffers per captured layer: about %1 GiB per GPU here. Graphs are a speed optimization for runs with headroom, not a way to fit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With pipeline parallelism each microbatch in flight gets its own graphs: about %1 GiB of static buffers per GPU here, and capture-time OOM is common. Check the headroom of the eager run first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A full-iteration graph can raise peak memory to 1.5-2x the eager peak. Measure the eager peak and keep that headroom.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep memory headroom, narrow the scopes, or reduce microbatches in flight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start with the narrowest useful Transformer Engine scope; every H100 perf recipe with graphs uses TE scopes, full-iteration recipes target Blackwell-class GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whole-layer capture is the widest per-layer choice; start narrow (attn for dense models, moe_router and moe_preprocess for dropless MoE) and widen only after an A/B shows a gain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full-iteration graphs on %1: every shipped full-iteration recipe targets Blackwell-class GPUs; on Hopper start with Transformer Engine scopes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start with TE scopes and widen step by step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start with the narrow scopes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dropless MoE with attn + moe_router + moe_preprocess: the newer guidance starts with moe_router and moe_preprocess and adds attn only if a matched A/B improves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Newer guidance for dropless MoE: start with moe_router and moe_preprocess, and add attn only if an eager-against-graph A/B on the final stack shows it helps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop attn until an A/B shows it helps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start with the router scopes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A successful capture is not a speedup: compare steady replay iterations (after warmup and capture) against a matched eager run, on the final stack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measure before you keep graphs: compare replay iterations after warmup and capture against the same run with graphs off (cga bench locally, or the sbatch A/B on the cluster).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run an eager-against-graph A/B.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuda_graph_warmup_steps below 1 (at least 1 is recommended, 3 is the default).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capturing before any eager iteration has run has produced incorrect captures; keep at least one warmup step (3 is the default).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use 3 warmup steps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use 3 warmup steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TORCH_NCCL_AVOID_RECORD_STREAMS differs from the recipe convention (0 with full-iteration graphs, 1 otherwise); sources disagree, so this is only a note.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recipes set TORCH_NCCL_AVOID_RECORD_STREAMS=%1 for this implementation, you have %2. Sources disagree (a maintainer reply recommends 0, some recipes use 1): keep what the recipe you start from uses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow the recipe&apos;s value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full-iteration graphs without the recipe allocator bundle (expandable_segments:True,graph_capture_record_stream_reuse:True with NCCL_GRAPH_REGISTER=0): fragmentation OOM after capture.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full-iteration recipes set PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True,graph_capture_record_stream_reuse:True and NCCL_GRAPH_REGISTER=0; without them runs have run out of memory right after capture from fragmentation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set the allocator and NCCL variables as the recipes do.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the recipes&apos; allocator settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MoE with FP8 and Transformer Engine graphs on TE older than 2.16: GroupedLinear silently suppresses expert and router gradients during replay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transformer Engine before the GroupedLinear fix (2.16) scales MoE gradients wrongly in FP8 graph replay, silently. Use a newer TE or compare gradient norms with an eager run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upgrade Transformer Engine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full-iteration graphs with optimizer.overlap_param_gather_with_optimizer_step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The parameter gather is launched from the optimizer step, outside the captured iteration, so full-iteration capture fails. Keep plain overlap_param_gather.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn overlap_param_gather_with_optimizer_step off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gather parameters with plain overlap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The optimizer CUDA graph with log_num_zeros_in_grad (a .item() host sync in the step).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counting zero gradients reads a value on the host inside optimizer.step, which cannot be captured.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn log_num_zeros_in_grad off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop counting zero gradients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transformer Engine attn scope with EP A2A overlap: grad-norm explosion and NaN after ~80 iterations were reported (root cause unconfirmed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This combination (attn graphs + EP overlap) was reported to blow up the gradient norm after about 80 iterations. Compare loss and grad norm against an eager run for the first hundred iterations.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare against eager early, or drop attn from the scopes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop attn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVFP4 with the mamba scope: an illegal memory access in the first backward after validation was reported; MXFP8 or dropping mamba worked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVFP4 with Mamba layers in Transformer Engine graphs hit an illegal memory access after validation; switch to MXFP8 or drop mamba from the scopes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use MXFP8, or drop mamba.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop mamba</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cpu_offloading_num_layers &gt; 0 while cpu_offloading is False: no effect in Bridge; under Megatron-LM it would switch offloading on and conflict with per-layer graphs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cpu_offloading_num_layers=%1 does nothing in Bridge while cpu_offloading is False; the same value on the Megatron-LM command line would turn offloading on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set cpu_offloading_num_layers to 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set it to 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Graphs on a provider that does not require the TE RNG tracker (hybrid, Qwen3-VL MoE) with both TE RNG flags off: the run uses Megatron-Core&apos;s graph-safe RNG instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This provider does not check the TE RNG tracker; the run will use Megatron-Core&apos;s graph-safe RNG. Shipped Qwen3-VL recipes run like this, but turning both flags on matches the other recipes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn both TE RNG flags on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn the TE RNG tracker on (both flags)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hierarchical (hybrid) context parallelism with CUDA graphs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hybrid context parallelism changes communication patterns that graphs cannot capture.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use plain context parallelism, or turn graphs off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use plain context parallelism</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full-iteration graphs on a dropless MoE without a per-rank expert capacity (moe_expert_rank_capacity_factor): the dispatcher&apos;s device-to-host sync breaks capture.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full-iteration capture of dropless MoE needs static expert buffers: the shipped recipes use HybridEP with moe_expert_rank_capacity_factor (paged stash); without it the dispatcher syncs with the host during capture.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set moe_expert_rank_capacity_factor (recipes use 1.5) with HybridEP, or use TE scopes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use a per-rank expert capacity of 1.5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Graphs on and logger.log_interval &gt; 1: each log line averages several iterations, so the capture step contaminates one interval and eager/replay cannot be separated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With log_interval=%1 each log line averages %1 iterations; set it to 1 so the log shows eager, capture and replay iterations apart.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set logger.log_interval=1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log every iteration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP8 parameter gather reusing the gradient buffer with overlapped parameter gather and full-iteration graphs: the first replay gathered zeros on older Bridge.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This combination gave a zero gradient norm and a wrong loss on the first replayed iteration before the Bridge fix; check the first iterations after capture.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use a Bridge with the fix, or turn reuse_grad_buf_for_mxfp8_param_ag off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do not reuse the gradient buffer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fp8_recipe=mxfp8 on a GPU older than Blackwell.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MXFP8 needs Blackwell-class GPUs; %1 does not support it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the tensorwise or delayed FP8 recipe on Hopper.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the tensorwise FP8 recipe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Transformer Engine version is unknown (give it with --te-version); this is an error if it is older than required.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use Transformer Engine graphs for these scopes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use full-iteration graphs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>comm_overlap.delay_wgrad_compute=True: needs TE &gt;= 2.7 with overlap_grad_reduce or gradient accumulation fusion, needs EP overlap, and when a weight gradient is inside a graph scope (attn, or moe_router with non-overlapped shared experts) needs TE &gt;= 2.12, gradient_accumulation_fusion and no attention bias. The scope test ignores cuda_graph_impl, so a leftover attn scope counts even with impl none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delayed weight gradients with overlapped gradient reduction need Transformer Engine 2.7 or newer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delayed weight gradients with fused gradient accumulation need Transformer Engine 2.7 or newer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delayed weight gradients are scheduled by the EP A2A overlap; turn it on too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A weight gradient inside a graph scope (attn, or the router with shared experts) needs Transformer Engine 2.12 or newer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A delayed weight gradient inside a graph must accumulate into static addresses: turn gradient_accumulation_fusion on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With the attn scope and delayed weight gradients, linear and QKV biases must be off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Meet each requirement, or turn delayed wgrad off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn delayed wgrad off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn gradient accumulation fusion on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn attention biases off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EP A2A overlap (overlap_moe_expert_parallel_comm) needs EP &gt; 1, experts, the alltoall or flex dispatcher, bf16/fp16, torch &gt;= 2.6, a virtual pipeline when PP &gt; 1, no full recompute, no recompute_method / recompute_num_layers, no moe recompute, no shared-expert overlap and at most one MTP layer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EP overlap needs expert_model_parallel_size &gt; 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EP overlap needs an MoE model (num_moe_experts &gt; 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EP overlap needs the alltoall or flex dispatcher.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EP overlap needs bf16 or fp16 training.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EP overlap needs PyTorch 2.6 or newer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EP overlap with pipeline parallelism needs a virtual pipeline size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EP overlap cannot be combined with full recomputation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EP overlap needs recompute_method and recompute_num_layers unset.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EP overlap cannot recompute the MoE block.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EP overlap replaces shared-expert overlap: set moe_shared_expert_overlap to false.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EP overlap supports at most one MTP layer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Meet each requirement, or turn EP overlap off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn EP overlap off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the alltoall dispatcher</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Train in bf16</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop recomputing moe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn shared-expert overlap off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Megatron-FSDP v2 with the optimizer CUDA graph, or with any CUDA graph / megatron_fsdp_cuda_graph_mode.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Megatron-FSDP v2 cannot capture the optimizer step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Megatron-FSDP v2 cannot run with CUDA graphs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use Megatron-FSDP v1, or turn graphs off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use Megatron-FSDP v1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn the optimizer graph off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>offline_packing_specs.pad_cu_seqlens=True without dataset pad_to_max_length.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fixed-length cu_seqlens only make sense when every sample is padded to the sequence length.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set dataset.pad_to_max_length=True.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pad samples to max length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offline packing with training graphs (full-iteration or transformer_engine) and the dataset not padded to max length.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Packed batches must have a fixed size for graphs: pad every pack to the sequence length.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pad packs to max length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offline packing with packed attention captured (full-iteration, TE whole layer, or TE attn) and pad_cu_seqlens off. TE mlp-only or router-only scopes are exempt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Captured attention needs cu_seqlens of a fixed length.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set offline_packing_specs.pad_cu_seqlens=True (with pad_to_max_length).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pad cu_seqlens (and samples) to a fixed length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Energon native sequence packing (packing_buffer_size set) with language or vision graphs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Energon packs a different number of sequences every step, which graphs cannot capture.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unset packing_buffer_size, or turn graphs off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn Energon packing off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With PP &gt; 1 or EP &gt; 1, a dataset that has pad_to_max_length gets it forced to True.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dataset.pad_to_max_length was set to True because pipeline or expert parallelism needs equal shapes on every rank.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set dataset.pad_to_max_length=True yourself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuda_graph_impl is none: scopes are cleared (so none + [full_iteration] stays off, unlike raw Megatron-Core).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CUDA graphs are off, so the scopes %1 were cleared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the scopes when graphs are off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuda_graph_impl=local that is neither the full-iteration spelling nor an inference-only local scope (covers local + [attn], local + [] and local + &quot;full&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In Megatron Bridge, local means full-iteration graphs; per-layer or per-module graphs are built by Transformer Engine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use transformer_engine for scopes, or full_iteration.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If either rng.te_rng_tracker or model.use_te_rng_tracker is True, both become True (never turned on when both are False).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was set to True to match %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set both TE RNG flags.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fine-grained activation offloading without the transformer_engine layer implementation, or with TE &gt;= 2.10 and NVTE_CPU_OFFLOAD_V1 not 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fine-grained offloading hooks into Transformer Engine layers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With Transformer Engine 2.10 or newer, set NVTE_CPU_OFFLOAD_V1=1 or weights get offloaded too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use transformer_impl=transformer_engine and NVTE_CPU_OFFLOAD_V1=1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use Transformer Engine layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Transformer Engine version is unknown; this is an error with TE 2.10 or newer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set NVTE_CPU_OFFLOAD_V1=1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The flex dispatcher with DeepEP on a GPU other than Ampere, Hopper, B200 or B300, or HybridEP on a compute capability major outside 8, 9, 10.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DeepEP does not run on %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HybridEP does not run on %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a backend that supports the GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The compute capability of this GPU is not known here; check the backend&apos;s support before launching.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flex dispatcher with HybridEP and no CUDA graphs: the HybridEP padding fields are forced True. With graphs they are left as configured (the padding path&apos;s host sync is not capture-safe).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Without CUDA graphs, HybridEP padding (moe_hybridep_pad_uneven_dispatch_inputs, moe_hybridep_pad_variable_tokens) was turned on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to fix.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same local check after finalize (the deprecated enable_cuda_graph passes it: it becomes local with inference scope layer).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full-iteration graphs (impl full_iteration, or local + full_iteration spelling) with rerun_state_machine.check_for_nan_in_loss on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking the loss for NaN copies it to the host every step, which cannot happen inside a captured iteration. You lose automatic NaN detection: watch the loss yourself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set rerun_state_machine.check_for_nan_in_loss=False.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn the NaN check on the loss off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offline packing with train.micro_batch_size &gt; 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Packed sequences put several samples into one row; the micro-batch size must be 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set train.micro_batch_size=1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use micro-batch size 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>model.seq_length differs from the dataset&apos;s sequence length (the foundation of static shapes).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model is built for %1 tokens but the dataset yields %2; graphs are captured for one fixed length.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make the two sequence lengths equal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the dataset&apos;s length for the model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the model&apos;s length for the dataset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A GPT-family provider builds a model with CUDA graphs but use_te_rng_tracker is False (hybrid/Mamba and Qwen3-VL MoE providers do not check).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replayed graphs need graph-safe random-number state (Philox offsets registered with each graph); Transformer Engine&apos;s tracker provides it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set model.use_te_rng_tracker and rng.te_rng_tracker to True.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Gemma 4 MoE provider with any CUDA graph implementation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gemma 4 MoE feeds its router, shared and routed experts separately, which graph capture does not support yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn CUDA graphs off for Gemma 4 MoE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn CUDA graphs off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The full-TE-layer autocast spec with local per-layer graphs and CPU offloading or any recomputation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TETransformerLayerAutocast cannot be captured by local per-layer graphs while offloading or recomputing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn offloading and recomputation off, or use another layer spec.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn offloading and recomputation off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A hybrid (Mamba) checkpoint is loaded with graphs configured: the loader forces cuda_graph_impl none, clears the legacy flags and the scopes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When this hybrid checkpoint is loaded through Bridge&apos;s model loader (export, inference, conversion), CUDA graphs are switched off for the loaded model; training itself keeps them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to fix; re-enable graphs on the loaded model if you need them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With graphs on, Bridge initializes graph-safe RNG; with Transformer Engine graphs the process switches to a non-default CUDA stream.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bridge will use graph-safe RNG states.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bridge will use graph-safe RNG states and run on a non-default CUDA stream (required for Transformer Engine capture).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transformer Engine graphs with cuda_graph_warmup_steps == 0: capture happens before iteration 1 and the hooks installed after the first step find no graphs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With zero warmup steps Transformer Engine captures before any eager iteration has run, and the first training step trips an internal check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use at least one warmup step (3 is the default).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Packed batches with a padding mask on an MoE model while Transformer Engine graphs capture the router (whole layer or any of moe / moe_router / moe_preprocess).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Packed MoE batches carry a padding mask into the router, which the pinned Megatron-Core cannot capture.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capture attention only, or turn graphs off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capture attention only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qwen3-VL vision graphs: a vision sequence longer than max_vision_cuda_graph_seq_length stops the run; reported when the maximum is unset or shorter than the language sequence.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vision graphs are captured for at most %2 tokens; an image that yields more stops the run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set max_vision_cuda_graph_seq_length to the longest vision sequence.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allow vision sequences as long as the language sequence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Graphs are deleted at the end of training (and on early exits); a run no longer than the warmup never captures, and older Bridge then failed at shutdown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>train_iters (%1) is not larger than cuda_graph_warmup_steps (%2): the run ends before any graph is captured, so it measures nothing about graphs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run more iterations than warmup steps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run 50 iterations (like the perf recipes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--cuda_graph_impl is not none, local or transformer_engine (full_iteration is not accepted on this command line).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The harness accepts only none, local and transformer_engine; for full-iteration graphs pass --cuda_graph_impl local --cuda_graph_scope full_iteration.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use --cuda_graph_impl local --cuda_graph_scope full_iteration for full-iteration graphs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An item of --cuda_graph_scope is not one of full_iteration, attn, mlp, moe, moe_router, moe_preprocess, mamba.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a scope the harness accepts; separate several scopes with commas, no spaces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use comma-separated scope names.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--cuda_graph_impl is given and is not none: both TE RNG flags are turned on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The harness turned rng.te_rng_tracker and model.use_te_rng_tracker on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The effective implementation is none: TE RNG is turned off in both places, scopes are cleared and the scope argument is ignored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With graphs off the harness turned both TE RNG flags off and cleared the scopes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to fix; note that the TE RNG tracker is off afterwards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full_iteration is combined with other scopes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A full-iteration graph already contains every module.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass --cuda_graph_scope full_iteration alone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The full_iteration scope with the transformer_engine implementation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full-iteration graphs are not built by Transformer Engine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use --cuda_graph_impl local with the full_iteration scope.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full_iteration with impl local/full_iteration becomes cuda_graph_impl=full_iteration with empty modules; other scopes are set as cuda_graph_modules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The harness set cuda_graph_impl=full_iteration with empty cuda_graph_modules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The harness set cuda_graph_modules to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The effective implementation is transformer_engine and a scope is outside the TE list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transformer Engine graphs capture modules; %1 is not one of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use attn, mlp, moe, moe_router, moe_preprocess or mamba.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After the harness overrides, Bridge&apos;s local-implementation check (MB-02) runs: --cuda_graph_impl local --cuda_graph_scope attn fails here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the harness, local means full-iteration graphs; module scopes need transformer_engine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use --cuda_graph_impl transformer_engine for module scopes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A full-iteration result turns rerun_state_machine.check_for_nan_in_loss off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The harness turned the NaN check on the loss off (full-iteration graphs).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>-rl N sets full recomputation with method block; --recompute_modules sets selective (applied after the graph overrides, so -rl with TE graphs fails MC-22 later).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>-rl %1 set recompute_granularity=full, recompute_method=block, recompute_num_layers=%1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--recompute_modules set selective recomputation of %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>-ol N &gt; 0 turns legacy CPU offloading on (weights off, N layers).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>-ol %1 turned legacy CPU offloading on for %1 layers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--moe_a2a_overlap true turns EP overlap on, and also delay_wgrad_compute, and shared-expert overlap off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--moe_a2a_overlap turned EP overlap and delayed weight gradients on (and shared-expert overlap off).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to fix; note that delayed wgrad is on too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--data squad_packed with graphs: cu_seqlens are padded and samples are padded to max length.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Packed SQuAD data with graphs: pad_cu_seqlens and pad_to_max_length were turned on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every flat perf recipe runs _benchmark_common: 50 iterations, log every iteration, NaN and large-grad checks off; TE RNG follows whether graphs are active in the base recipe.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The perf recipe&apos;s common settings were applied: 50 iterations, log_interval 1, NaN checks off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>-g must be one of h100, b200, b300, gb200, gb300, vr200, r100; -c one of bf16, fp8_cs, fp8_mx, fp8_sc, nvfp4; -m, -mr, -ng and -g are required.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%2&apos; is not a valid value for %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The harness needs %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the required arguments with valid values.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A key is not a field of the config (a typo of a known field, an unknown CUDA-graph key, or an unknown section). Bridge skips such keys with a warning, so the setting silently has no effect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a config field; did you mean %2? As written it has no effect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a CUDA-graph field of this Megatron version; as written it has no effect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a section of the Megatron Bridge ConfigContainer; it is ignored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correct the key&apos;s spelling or remove it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A value has the wrong type or is not one of the allowed values.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 The value was ignored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write a value of the field&apos;s type.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys that are valid Megatron settings but play no part in CUDA-graph rules are kept and not checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 keys in %2 are not used by the CUDA-graph rules; they were kept as they are and not checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Hydra override that Bridge&apos;s parser rejects: a new key without &apos;+&apos;, &apos;+&apos; on an existing key, or bad syntax.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the override as Bridge expects it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The perf-harness recipe is not in the preset library, so the check starts from Megatron defaults plus the harness flags.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recipe %1 is not in the preset library; the check starts from defaults plus your flags, so values the recipe sets are not seen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Validate the recipe&apos;s ConfigContainer.yaml (run_script.py --dryrun) instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Legacy CPU offloading with pipeline parallelism, with any activation recomputation, or with an out-of-range layer count; or fine-grained offloading together with legacy CPU offloading.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Legacy CPU offloading does not work with pipeline parallelism.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Legacy CPU offloading cannot be combined with activation recomputation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cpu_offloading_num_layers must be at least 0 and smaller than num_layers (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use either fine-grained activation offloading or legacy CPU offloading, not both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn legacy CPU offloading off, or remove what it conflicts with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn legacy CPU offloading off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn activation recomputation off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offload fewer layers than the model has</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full recomputation without a method or a layer count in range; or selective recomputation with a layer count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full recomputation needs recompute_method set to block or uniform.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full recomputation needs recompute_num_layers between 1 and the layers per pipeline rank (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selective recomputation picks modules, not layers: leave recompute_num_layers unset.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Complete the recomputation settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recompute whole blocks of layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recompute one layer per block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave recompute_num_layers unset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selective recomputation of &apos;mhc&apos; together with fine-grained activation offloading (current MCore head only).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On current Megatron-Core, recomputing the mHC module while fine-grained offloading is on crashes in the backward pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop &apos;mhc&apos; from recompute_modules or turn fine-grained offloading off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop recomputing mhc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn fine-grained offloading off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A deprecated flag (enable_cuda_graph or external_cuda_graph) is set together with cuda_graph_impl.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deprecated flags and cuda_graph_impl both choose the implementation; keep only cuda_graph_impl.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set enable_cuda_graph and external_cuda_graph to false.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop the deprecated flags</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both deprecated flags enable_cuda_graph and external_cuda_graph are true.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>enable_cuda_graph means the local implementation and external_cuda_graph the Transformer Engine one; they cannot both be on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace both with cuda_graph_impl.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use Transformer Engine graphs (cuda_graph_impl)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A deprecated flag chooses the implementation: enable_cuda_graph becomes local, external_cuda_graph becomes transformer_engine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>enable_cuda_graph=True was turned into cuda_graph_impl=local (per-layer Megatron-Core graphs).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>external_cuda_graph=True was turned into cuda_graph_impl=transformer_engine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write cuda_graph_impl instead of the deprecated flag.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write cuda_graph_impl=local</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write cuda_graph_impl=transformer_engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both cuda_graph_scope (deprecated) and cuda_graph_modules are set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuda_graph_scope is the old name of cuda_graph_modules; set only one of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep one of the two fields.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep cuda_graph_modules, drop cuda_graph_scope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep cuda_graph_scope, drop cuda_graph_modules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuda_graph_scope is set: its value moves into cuda_graph_modules and cuda_graph_scope becomes None.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuda_graph_scope was moved into cuda_graph_modules (the new name since May 2026).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write cuda_graph_modules instead of cuda_graph_scope.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write cuda_graph_modules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;full&quot; is listed together with other scopes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;full&quot; (the whole layer) cannot be combined with other scopes; list the scopes or use an empty list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove &quot;full&quot; or the other scopes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove &quot;full&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capture whole layers (empty list)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;full&quot; alone means the whole layer and becomes an empty list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;full&quot; was replaced by an empty list (capture the whole layer).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write an empty list instead of &quot;full&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write an empty list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A scope entry is neither a string nor a CudaGraphModule (for example a number).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scope entries must be names such as attn or moe_router; %1 is not a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace the entry with a scope name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A scope name is not a CudaGraphModule (for example &quot;attention&quot; or &quot;router&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a scope name. Valid names: attn, mlp, moe, moe_router, moe_preprocess, mamba.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use a valid scope name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the unknown name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the closest valid name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both deprecated values full_iteration and full_iteration_inference are listed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full_iteration (training) and full_iteration_inference (inference) cannot both be listed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep one deprecated value, or better, use cuda_graph_impl.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use full-iteration training graphs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deprecated scope full_iteration is used with cuda_graph_impl=transformer_engine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full-iteration graphs are not built by Transformer Engine; use cuda_graph_impl=full_iteration.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before May 2026 full-iteration graphs are spelled cuda_graph_impl=local with cuda_graph_scope=[full_iteration].</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch to full-iteration graphs with the right spelling.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deprecated scope full_iteration is used with an inference graph scope.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full-iteration training graphs cannot be combined with inference_cuda_graph_scope=%1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave inference_cuda_graph_scope unset.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave inference_cuda_graph_scope unset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deprecated scope full_iteration_inference is used with an implementation other than none/local, or with an inference scope other than block.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full_iteration_inference only works with cuda_graph_impl=local (inference block graphs).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full_iteration_inference means inference_cuda_graph_scope=block; %1 contradicts it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use cuda_graph_impl=local with inference_cuda_graph_scope=block.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove full_iteration_inference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use inference_cuda_graph_scope=block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deprecated scope values are migrated: full_iteration becomes cuda_graph_impl=full_iteration (raw Megatron-Core promotes even impl none); full_iteration_inference becomes inference_cuda_graph_scope=block.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The legacy spelling (local + full_iteration scope) was turned into cuda_graph_impl=full_iteration.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full_iteration_inference was turned into inference_cuda_graph_scope=block.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write cuda_graph_impl=full_iteration with an empty cuda_graph_modules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write cuda_graph_impl=full_iteration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuda_graph_impl is not one of none, transformer_engine, local, full_iteration (before May 2026: full_iteration is not an implementation).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a CUDA graph implementation. Valid values: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a valid implementation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the pre-2026 spelling of full-iteration graphs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use transformer_engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inference_cuda_graph_scope is not allowed for the implementation (none and transformer_engine and full_iteration allow only none; local allows layer or block). Unset, it defaults to layer for local.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inference_cuda_graph_scope=%1 does not work with cuda_graph_impl=%2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuda_graph_impl is full_iteration but scopes are left in cuda_graph_modules (for example local + [full_iteration, attn] migrates with [attn] left over).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A full-iteration graph captures the whole forward and backward pass; per-module scopes make no sense with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty cuda_graph_modules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capture the full iteration only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Legacy CPU offloading with per-layer graphs (local or transformer_engine). Full-iteration graphs are exempt on current Megatron-Core.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offloading moves tensors to the host and back, so their addresses change; a per-layer graph would replay with stale addresses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn CPU offloading off, or use full-iteration graphs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With the local implementation, moe_router and moe_preprocess are always captured together.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The local implementation added %1 to the captured scopes (moe_router and moe_preprocess go together).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List both moe_router and moe_preprocess.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per-layer graphs with both moe and moe_router scopes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>moe captures the whole MoE block, which already contains the router; choose one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep moe (drop-and-pad) or moe_router (dropless).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep moe_router, drop moe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep moe, drop moe_router and moe_preprocess</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>moe_preprocess without moe_router (Transformer Engine graphs).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The preprocess graph consumes the router graph&apos;s outputs, so it needs moe_router too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add moe_router or drop moe_preprocess.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add moe_router</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop moe_preprocess</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A dense model (num_moe_experts unset or 1) with the moe or moe_router scope.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model has no experts, so there is no MoE block to capture.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the MoE scopes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the MoE scopes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An MoE model without dense layers (moe_layer_freq 1, or a list without 0) with the mlp scope.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every layer is an MoE layer, so there is no dense MLP to capture; use moe_router (dropless) or moe (drop-and-pad).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove mlp from the scopes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capture the router instead of mlp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove mlp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The moe scope on a dropless MoE (no capacity factor, or no padding to capacity).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dropless routing gives each expert a different number of tokens every step (data-dependent shapes and a device-to-host sync), which a graph cannot capture.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capture moe_router and moe_preprocess instead, or switch to drop-and-pad.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capture the router and preprocess instead of moe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch to drop-and-pad routing (capacity 1.0, padded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>moe_preprocess with the alltoall dispatcher and token dropping without padding (capacity factor set, or moe_router_padding_for_fp8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With token dropping but no padding, alltoall preprocessing copies token counts to the host and synchronizes, which cannot be captured.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop moe_preprocess, or pad expert inputs to capacity.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pad expert inputs to capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full activation recomputation with per-layer graphs (local or transformer_engine, any scope).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full recomputation re-runs whole layers in the backward pass outside any per-layer graph; only a full-iteration graph can contain it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use full-iteration graphs, or selective recomputation outside the graphed modules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transformer Engine graphs capture moe_router while selective recomputation recomputes moe.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recomputing the MoE block would re-run the captured router outside its graph.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop recomputing moe, or stop capturing moe_router.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop capturing the router</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selective recomputation of core_attn with attention dropout while attention is graphed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A recomputed region that is graphed cannot contain random numbers: dropout would differ between the forward pass and its recomputation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set attention_dropout to 0, or stop recomputing core_attn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set attention_dropout to 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop recomputing core_attn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selective recomputation of mlp or moe with hidden dropout while that block is graphed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A recomputed region that is graphed cannot contain random numbers: hidden dropout would differ between the forward pass and its recomputation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set hidden_dropout to 0, or stop recomputing the graphed block.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set hidden_dropout to 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop recomputing the graphed block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selective recomputation of moe with moe_input_jitter_eps while the MoE block is graphed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Input jitter draws random numbers, which a graphed recomputation cannot reproduce.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unset moe_input_jitter_eps, or stop recomputing moe.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unset moe_input_jitter_eps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GTP with local graphs under FP8/FP4 capturing non-overlapped shared experts while recomputing shared_experts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The local graph warmup cannot run Transformer Engine&apos;s checkpointed shared experts under FP8/FP4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop shared_experts from recompute_modules, or use full-iteration graphs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop recomputing shared_experts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fine-grained offloading with local graphs offloads modules other than expert_fc1, moe_act, fused_group_mlp.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With local graphs only expert activations can be offloaded; %1 cannot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offload only expert_fc1, moe_act or fused_group_mlp.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offload only expert activations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fine-grained offloading with local whole-layer graphs (empty scopes).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A whole-layer local graph would capture the offloaded tensors.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the scopes to capture, or use Transformer Engine graphs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use Transformer Engine graphs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fine-grained offloading with an implementation other than transformer_engine or full_iteration (local only for partial MoE offload with a partial scope).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fine-grained offloading works with Transformer Engine or full-iteration graphs; local graphs only for expert activations with a partial scope.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use Transformer Engine or full-iteration graphs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fine-grained offloading with the moe scope (token-drop MoE).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capturing the whole drop-and-pad MoE block is not supported while activations are offloaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capture moe_router instead of moe, or turn offloading off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop the moe scope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fine-grained offloading with cuda_graph_warmup_steps &lt;= 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offloading sets up its buffers during eager warmup iterations, so at least one must run before capture.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set cuda_graph_warmup_steps to 1 or more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use 3 warmup steps (the default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fine-grained offloading with full-iteration graphs and fine_grained_offloading_max_inflight_offloads unset or negative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A full-iteration graph needs a fixed number of offloads in flight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set fine_grained_offloading_max_inflight_offloads to 0 or more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allow one offload in flight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The allgather dispatcher with variable_seq_lengths (in-batch packing with PP &gt; 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The allgather dispatcher needs equal sequence lengths on every rank.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the alltoall dispatcher.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert-parallel A2A overlap with Transformer Engine graphs capturing moe or mlp.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EP overlap splits the MLP/MoE part into fine-grained pieces that a graph of the whole block cannot contain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capture attn/moe_router/moe_preprocess only, or turn EP overlap off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capture only what EP overlap allows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>delay_wgrad_compute without overlap_moe_expert_parallel_comm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delayed weight gradients are scheduled by the EP overlap; without it they never run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn EP overlap on, or delayed wgrad off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>delay_wgrad_compute with Transformer Engine graphs and TE older than 2.10.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delayed weight gradients inside Transformer Engine graphs need TE 2.10 or newer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upgrade Transformer Engine to 2.10 or newer, or turn delayed wgrad off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuda_graph_modules is used with a Megatron-Core older than 2026-05-18, where the field is called cuda_graph_scope.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This Megatron-Core has no cuda_graph_modules field; write the scopes into cuda_graph_scope.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the scopes into cuda_graph_scope.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the scopes to cuda_graph_scope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before 2026-05-18, the local implementation accepts only full_iteration or an empty scope list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Module scopes such as attn need Transformer Engine graphs in this Megatron-Core.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use transformer_engine for module scopes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--enable-cuda-graph or --external-cuda-graph together with --cuda-graph-impl, or both legacy flags together.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The legacy flags and --cuda-graph-impl both choose the implementation; keep only --cuda-graph-impl.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The two legacy flags choose different implementations.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use --cuda-graph-impl only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hidden --cuda-graph-scope together with --cuda-graph-modules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--cuda-graph-scope is the deprecated name of --cuda-graph-modules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use --cuda-graph-modules only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fp16 with dynamic loss scaling turns the NaN checks off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With fp16 and dynamic loss scaling, Megatron-LM turned the NaN checks off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full-iteration graphs while the NaN check on loss and gradients is on (one flag covers both).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The NaN check copies values to the host every step, which a captured iteration cannot do.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass --no-check-for-nan-in-loss-and-grad.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn the NaN checks off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inference block graphs with fp8 need --transformer-impl=inference_optimized and --fp8-recipe=mxfp8.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP8 block inference graphs need the inference-optimized layers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP8 block inference graphs need the MXFP8 recipe.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use inference_optimized layers and the mxfp8 recipe.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use inference-optimized layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the mxfp8 recipe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The local implementation needs inference_dynamic_batching_num_cuda_graphs &gt; 0 or -1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With local graphs the number of dynamic-batching inference graphs must be positive (or -1 for automatic).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set --inference-dynamic-batching-num-cuda-graphs to a positive number or -1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use 16 inference graphs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GTP (gtp_weight_remat_size &gt; 1) with any CUDA graph needs CUDA_GRAPHS_USE_NODE_PRIORITY=1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Without node priorities in graphs, GTP communication cannot overlap the GEMMs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export CUDA_GRAPHS_USE_NODE_PRIORITY=1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set CUDA_GRAPHS_USE_NODE_PRIORITY=1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pipeline-parallel microbatched inference (--inference-batch-times-seqlen-threshold &gt; -1) with CUDA graphs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Microbatched pipeline inference changes shapes between calls.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the threshold at -1, or turn graphs off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn microbatched inference off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--delay-wgrad-compute with --overlap-grad-reduce and a weight gradient inside a graph scope: needs TE &gt;= 2.12, gradient accumulation fusion and no attention bias.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A delayed weight gradient inside a graph needs Transformer Engine 2.12 or newer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A delayed weight gradient inside a graph must accumulate into static addresses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With the attn scope and delayed weight gradients, attention biases must be off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Meet each requirement, or drop --delay-wgrad-compute.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Transformer Engine version is unknown; this is an error before 2.12.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--cpu-offloading-num-layers &gt; 0 turns CPU offloading on (Bridge has no equivalent).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--cpu-offloading-num-layers %1 turned legacy CPU offloading on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to fix; offloading conflicts with per-layer graphs (MC-14).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Graphs on and transformer_engine used (as layers or graphs): the TE RNG tracker is turned on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Megatron-LM turned the TE RNG tracker on for CUDA graphs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass --te-rng-tracker yourself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transformer Engine graphs with expandable_segments:True and NCCL_GRAPH_REGISTER not &quot;0&quot; (checked while parsing arguments).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expandable segments can remap memory NCCL registered for a captured collective; set NCCL_GRAPH_REGISTER=0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export NCCL_GRAPH_REGISTER=0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set NCCL_GRAPH_REGISTER=0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--cuda-graph-modules is not empty with --cuda-graph-impl=full_iteration.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop --cuda-graph-modules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop the modules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The PyTorch version is unknown (give it with --torch-version); this is an error if it is older than required.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transformer Engine graphs are requested but Transformer Engine (with graph support) is not installed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The transformer_engine implementation needs Transformer Engine in the training image.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install Transformer Engine, or use another implementation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use full-iteration graphs (no Transformer Engine needed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Transformer Engine graph helper is built (vision encoder graphs) while cuda_graph_impl is not transformer_engine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vision-encoder graphs are built by the Transformer Engine graph helper, which asserts that the model uses cuda_graph_impl=transformer_engine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use transformer_engine for the language model too, or turn vision graphs off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn vision graphs off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transformer Engine graphs with expandable_segments:True in PYTORCH_CUDA_ALLOC_CONF and NCCL_GRAPH_REGISTER not &quot;0&quot; (on any GPU).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With expandable segments the allocator can remap memory that NCCL registered for a captured collective, which ends in an illegal memory access; set NCCL_GRAPH_REGISTER=0 (it keeps expandable segments, which prevent fragmentation).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set NCCL_GRAPH_REGISTER=0 (preferred) or drop expandable_segments:True.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your shell exports NCCL_GRAPH_REGISTER, which wins over env_vars: change it where the job is launched.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before July 2026: local per-layer graphs on a GPU older than Blackwell with expandable segments and NCCL_GRAPH_REGISTER not &quot;0&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Older Megatron-Core also guarded local per-layer graphs on pre-Blackwell GPUs with this check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set NCCL_GRAPH_REGISTER=0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GPU is unknown (give it with --gpu); this is an error before Blackwell.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Megatron-LM: local per-layer graphs with the local transformer implementation and neither the TE nor the inference RNG tracker (the plain tracker is then used).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per-layer local graphs need a graph-safe RNG tracker; with transformer_impl=local Megatron-LM does not turn the TE tracker on by itself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass --te-rng-tracker.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the TE RNG tracker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transformer Engine graphs capture attention (whole layer or attn) while sequences are packed without fixed-length cu_seqlens (in-batch packing, or offline packing on older Megatron-Core).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Packed sequences pass packed_seq_params, a non-tensor argument, to attention; a graph that captures attention cannot take it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pad to max length with offline packing and pad_cu_seqlens, or capture only mlp/router scopes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop capturing attention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn in-batch packing off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qwen3-VL / Qwen3.5-VL with Transformer Engine graphs capturing attention: the VL model passes non-tensor arguments to the layer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qwen3-VL attention receives non-tensor arguments, so its perf recipes capture only moe_router and moe_preprocess (&quot;attn scope is not compatible with Qwen3VLModel CUDA graph capture&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capture moe_router and moe_preprocess only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capture the router and preprocess only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hybrid model with Transformer Engine graphs on Mamba layers, prepared for inference (an inference RNG tracker is on): inference passes inference_context, which a TE graph cannot take.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running inference with Mamba layers captured by Transformer Engine graphs fails at the first replay; inference graphs need cuda_graph_impl=local.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use cuda_graph_impl=local for inference graphs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per-layer graphs capture the whole MLP/MoE part (whole layer, mlp on a dense model, moe on an MoE model) while EP A2A overlap is on; whole-layer TE capture is not caught at config time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EP overlap interleaves the MoE all-to-all with compute outside the graph; a graph of the whole MLP/MoE part cannot be replayed with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capture attn, moe_router and moe_preprocess only, or turn EP overlap off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capture attention and the router only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A fine-grained-offloaded module sits inside a Transformer Engine graph (attn with core_attn / attn_proj / qkv_linear offloaded, or mlp with mlp_norm offloaded): needs torch &gt;= 2.9, TE &gt;= 2.14 and warmup &gt; 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offloading inside a captured module needs PyTorch 2.9 or newer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offloading inside a captured module needs Transformer Engine 2.14 or newer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offloading inside a captured module needs at least one eager warmup step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upgrade, or offload modules that are not captured.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full-iteration graphs with Transformer Engine&apos;s fused cross entropy on TE older than 2.7.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The graph-safe fused cross entropy needs Transformer Engine 2.7 or newer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upgrade Transformer Engine, or use the native cross-entropy fusion.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the native cross-entropy fusion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Megatron-FSDP with EP A2A overlap and per-layer graphs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With FSDP, EP overlap only works with full-iteration graphs or none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use full-iteration graphs, or turn graphs off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Megatron-FSDP v2 with any CUDA graph or megatron_fsdp_cuda_graph_mode.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Megatron-FSDP version 2 cannot run with CUDA graphs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NCCL user buffers (ddp.nccl_ub) with expandable_segments:True on PyTorch older than 2.11.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NCCL user buffers use a memory pool API that breaks with expandable segments before PyTorch 2.11.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upgrade PyTorch to 2.11, or turn nccl_ub off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn NCCL user buffers off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No layer matches the captured scopes (for example mamba on a pure transformer, or mlp on a model whose layers are all MoE): everything runs eager.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None of the captured scopes exists in this model, so no graph is built and the run stays eager.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capture scopes that exist in the model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bridge drops WARNING records by default (logger.filter_warnings), so this message will not even appear in the log.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capture attention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local per-layer graphs with changing shapes (variable_seq_lengths or in-batch packing).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local graphs are recorded for one input shape; a later microbatch with another shape finds no matching graph.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep shapes static (pad to max length).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local per-layer graphs with CUDA_DEVICE_MAX_CONNECTIONS unset, below 16 or not a number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The local graph stream pool needs enough hardware queues; with fewer than 16, streams can alias.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set CUDA_DEVICE_MAX_CONNECTIONS to 16 or 32.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set CUDA_DEVICE_MAX_CONNECTIONS=32</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full-iteration capture on a PyTorch without set_override_stale_capture_stream (older than 2.12).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Without this PyTorch API, capture can fail when autograd nodes remember a stream from before the capture.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upgrade PyTorch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transformer Engine runs its own warmup iterations inside make_graphed_callables: max(1, ceil((10 - warmup_steps x microbatches) / captured microbatches)).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transformer Engine will run %1 warmup iteration(s) per graph inside capture (warmup steps %2, %3 microbatch(es) per step, %4 captured).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to fix; more warmup steps make capture shorter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At teardown, Transformer Engine older than 2.10 drops graphs without an explicit reset.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transformer Engine before 2.10 cannot reset graphs when they are deleted; their memory is freed only when the process exits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upgrade Transformer Engine to 2.10 or newer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%2 Bridge would refuse this override.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recompute selectively, outside the graphed modules</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cga::RulesEngine</name>
    <message>
        <source>When: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upstream message: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Meaning: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cga::ShellWords</name>
    <message>
        <source>unterminated single quote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unterminated double quote</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cga::StartPage</name>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Begin from a recipe that Megatron Bridge ships, or from your own configuration.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Presets from Megatron Bridge recipes (double-click or select to load):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search presets: model, GPU, precision, recipe name ...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source recipe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Or start from:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bridge YAML file...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Perf-harness command...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Megatron-LM arguments...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training log...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blank configuration</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cga::TargetContext</name>
    <message>
        <source>unknown GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown GPU &apos;%1&apos;. Use one of %2 or a compute capability such as 9.0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Megatron Bridge recipe (Python)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Megatron Bridge YAML and overrides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Megatron Bridge performance harness</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Megatron-LM command line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Megatron-Core pinned by Megatron Bridge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Megatron-Core main branch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Megatron-Core before 2026-05-18 (cuda_graph_scope API)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cga::ValueParser</name>
    <message>
        <source>%1 cannot be null; expected %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 expects true or false, got &apos;%2&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 expects a whole number, got &apos;%2&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 expects a number, got &apos;%2&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be one of %2, got &apos;%3&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 expects a number or a list of 0/1 such as [1,0,1], got &apos;%2&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: unsupported value &apos;%2&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 expects a list of whole numbers, got &apos;%2&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 expects a single value, not a list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not one of %3.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cga::WorkloadPage</name>
    <message>
        <source>unset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the model kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the sequence length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What you train and where: the shapes decide how much launch overhead graphs can remove.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dense transformer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MoE, dropless routing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MoE, drop-and-pad routing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hybrid Mamba (Nemotron-H)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vision-language MoE (Qwen3-VL)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BF16</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP16</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP8, current scaling (tensorwise)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP8, delayed scaling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP8, MXFP8 (Blackwell)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP8, sub-channel (blockwise)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVFP4 (Blackwell)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FFN hidden size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Experts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Experts per token (top-k)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MoE layer frequency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Micro-batch size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Global batch size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tensor parallel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pipeline parallel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Virtual pipeline stages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Context parallel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert parallel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Graphs replay exactly the shapes they captured. Keep the sequence length and the micro-batch size fixed for the whole run and pad every sample to the sequence length; nothing checks this before the first replay.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cga::YamlImporter</name>
    <message>
        <source>the document has more than %1 nodes (counting aliases); refusing to read it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the top level must be a mapping of config sections (model:, train: ...).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>env_vars must be a mapping of NAME: value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an environment variable needs a single value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the value is longer than %1 bytes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>list items must be single values.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 expects %2, not a mapping.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MODEL_ARGS must be a mapping of --flag: value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the document is nested more than %1 levels deep; refusing to parse it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>malformed YAML: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected YAML structure: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the document expands to more than %1 nodes (through aliases or nesting); refusing to read it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cga::cli</name>
    <message>
        <source>Language of the output: en or zh_CN.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explain a rule: its condition, message, source and fix.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A rule id such as MC-22, or &apos;all&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give a rule id, e.g. cga explain MC-22.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown rule id &apos;%1&apos;. Run &apos;cga explain all&apos; for the list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the configuration fields the rules read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>type: %1, default: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>allowed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rules: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: cga &lt;command&gt; [options]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run &apos;cga &lt;command&gt; --help&apos; for the options of a command.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown command &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target GPU: %1, or a compute capability such as 9.0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transformer Engine version, e.g. 2.12.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PyTorch version, e.g. 2.11.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A variable exported by the launching shell (repeatable); it wins over env_vars.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Megatron-Core API: pinned (default), head or legacy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Override the detected front end: bridge-python, bridge-yaml, harness or megatron.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 expects a version such as 2.12, got &apos;%2&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--env expects NAME=value, got &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--profile must be pinned, head or legacy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--front-end must be bridge-python, bridge-yaml, harness or megatron.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check a configuration against every CUDA-graph rule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Validates Megatron Bridge YAML files, Hydra overrides, a perf-harness command or Megatron-LM arguments. Exit status: 0 no errors, 1 at least one error, 2 the input could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>YAML files (later ones win); key=value words are Hydra overrides.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Hydra override (repeatable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A perf-harness command line (run_script.py ...).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Megatron-LM arguments (--cuda-graph-impl ...).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output format: text or json.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave out advisory (ADV-*) diagnostics.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to validate: give a YAML file, overrides, --harness-args or --megatron-args.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown format &apos;%1&apos;; use text or json.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target: %1, %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show what the tool does on the shipped examples.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CUDA Graph Assistant checks a Megatron Bridge / Megatron-Core training configuration against every CUDA-graph rule before you spend cluster time, and explains each problem with a fix.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The example %1 is missing from this build.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next steps:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
