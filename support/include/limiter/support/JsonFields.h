// Strict reading of JSON fields for limiter's own file formats (manifest.json, results.json):
// each field of exactly its type (an integer in range, not a float or a bool; a string, not a
// number), the first problem kept with where it is, and nothing thrown whatever the text holds.
// For readers that link nlohmann_json; works on nlohmann::json and ordered_json alike.

#ifndef LIMITER_SUPPORT_JSONFIELDS_H
#define LIMITER_SUPPORT_JSONFIELDS_H

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <cstdint>
#include <limits>
#include <map>
#include <optional>
#include <string>
#include <type_traits>
#include <vector>

namespace limiter {

template <class T> struct JsonHolds;

/// Whether J holds a T exactly: integers in T's range (nlohmann's get<int>() of 1e14 or of 2.5
/// is an undefined conversion), strings as strings, containers element by element; T = the
/// JSON type itself holds anything.
template <class T, class J> bool jsonHolds(const J &V) { return JsonHolds<T>::check(V); }

template <class T> struct JsonHolds {
  template <class J> static bool check(const J &V) {
    if constexpr (std::is_same_v<T, bool>)
      return V.is_boolean();
    else if constexpr (std::is_integral_v<T>)
      return V.is_number_integer() &&
             (V.is_number_unsigned()
                  ? V.template get<std::uint64_t>() <=
                        static_cast<std::uint64_t>(std::numeric_limits<T>::max())
                  : V.template get<std::int64_t>() >=
                            static_cast<std::int64_t>(std::numeric_limits<T>::min()) &&
                        V.template get<std::int64_t>() <=
                            static_cast<std::int64_t>(std::numeric_limits<T>::max()) &&
                        (std::is_signed_v<T> || V.template get<std::int64_t>() >= 0));
    else if constexpr (std::is_floating_point_v<T>)
      return V.is_number();
    else if constexpr (std::is_same_v<T, std::string>)
      return V.is_string();
    else
      return true; // The JSON type itself.
  }
};
template <class E> struct JsonHolds<std::map<std::string, E>> {
  template <class J> static bool check(const J &V) {
    return V.is_object() &&
           std::all_of(V.begin(), V.end(), [](const J &X) { return jsonHolds<E>(X); });
  }
};
template <class E> struct JsonHolds<std::vector<E>> {
  template <class J> static bool check(const J &V) {
    return V.is_array() &&
           std::all_of(V.begin(), V.end(), [](const J &X) { return jsonHolds<E>(X); });
  }
};
template <class E, std::size_t N> struct JsonHolds<std::array<E, N>> {
  template <class J> static bool check(const J &V) {
    return V.is_array() && V.size() == N &&
           std::all_of(V.begin(), V.end(), [](const J &X) { return jsonHolds<E>(X); });
  }
};

/// Reads fields, keeping the first problem in Error ("kernel.instantiations[0]: missing field
/// 'entries'"); after one, every read returns the default.
class JsonFieldReader {
public:
  std::string Error;

  /// A required field.
  template <class T, class J> T get(const J &Object, const char *Key, const std::string &Where) {
    if (!Error.empty())
      return T{};
    auto It = Object.is_object() ? Object.find(Key) : Object.end();
    if (It == Object.end()) {
      Error = Where + ": missing field '" + Key + "'";
      return T{};
    }
    return checked<T>(*It, Key, Where);
  }
  /// An optional field: nullopt when absent or null; the wrong type is an error.
  template <class T, class J>
  std::optional<T> optional(const J &Object, const char *Key, const std::string &Where = "") {
    auto It = Object.is_object() ? Object.find(Key) : Object.end();
    if (!Error.empty() || It == Object.end() || It->is_null())
      return std::nullopt;
    if (!jsonHolds<T>(*It)) {
      wrongType(Key, Where);
      return std::nullopt;
    }
    return It->template get<T>();
  }
  /// An optional field, Fallback when absent or null.
  template <class T, class J>
  T orDefault(const J &Object, const char *Key, T Fallback, const std::string &Where = "") {
    return optional<T>(Object, Key, Where).value_or(Fallback);
  }
  /// An object or array field without copying it (a copy recurses once per level of nesting,
  /// so a hostile file could exhaust the stack): null when absent, or after an error; missing
  /// when Required, or of another kind, is an error.
  template <class J>
  const J *section(const J &Object, const char *Key, const std::string &Where, bool Required,
                   bool Array = false) {
    auto It = Object.is_object() ? Object.find(Key) : Object.end();
    if (!Error.empty() || (It == Object.end() && !Required))
      return nullptr;
    if (It == Object.end()) {
      Error = Where + ": missing field '" + Key + "'";
      return nullptr;
    }
    if (Array ? !It->is_array() : !It->is_object()) {
      wrongType(Key, Where);
      return nullptr;
    }
    return &*It;
  }
  /// Whether Object's field Key is the string Value, without copying the field.
  template <class J> static bool isString(const J &Object, const char *Key, const char *Value) {
    auto It = Object.is_object() ? Object.find(Key) : Object.end();
    return It != Object.end() && It->is_string() &&
           It->template get_ref<const std::string &>() == Value;
  }
  /// Where an error was said: "kernel" under "manifest" ... "variants[2]".
  static std::string at(const std::string &Where, std::size_t Index) {
    return Where + "[" + std::to_string(Index) + "]";
  }

private:
  void wrongType(const char *Key, const std::string &Where) {
    Error = (Where.empty() ? "" : Where + ": ") + "field '" + Key + "' has the wrong type";
  }
  template <class T, class J> T checked(const J &V, const char *Key, const std::string &Where) {
    if (!jsonHolds<T>(V)) {
      wrongType(Key, Where);
      return T{};
    }
    return V.template get<T>();
  }
};

} // namespace limiter

#endif
