import Foundation
import Security

/// A sound registered with System Sound Services, as AudioToolbox's `SystemSoundID`: iOS's
/// built-in sounds have fixed numbers (1000 and up), an app's own are numbered as it
/// registers them.
public typealias SystemSoundID = UInt32

/// The vibration "sound", as AudioToolbox's `kSystemSoundID_Vibrate`.
public let kSystemSoundID_Vibrate: SystemSoundID = 4095

/// `kAudioServicesNoError`.
public let kAudioServicesNoError: OSStatus = 0
/// `kAudioServicesBadSpecifierSizeError`, for a sound that was never registered.
public let kAudioServicesBadSpecifierSizeError: OSStatus = 561_211_770

/// The sounds an app registered, by number: Vellum keeps the file's URL and plays nothing.
private let registered = RegisteredSounds()

private final class RegisteredSounds: @unchecked Sendable {
  private let lock = NSLock()
  private var urls: [SystemSoundID: URL] = [:]
  private var next: SystemSoundID = 4097

  func register(_ url: URL) -> SystemSoundID {
    lock.withLock {
      let id = next
      next += 1
      urls[id] = url
      return id
    }
  }

  func dispose(_ id: SystemSoundID) -> Bool { lock.withLock { urls.removeValue(forKey: id) != nil } }
}

/// Plays a system sound, as AudioToolbox's: a still preview has no speaker, so nothing plays.
public func AudioServicesPlaySystemSound(_ inSystemSoundID: SystemSoundID) {}

/// Plays a system sound as an alert (vibrating where the device does); nothing plays here.
public func AudioServicesPlayAlertSound(_ inSystemSoundID: SystemSoundID) {}

/// Plays a system sound and calls `inCompletionBlock` when it ends: here at once, on the
/// calling thread, since nothing plays (iOS calls it when the sound finishes).
public func AudioServicesPlaySystemSoundWithCompletion(
  _ inSystemSoundID: SystemSoundID, _ inCompletionBlock: (() -> Void)?
) {
  inCompletionBlock?()
}

/// `AudioServicesPlayAlertSoundWithCompletion`, as above.
public func AudioServicesPlayAlertSoundWithCompletion(
  _ inSystemSoundID: SystemSoundID, _ inCompletionBlock: (() -> Void)?
) {
  inCompletionBlock?()
}

/// Registers a sound file and writes its new number to `outSystemSoundID`, as AudioToolbox's.
/// The file is not read (iOS fails for a file it cannot decode; Vellum never plays it).
public func AudioServicesCreateSystemSoundID(
  _ inFileURL: CFURL, _ outSystemSoundID: UnsafeMutablePointer<SystemSoundID>
) -> OSStatus {
  outSystemSoundID.pointee = registered.register(inFileURL as URL)
  return kAudioServicesNoError
}

/// Forgets a registered sound: `kAudioServicesBadSpecifierSizeError` for a number this run
/// never registered.
@discardableResult
public func AudioServicesDisposeSystemSoundID(_ inSystemSoundID: SystemSoundID) -> OSStatus {
  registered.dispose(inSystemSoundID) ? kAudioServicesNoError : kAudioServicesBadSpecifierSizeError
}
