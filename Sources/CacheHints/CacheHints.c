// Everything is in include/CacheHints.h (inline functions); a C target needs one source file.
#include "CacheHints.h"
