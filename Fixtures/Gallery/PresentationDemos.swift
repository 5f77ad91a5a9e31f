import Vellum

// Presentations drawn as iOS shows them when presented at render time (Sources/Vellum/Presentation).

#Preview("AlertPresented") {
  @Previewable @State var showsAlert = true
  NavigationStack {
    List {
      Text("Inbox")
      Text("Drafts")
      Text("Sent")
    }
    .navigationTitle("Mail")
  }
  .alert("Delete Draft?", isPresented: $showsAlert) {
    Button("Cancel", role: .cancel) {}
    Button("Delete", role: .destructive) {}
  } message: {
    Text("This draft will be deleted. You can’t undo this action.")
  }
}

#Preview("SheetPresented") {
  @Previewable @State var showsSheet = true
  NavigationStack {
    List {
      Text("Account")
    }
    .navigationTitle("Profile")
  }
  .sheet(isPresented: $showsSheet) {
    VStack(spacing: 12) {
      Image(systemName: "person.fill")
        .font(.largeTitle)
        .foregroundStyle(.tint)
      Text("Edit Profile").font(.title2).bold()
      Text("Sheets are drawn as a card over the dimmed screen.")
        .foregroundStyle(.secondary)
    }
    .padding(.top, 40)
  }
}
