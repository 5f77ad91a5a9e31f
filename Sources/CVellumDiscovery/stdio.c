#include <stdio.h>

#include "CVellumDiscovery.h"

void vellum_line_buffer_stdout(void) { setvbuf(stdout, NULL, _IOLBF, 0); }
