import CCairo
import Foundation
import Synchronization

/// A libdeflate compressor with the two buffers one whole-image encode needs, kept for the
/// next encode on any thread. Made fresh each time, a @3x screen's 12 MB of scanlines cost
/// their page faults and the compressor its set-up on every image (a sixth of the encode).
final class DeflateScratch: @unchecked Sendable {
  let level: Int32
  let compressor: OpaquePointer
  private(set) var input = UnsafeMutableRawBufferPointer(start: nil, count: 0)
  private(set) var output = UnsafeMutableRawBufferPointer(start: nil, count: 0)

  private init?(level: Int32) {
    guard let compressor = libdeflate_alloc_compressor(level) else { return nil }
    self.level = level
    self.compressor = compressor
  }

  deinit {
    libdeflate_free_compressor(compressor)
    input.deallocate()
    output.deallocate()
  }

  /// Buffers of at least these sizes (their contents are not kept).
  func reserve(input inputCount: Int, output outputCount: Int) {
    if input.count < inputCount {
      input.deallocate()
      input = .allocate(byteCount: inputCount, alignment: 64)
    }
    if output.count < outputCount {
      output.deallocate()
      output = .allocate(byteCount: outputCount, alignment: 64)
    }
  }

  /// Scratches not in use; at most `poolLimit`, none holding more than `keptBytes`.
  private static let pool = Mutex<[DeflateScratch]>([])
  static let poolLimit = 8
  static let keptBytes = 64 << 20

  /// Runs `body` with a scratch for `level`, from the pool when one is free.
  static func with<R>(level: Int32, _ body: (DeflateScratch) throws -> R) throws -> R {
    let pooled = pool.withLock { scratches -> DeflateScratch? in
      guard let index = scratches.firstIndex(where: { $0.level == level }) else { return nil }
      return scratches.remove(at: index)
    }
    guard let scratch = pooled ?? DeflateScratch(level: level) else {
      throw PNG.Failure(description: "could not encode PNG: libdeflate has no level \(level)")
    }
    defer {
      if scratch.input.count + scratch.output.count <= keptBytes {
        pool.withLock { scratches in
          if scratches.count < poolLimit { scratches.append(scratch) }
        }
      }
    }
    return try body(scratch)
  }
}
