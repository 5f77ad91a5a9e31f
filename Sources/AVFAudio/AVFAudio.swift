// `import AVFAudio`: Apple's audio framework (`AVAudioPlayer`, `AVAudioSession`,
// `AVSpeechSynthesizer`), which AVFoundation re-exports on iOS. Vellum keeps those classes in
// its AVFoundation module, so this module re-exports it: nothing plays (see AVFoundation).
@_exported import AVFoundation
