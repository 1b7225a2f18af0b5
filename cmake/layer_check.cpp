// The program layer_check_<library> links: nothing runs; the link itself is the check (see
// cmake/core.cmake).
int main() { return 0; }
