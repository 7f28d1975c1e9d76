#include "io/harnessrecipe.h"

#include "io/harnessimporter.h"

namespace cga {

QString HarnessRecipe::functionName() const
{
    return HarnessImporter::recipeFunctionName(recipe, task, numGpus, gpu, computeDtype, variant);
}

} // namespace cga
