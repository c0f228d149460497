#include "ThreadLocalPointer.h"

_Thread_local void *openudid_thread_random_state __attribute__((tls_model("initial-exec"))) = 0;
