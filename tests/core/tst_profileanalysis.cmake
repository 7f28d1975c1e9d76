target_link_libraries(tst_profileanalysis PRIVATE ZLIB::ZLIB)
