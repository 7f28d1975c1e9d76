#pragma once

namespace cga {

// The prefixes launchers put in front of each rank's output, so an all-ranks log can be read line by line:
//   "[rank3]:"  torchrun's log_line_prefix / PyTorch's c10 logging
//   "[default3]:"  torchrun --tee with the default role
//   "3: ", "  3: "  srun --label (and torchrun-based wrappers that imitate it)
//   "[1,3]<stdout>:"  mpirun --tag-output
//   "[Rank 3] "  Megatron's own rank tag (the memory lines start with it)
class RankPrefix
{
public:
    // Skips every rank prefix at the start of [*begin, end) (they can be stacked, e.g. "0: [rank0]: ") and
    // returns the innermost rank, or -1 when the line has none. *begin moves past the prefixes and one space.
    static int strip(const char** begin, const char* end);
};

} // namespace cga
