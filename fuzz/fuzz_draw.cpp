// libFuzzer target: the draw step machines. Input: first byte picks the method; then each byte
// is an operation: undo, give() of one of the offered options or rerolls, give() of a few
// fuzzer bytes as text, or give_code() of a raw code. Properties: a rejected value leaves the
// state (request, back rank, history) unchanged and carries a coded error; an accepted one
// adds one history entry; every option has an outcome; undo() equals replaying the shorter history;
// a finished machine yields a legal start position whose number round-trips through start_position.
#include <string>
#include <vector>

#include "draw/draw.h"
#include "fuzz_util.h"
#include "numbering/startpos.h"

using namespace c960;
using fuzz::check;

struct Snapshot {
  std::string kind, step, back_rank;
  std::vector<std::string> options, history;
  bool done;
  bool operator==(const Snapshot& o) const {
    return kind == o.kind && step == o.step && back_rank == o.back_rank && options == o.options &&
           history == o.history && done == o.done;
  }
};

static Snapshot snapshot(const DrawMachine& m) {
  DrawRequest r = m.next();
  check(r.outcomes.size() == r.options.size(), "one outcome per option");
  return {r.kind_name, r.step, m.partial_back_rank(), r.options, m.history(), m.done()};
}

static void check_finished(const DrawMachine& m) {
  auto n = m.result();
  check(n.ok(), "finished machine has no result");
  auto sp = start_position(n.value());
  check(sp.ok(), "result not a start position");
  check(sp.value().back_rank_en == m.partial_back_rank(), "result differs from the back rank");
  auto back = number_of_back_rank(sp.value().back_rank);
  check(back.ok() && back.value() == n.value(), "number does not round-trip");
  check(m.next().kind == DrawInputKind::Done && m.next().options.empty(),
        "finished machine asks for more");
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size < 1 || size > 512) return 0;
  const auto& methods = draw_methods();
  auto started = start_draw(methods[data[0] % methods.size()].id);
  check(started.ok(), "start_draw failed for a listed method");
  std::unique_ptr<DrawMachine> m = std::move(started.value());
  std::vector<std::string> accepted;  // texts given and accepted, for the replay check
  size_t i = 1;
  while (i < size) {
    const uint8_t op = data[i++];
    const Snapshot before = snapshot(*m);
    if (op % 8 == 0) {
      bool undone = m->undo();
      check(undone == !accepted.empty(), "undo() result");
      if (undone) {
        accepted.pop_back();
        auto fresh = start_draw(m->method());
        for (const auto& v : accepted)
          check(fresh.value()->give(v).ok(), "replay of accepted values");
        check(snapshot(*fresh.value()) == snapshot(*m), "undo() differs from replay");
      }
      continue;
    }
    Result<DrawNote> r = make_error(ErrorCode::DrawValue, "");
    std::string given;
    if (op % 8 <= 4 && i < size) {
      DrawRequest req = m->next();
      std::vector<std::string> values = req.options;
      values.insert(values.end(), req.rerolls.begin(), req.rerolls.end());
      if (values.empty()) values.push_back("1");
      given = values[data[i++] % values.size()];
      r = m->give(given);
    } else if (op % 8 <= 6) {
      size_t len = i < size ? data[i++] % 8 : 0;
      given.assign(reinterpret_cast<const char*>(data + i), std::min(len, size - i));
      i += given.size();
      r = m->give(given);
    } else {
      int code = i < size ? int(int8_t(data[i++])) * 3 : 0;
      r = m->give_code(code);
      given = "\x01";  // marks a code input: replayed by code below
      if (r) given = m->history().back();
    }
    if (r) {
      check(m->history().size() == before.history.size() + 1, "accepted value not in history");
      check(!before.done, "value accepted after the end");
      accepted.push_back(m->history().back());
    } else {
      const Error& e = r.error();
      const std::string code = code_name(e.code);
      check(code.rfind("ERR_DRAW_", 0) == 0 && !e.message.empty(), "bad error", code);
      check(snapshot(*m) == before, "rejected value changed the state", given + " " + code);
    }
    if (m->done()) check_finished(*m);
  }
  if (m->done())
    check_finished(*m);
  else
    check(!m->result().ok() && m->result().error().code == ErrorCode::DrawUnfinished,
          "unfinished result");
  return 0;
}
