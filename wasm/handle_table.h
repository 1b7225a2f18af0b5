// Objects the JS wrapper owns (games, draw machines), named by small integer ids instead of
// Embind classes (whose JS runtime would double the loader's size). Unknown ids are refused.
#pragma once
#include <memory>
#include <vector>

namespace c960::bind {

template <class T>
class HandleTable {
 public:
  // Stores `item` and returns its id (1, 2, …; freed ids are reused, the lowest first).
  int add(std::unique_ptr<T> item) {
    ++live_;
    for (std::size_t i = first_free_; i < slots_.size(); ++i)
      if (!slots_[i]) {
        slots_[i] = std::move(item);
        first_free_ = i + 1;
        return int(i) + 1;
      }
    slots_.push_back(std::move(item));
    first_free_ = slots_.size();
    return int(slots_.size());
  }

  // Returns the object with this id, or nullptr when there is none.
  T* find(int id) const {
    return id >= 1 && std::size_t(id) <= slots_.size() ? slots_[std::size_t(id) - 1].get()
                                                       : nullptr;
  }

  // Returns answer(object) for the object with this id, or missing() when there is none.
  template <class Answer, class Result>
  Result with(int id, Answer answer, Result (*missing)()) const {
    T* item = find(id);
    return item ? answer(*item) : missing();
  }

  // Frees the object with this id (no effect for an unknown id); the table's own memory goes
  // back to the heap when the last object is freed.
  void remove(int id) {
    if (!find(id)) return;
    slots_[std::size_t(id) - 1].reset();
    if (std::size_t(id) - 1 < first_free_) first_free_ = std::size_t(id) - 1;
    if (--live_ == 0) std::vector<std::unique_ptr<T>>().swap(slots_);
  }

 private:
  std::vector<std::unique_ptr<T>> slots_;
  std::size_t first_free_ = 0;  // no slot below it is free: add() looks from here
  int live_ = 0;
};

}  // namespace c960::bind
