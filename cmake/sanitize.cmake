# The native Catch2 suite under AddressSanitizer (LeakSanitizer included) and
# UndefinedBehaviorSanitizer, only with -DC960_SANITIZE=ON (scripts/sanitize.sh builds it in
# build-asan/). Every finding aborts: -fno-sanitize-recover=all.
set(C960_SANITIZE_FLAGS -fsanitize=address,undefined -fno-sanitize-recover=all
    -fno-omit-frame-pointer -g -O1)
foreach(lib ${C960_CORE_LIBRARIES})
  target_compile_options(${lib} PUBLIC ${C960_SANITIZE_FLAGS})
  target_link_options(${lib} PUBLIC -fsanitize=address,undefined)
endforeach()
