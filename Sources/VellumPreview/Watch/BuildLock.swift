import Foundation

/// An exclusive lock on a build folder (`flock` on its `lock` file), so two `vellum preview`
/// runs of the same files build one after the other rather than writing the same objects at
/// once. The lock goes with the process, however it ends.
struct BuildLock {
  private let descriptor: Int32

  /// Waits for the lock, saying so (`waiting`) if another run holds it; nil if the folder
  /// cannot be made.
  init?(folder: URL, waiting: String = "waiting for another vellum preview of these files to finish building…") {
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let descriptor = open(folder.appendingPathComponent("lock").path, O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { return nil }
    if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      FileHandle.standardError.write(Data((waiting + "\n").utf8))
      guard flock(descriptor, LOCK_EX) == 0 else {
        close(descriptor)
        return nil
      }
    }
    self.descriptor = descriptor
  }

  func release() {
    flock(descriptor, LOCK_UN)
    close(descriptor)
  }
}
