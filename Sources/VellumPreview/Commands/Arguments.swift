import Foundation
import Vellum

/// A usage error: exit code 2, with the message printed.
struct UsageError: Error {
  let message: String
}

/// Command-line arguments split into positional arguments, options with values and flags,
/// with an error naming anything unknown.
struct Arguments {
  var positional: [String] = []
  private var values: [String: [String]] = [:]
  private var flags: Set<String> = []

  /// `valued` options take the next argument (`--scale 2`, `-o file`); `switches` take none.
  init(_ arguments: [String], valued: Set<String>, switches: Set<String>) throws {
    var iterator = arguments.makeIterator()
    while let argument = iterator.next() {
      if valued.contains(argument) {
        guard let value = iterator.next() else { throw UsageError(message: "\(argument) needs a value") }
        values[argument, default: []].append(value)
      } else if switches.contains(argument) {
        flags.insert(argument)
      } else if argument.hasPrefix("-") && argument.count > 1 {
        let known = Array(valued) + Array(switches)
        throw UsageError(message: "unknown option '\(argument)'\(suggestion(argument, known))")
      } else {
        positional.append(argument)
      }
    }
  }

  func value(_ name: String) -> String? { values[name]?.last }
  func has(_ flag: String) -> Bool { flags.contains(flag) }

  /// A comma-separated list option parsed item by item, or the default; an invalid item is
  /// a usage error listing the valid ones and the closest.
  func list<T>(_ name: String, default fallback: [T], valid: [String], _ parse: (String) -> T?) throws -> [T] {
    guard let text = value(name) else { return fallback }
    var result: [T] = []
    for item in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
      guard let parsed = parse(item) else {
        throw UsageError(
          message: "\(name) takes \(valid.joined(separator: ", ")), not '\(item)'\(suggestion(item, valid))")
      }
      result.append(parsed)
    }
    guard !result.isEmpty else { throw UsageError(message: "\(name) needs at least one value") }
    return result
  }

  /// `--shard I/N`: 1 ≤ I ≤ N.
  func shard() throws -> (index: Int, count: Int)? {
    guard let text = value("--shard") else { return nil }
    let parts = text.split(separator: "/").compactMap { Int($0) }
    guard parts.count == 2, parts[1] >= 1, (1...parts[1]).contains(parts[0]) else {
      throw UsageError(message: "--shard takes I/N with 1 ≤ I ≤ N, not '\(text)'")
    }
    return (parts[0], parts[1])
  }

  /// `--jobs N`: 1 … 256; default: every core.
  /// `--port N` on 127.0.0.1: 0 picks a free one (default: 8765).
  func port(default fallback: UInt16 = 8765) throws -> UInt16 {
    guard let text = value("--port") else { return fallback }
    guard let port = UInt16(text) else { throw UsageError(message: "--port takes 0 to 65535, not '\(text)'") }
    return port
  }

  func jobs() throws -> Int {
    guard let text = value("--jobs") else { return ProcessInfo.processInfo.activeProcessorCount }
    guard let jobs = Int(text), (1...256).contains(jobs) else {
      throw UsageError(message: "--jobs takes a number from 1 to 256, not '\(text)'")
    }
    return jobs
  }
}

/// Whether `name` matches a shell glob with `*` and `?` (case-sensitive).
func globMatches(_ pattern: String, _ name: String) -> Bool {
  let p = Array(pattern)
  let n = Array(name)
  var memo: [Int: Bool] = [:]
  func match(_ i: Int, _ j: Int) -> Bool {
    let key = i * (n.count + 1) + j
    if let known = memo[key] { return known }
    let result: Bool
    if i == p.count {
      result = j == n.count
    } else if p[i] == "*" {
      result = match(i + 1, j) || (j < n.count && match(i, j + 1))
    } else {
      result = j < n.count && (p[i] == "?" || p[i] == n[j]) && match(i + 1, j + 1)
    }
    memo[key] = result
    return result
  }
  return match(0, 0)
}

extension Arguments {
  /// `--scale 1,2,3`.
  func scales() throws -> [Int] {
    try list("--scale", default: [2], valid: ["1", "2", "3"]) { Int($0).flatMap { (1...3).contains($0) ? $0 : nil } }
  }

  /// `--scheme light,dark`.
  /// `--chrome on|off` or `--no-chrome`: whether device canvases draw the status bar and
  /// home indicator (default: as each preview's traits say).
  func chrome() throws -> ChromeSetting {
    if has("--no-chrome") {
      if let text = value("--chrome"), text != "off" {
        throw UsageError(message: "--no-chrome contradicts --chrome \(text)")
      }
      return .off
    }
    guard let text = value("--chrome") else { return .automatic }
    switch text {
    case "on": return .on
    case "off": return .off
    default: throw UsageError(message: "--chrome takes on or off, not '\(text)'")
    }
  }

  func schemes() throws -> [ColorScheme] {
    try list("--scheme", default: ColorScheme.allCases, valid: ColorScheme.allCases.map(\.rawValue)) {
      ColorScheme(rawValue: $0)
    }
  }

  /// `--device iPhoneSE,iPhone15ProMax`: devices by their canvas names (no default).
  func devices() throws -> [Device] {
    try list("--device", default: [], valid: Device.all.map(\.name)) { text in
      let key = text.lowercased().replacingOccurrences(of: " ", with: "")
      return Device.all.first { $0.name.lowercased() == key }
    }
  }

  /// `--dynamic-type xSmall,accessibility3`: Dynamic Type sizes by SwiftUI's case names.
  func dynamicTypeSizes() throws -> [DynamicTypeSize] {
    try list("--dynamic-type", default: [], valid: DynamicTypeSize.allCases.map(\.name)) { text in
      DynamicTypeSize.allCases.first { $0.name.lowercased() == text.lowercased() }
    }
  }
}

extension DynamicTypeSize {
  /// SwiftUI's case name: `large`, `accessibility3`.
  var name: String { String(describing: self) }
}

extension Arguments {
  /// `--locale ar,de-DE`: locale identifiers (letters, digits, `-` and `_`).
  func locales() throws -> [String] {
    guard let text = value("--locale") else { return [] }
    let items = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    for item in items
    where item.isEmpty || !item.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "-_".contains($0)) }) {
      throw UsageError(message: "--locale takes locale identifiers such as ar or de-DE, not '\(item)'")
    }
    return items
  }

  /// The variants to render: the catalog's matrix, each axis replaced by its flag when given
  /// (`--scheme`, `--scale`, `--dynamic-type`, `--locale`, `--device`).
  func matrix(_ base: TraitMatrix) throws -> TraitMatrix {
    var matrix = base
    if value("--scheme") != nil { matrix.colorSchemes = try schemes() }
    if value("--scale") != nil { matrix.scales = try scales() }
    if value("--dynamic-type") != nil { matrix.dynamicTypeSizes = try dynamicTypeSizes() }
    if value("--locale") != nil { matrix.locales = try locales() }
    if value("--device") != nil { matrix.devices = try devices() }
    return matrix
  }
}
